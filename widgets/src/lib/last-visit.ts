// When this visitor last came, from what this browser recorded (issue 27): the exit popup greets a
// returning visitor with the real number of days and counts the real sign-ups since then, never random.
import { isExpired, readItem, writeItem } from './storage.ts';
import { LAST_VISIT_KEY, VISIT_BEFORE_SESSION_KEY } from './storage-keys.ts';

/**
 * Records this page load and answers the visit before this tab's session began (epoch ms), or null
 * for a first visit. Fixed once per session, so every page and every chunk (each bundles its own copy
 * of this module) reads the same answer; like all a browser keeps of a visitor, at most 7 days old.
 */
export function recordVisit(now: number = Date.now()): number | null {
  let before = Number(readItem(VISIT_BEFORE_SESSION_KEY, 'session'));
  if (readItem(VISIT_BEFORE_SESSION_KEY, 'session') === null) {
    const last = Number(readItem(LAST_VISIT_KEY));
    before = last > 0 && last < now && !isExpired(last, now) ? last : 0;
    writeItem(VISIT_BEFORE_SESSION_KEY, String(before), 'session');
  }
  writeItem(LAST_VISIT_KEY, String(now));
  return before > 0 ? before : null;
}

const DAY_MS = 86_400_000;
/** São Paulo has kept UTC−3 all year since 2019. */
const SAO_PAULO_OFFSET_MS = -3 * 3_600_000;

/** Whole calendar days in São Paulo between two instants: 23:00 → 08:00 next morning is 1. */
export function daysBetween(earlier: number, later: number): number {
  const day = (at: number) => Math.floor((at + SAO_PAULO_OFFSET_MS) / DAY_MS);
  return Math.max(0, day(later) - day(earlier));
}
