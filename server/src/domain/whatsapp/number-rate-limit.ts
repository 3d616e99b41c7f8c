// The per-number limit (issue 18): at most so many messages to one lead's number in an hour, so a
// lead in several cadences at once (checkout, event, welcome) is not flooded and does not report us.

export const RATE_WINDOW_MS = 60 * 60_000;

/**
 * When the next message to the number may go out, given what went to it in the last hour; undefined
 * when it may go now. The oldest of those leaves the window first.
 */
export function rateLimitedUntil(
  recent: { count: number; oldest: string | null },
  now: Date,
  perHour: number,
): Date | undefined {
  if (recent.count < perHour) return undefined;
  const oldest = recent.oldest === null ? now.getTime() : Date.parse(recent.oldest);
  return new Date(Math.max(oldest + RATE_WINDOW_MS, now.getTime() + 60_000));
}
