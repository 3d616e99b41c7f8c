// Customer success rules: ticking an item records who and when; ticking it again keeps the first record.
import type {
  OnboardingChange,
  OnboardingChecklist,
  OnboardingItemKey,
  OnboardingItemState,
} from '@funil/core/onboarding';
import { EMPTY_CHECKLIST, ONBOARDING_ITEMS } from '@funil/core/onboarding';

/** A buyer nobody has worked on yet (shared with the admin through core). */
export { EMPTY_CHECKLIST };

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
  if (!done) return { done: false, at: null, by: null };
  // A second tick (two staff on the same buyer) must not rewrite who did it first.
  return item.done ? item : { done: true, at: time, by: staffEmail };
}

/** The item keys a change ticks or unticks, for the audit log line. */
export function changedItems(change: OnboardingChange): OnboardingItemKey[] {
  return ONBOARDING_ITEMS.map((item) => item.key).filter((key) => change[key] !== undefined);
}
