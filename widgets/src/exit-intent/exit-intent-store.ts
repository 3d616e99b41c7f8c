// One vanilla store per mounted popup: whether it is open and which copy this visitor gets. Returning
// is a fact, not a guess (decision 0033): an earlier visit this browser recorded, a day or more ago.

import { firstName } from '@funil/core/text';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { daysBetween, recordVisit } from '../lib/last-visit.ts';
import { isAnyModalOpen } from '../lib/open-modals.ts';
import { readStoredLead } from '../lib/stored-lead.ts';
import { hasConverted } from './conversion.ts';
import { EXIT_COPY } from './copy.ts';
import { isExitIntentSuppressed, markShown, wasShownThisSession } from './exit-rules.ts';

export type ExitVisitor = 'new' | 'returning';

export interface ExitIntentState {
  open: boolean;
  /** 'returning' only after a real earlier visit, on an earlier day (São Paulo calendar). */
  visitor: ExitVisitor;
  /** Whole days since that visit; 0 for a first visit or the same day. */
  days: number;
  /** The earlier visit (epoch ms), which the sign-up count starts from; null for a first visit. */
  lastVisitAt: number | null;
  firstName: string;
  /** When the popup opened (ms); the CTA delay counts from it. */
  openedAt: number;
}

export interface ExitIntentActions {
  /**
   * Opens unless already shown this session, suppressed here, another Funil dialog is open (a
   * half-filled lead form) or the visitor converted; `force` (the page's own call) skips the checks.
   */
  show(options?: { force?: boolean }): boolean;
  close(): void;
}

export type ExitIntentStore = StoreApi<ExitIntentState & ExitIntentActions>;

export interface ExitIntentStoreDeps {
  now?: () => number;
  /**
   * The visit before this one (epoch ms, or null), asked once as the store is made: by default what
   * this browser recorded (lib/last-visit.ts), which also records this page load.
   */
  lastVisit?: () => number | null;
  /** Whether the visitor already converted (conversion.ts); the page's tracker knows this page's clicks. */
  converted?: () => boolean;
}

export function storedFirstName(): string {
  return firstName(readStoredLead()?.name ?? '') || EXIT_COPY.fallbackName;
}

export function createExitIntentStore(
  { now = Date.now, lastVisit, converted = hasConverted }: ExitIntentStoreDeps = {},
  initial: Partial<ExitIntentState> = {},
): ExitIntentStore {
  const before = lastVisit ? lastVisit() : recordVisit(now());
  return createStore<ExitIntentState & ExitIntentActions>()((set, get) => ({
    open: false,
    visitor: 'new',
    days: 0,
    lastVisitAt: null,
    firstName: EXIT_COPY.fallbackName,
    openedAt: 0,
    ...initial,

    show({ force = false } = {}) {
      if (get().open) return true;
      if (!force && !mayOpen(converted)) return false;
      const at = now();
      markShown(at);
      const days = before === null ? 0 : daysBetween(before, at);
      set({
        open: true,
        visitor: days >= 1 ? 'returning' : 'new',
        days,
        lastVisitAt: before,
        firstName: storedFirstName(),
        openedAt: at,
      });
      return true;
    },

    close: () => set({ open: false }),
  }));
}

/** The automatic opening's rules, cheapest first. */
function mayOpen(converted: () => boolean): boolean {
  return (
    !wasShownThisSession() && !isAnyModalOpen() && !isExitIntentSuppressed(location.pathname) && !converted()
  );
}
