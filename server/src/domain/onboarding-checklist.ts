// Customer success rules: ticking an item records who and when; ticking it again keeps the first record.
import type {
  OnboardingChange,
  OnboardingChecklist,
  OnboardingItemKey,
  OnboardingItemState,
} from '@funil/core/onboarding';
import { ONBOARDING_ITEMS } from '@funil/core/onboarding';

const NOT_DONE: OnboardingItemState = { done: false, at: null, by: null };

/** A buyer nobody has worked on yet. */
export const EMPTY_CHECKLIST: OnboardingChecklist = {
  confirmationSent: NOT_DONE,
  inWhatsappGroup: NOT_DONE,
  attended: NOT_DONE,
  notes: '',
  updatedBy: null,
  updatedAt: null,
};

export function applyOnboardingChange(
  current: OnboardingChecklist,
  change: OnboardingChange,
  staffEmail: string,
  time: string,
): OnboardingChecklist {
  const next: OnboardingChecklist = { ...current, updatedBy: staffEmail, updatedAt: time };
  for (const { key } of ONBOARDING_ITEMS) {
    const wanted = change[key];
    if (wanted !== undefined) next[key] = itemAfter(current[key], wanted, staffEmail, time);
  }
  if (change.notes !== undefined) next.notes = change.notes.trim();
  return next;
}

function itemAfter(
  item: OnboardingItemState,
  done: boolean,
  staffEmail: string,
  time: string,
): OnboardingItemState {
  if (!done) return NOT_DONE;
  // A second tick (two staff on the same buyer) must not rewrite who did it first.
  return item.done ? item : { done: true, at: time, by: staffEmail };
}

/** The item keys a change ticks or unticks, for the audit log line. */
export function changedItems(change: OnboardingChange): OnboardingItemKey[] {
  return ONBOARDING_ITEMS.map((item) => item.key).filter((key) => change[key] !== undefined);
}
