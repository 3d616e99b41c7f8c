// GET /api/partner-results: a partner's own figures per launch, opened by the secret of the private
// link staff made (Authorization: Bearer <secret>; never in the URL, where logs and Referer headers
// would keep it). No buyer's data is in the answer, and no cache keeps it. Also the headers of the
// page itself (/parceiro/resultados): out of search engines, never cached, no Referer.
import { PARTNER_RESULTS_LAUNCH_PARAM } from '@funil/core/partner-results';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { readPartnerResults } from '../domain/partner-results.ts';
import type { PartnerResultsStore } from '../domain/ports/partner-results.ts';
import { errorResponse } from '../http/errors.ts';
import type { LimiterStore } from '../http/limiter-store.ts';
import { perIpRateLimit } from '../http/per-ip-rate-limit.ts';

export interface PartnerResultsRoutesDeps {
  store: PartnerResultsStore;
  /** Where the per-IP counts live (limiter-store.ts). */
  limits: LimiterStore;
  trustProxy: boolean;
  /** Reads one client IP may make per minute: a partner opens the page and picks a few launches. */
  perMinute: number;
}

/** The partner's figures are theirs alone: no shared cache keeps them, no browser cache reuses them. */
export const PARTNER_RESULTS_CACHE_CONTROL = 'private, no-store';

/** The bearer token of the Authorization header, or undefined. */
function bearerSecret(c: Context): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  return match?.[1];
}

export function partnerResultsRoutes(deps: PartnerResultsRoutesDeps): Hono {
  const limit = perIpRateLimit({
    store: deps.limits,
    name: 'resultados-de-parceiro',
    points: deps.perMinute,
    windowSeconds: 60,
    code: 'rate_limited',
    trustProxy: deps.trustProxy,
  });
  return new Hono().get('/', limit, async (c) => {
    c.header('cache-control', PARTNER_RESULTS_CACHE_CONTROL);
    c.header('referrer-policy', 'no-referrer');
    c.header('vary', 'Authorization');
    const launch = c.req.query(PARTNER_RESULTS_LAUNCH_PARAM);
    const outcome = await readPartnerResults(deps.store, bearerSecret(c), launch || undefined);
    if (!outcome.ok) {
      if (outcome.error === 'launch_not_found') return errorResponse(c, 404, outcome.error);
      c.header('www-authenticate', 'Bearer');
      return errorResponse(c, 401, outcome.error);
    }
    return c.json(outcome.results);
  });
}

/** The page's own answer (index.html): out of search engines, never cached, sends no Referer. */
export function partnerResultsPageHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.res.headers.set('x-robots-tag', 'noindex, nofollow');
    c.res.headers.set('cache-control', 'no-store');
    c.res.headers.set('referrer-policy', 'no-referrer');
  };
}
