// GET /api/sign-ups/count?since=: how many people saved the lead form since an instant (issue 27). The
// exit popup tells a returning visitor the real number instead of an invented one; the answer names
// no one, and `since` is rounded down to the hour so one answer serves every visitor of that hour.
import { z } from 'zod';

const HOUR_MS = 3_600_000;

export const signUpsQuerySchema = z.object({
  since: z.iso.datetime({ offset: true }),
});

/** What the endpoint answers: the hour counted from (UTC ISO-8601) and the sign-ups since then. */
export interface SignUpsSince {
  since: string;
  count: number;
}

/** '2026-11-20T10:42:17-03:00' → '2026-11-20T13:00:00.000Z'. */
export function signUpsHour(since: string): string {
  return new Date(Math.floor(Date.parse(since) / HOUR_MS) * HOUR_MS).toISOString();
}
