// GET /api/sign-ups/count?since=: the real number of sign-ups since a visitor's last visit, for the
// exit popup (issue 27, decision 0033). Public and cacheable: a number, never who signed up.
import { type SignUpsSince, signUpsHour, signUpsQuerySchema } from '@funil/core/sign-ups';
import { Hono } from 'hono';
import type { SignUpsReader } from '../domain/ports/sign-ups.ts';
import { validate } from '../http/read-valid-body.ts';

/** A shared cache may keep the answer a few minutes: the popup says "since your last visit", not "now". */
export const SIGN_UPS_CACHE_CONTROL = 'public, max-age=300';

export function signUpsRoutes(deps: { store: SignUpsReader; now: () => Date }): Hono {
  return new Hono().get('/count', async (c) => {
    const query = validate(c, signUpsQuerySchema, { since: c.req.query('since') });
    if (!query.ok) return query.response;
    const since = signUpsHour(query.data.since);
    // Nobody has signed up in the future; asked anyway, the answer is 0 without a query.
    const count = since > deps.now().toISOString() ? 0 : await deps.store.countSince(since);
    c.header('cache-control', SIGN_UPS_CACHE_CONTROL);
    return c.json({ since, count } satisfies SignUpsSince);
  });
}
