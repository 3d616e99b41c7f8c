// When a failed delivery is tried again: Svix's schedule, eight attempts in all over about 27 hours.

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The wait before attempt n + 1 (index n): the first attempt at once, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. */
export const RETRY_SCHEDULE_MS: readonly number[] = [
  0,
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  10 * HOUR,
];

export const MAX_ATTEMPTS = RETRY_SCHEDULE_MS.length;

/** An endpoint whose deliveries have all failed for this long is disabled. */
export const DISABLE_AFTER_FAILING_MS = 5 * 24 * HOUR;

export const DISABLED_REASON_FAILING = 'failing_5_days';

/**
 * After attempt `attempt` failed at `at`: when the next one is due, or null when it was the last.
 * A delivery staff resent after its schedule ended gets that one attempt only.
 */
export function nextAttemptAfterFailure(attempt: number, at: Date): Date | null {
  if (attempt >= MAX_ATTEMPTS) return null;
  return new Date(at.getTime() + (RETRY_SCHEDULE_MS[attempt] ?? 0));
}
