// One vanilla store per mounted popup: whether it is open and which copy this visitor gets.

import { firstName } from '@funil/core/text';
import { isReturning, type VisitorState, visitorState } from '@funil/core/visitor-state';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { isAnyModalOpen } from '../lib/open-modals.ts';
import { hasPartialLeadData, readStoredLead } from '../lib/stored-lead.ts';
import { hasConverted } from './conversion.ts';
import { EXIT_COPY } from './copy.ts';
import { isExitIntentSuppressed, markShown, returningDays, wasShownThisSession } from './exit-rules.ts';

export type ExitVisitor = 'new' | 'returning';

export interface ExitIntentState {
  open: boolean;
  visitor: ExitVisitor;
  /** N of the returning copy (1–7). */
  days: number;
  firstName: string;
  /** When the popup opened (ms); the countdown and the CTA delay count from it. */
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
  random?: () => number;
  now?: () => number;
  /**
   * Spec §4 visitor state; the page's tracker knows it from the page load and the visit. Without
   * one, what the browser held when the store was made stands in.
   */
  visitorState?: () => VisitorState;
  /** Whether the visitor already converted (conversion.ts); the page's tracker knows this page's clicks. */
  converted?: () => boolean;
}

export function storedFirstName(): string {
  return firstName(readStoredLead()?.name ?? '') || EXIT_COPY.fallbackName;
}

export function createExitIntentStore(
  {
    random = Math.random,
    now = Date.now,
    visitorState: stateOf,
    converted = hasConverted,
  }: ExitIntentStoreDeps = {},
  initial: Partial<ExitIntentState> = {},
): ExitIntentStore {
  const atCreation = visitorState({ lead: null, partialDataFound: hasPartialLeadData() });
  const currentState = stateOf ?? (() => atCreation);
  return createStore<ExitIntentState & ExitIntentActions>()((set, get) => ({
    open: false,
    visitor: 'new',
    days: 1,
    firstName: EXIT_COPY.fallbackName,
    openedAt: 0,
    ...initial,

    show({ force = false } = {}) {
      if (get().open) return true;
      if (!force && !mayOpen(converted)) return false;
      const visitor: ExitVisitor = isReturning(currentState()) ? 'returning' : 'new';
      const at = now();
      markShown(at);
      set({ open: true, visitor, days: returningDays(random), firstName: storedFirstName(), openedAt: at });
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
