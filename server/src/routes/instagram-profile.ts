// GET /api/instagram-profile?username=: the preview card's look-up, failures mapped to spec §8.
import { ERRORS } from '@funil/core/errors';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Logger } from 'pino';
import type { InstagramLookup, InstagramLookupResult } from '../domain/instagram-lookup.ts';
import { errorResponse } from '../http/errors.ts';
import type { LimiterStore } from '../http/limiter-store.ts';
import { perIpRateLimit } from '../http/per-ip-rate-limit.ts';

export interface InstagramProfileRoutesDeps {
  /** Where the per-IP counts live (limiter-store.ts). */
  limits: LimiterStore;
  lookup: InstagramLookup;
  logger: Pick<Logger, 'warn'>;
  /** Look-ups one IP address may make per minute. */
  lookupsPerMinute: number;
}

/** Used when the upstream throttles us without saying for how long. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

export function instagramProfileRoutes(deps: InstagramProfileRoutesDeps): Hono {
  return new Hono().get(
    '/',
    perIpRateLimit({
      store: deps.limits,
      name: 'perfis-do-instagram',
      points: deps.lookupsPerMinute,
      windowSeconds: 60,
      code: 'instagram_rate_limited',
    }),
    async (c) => {
      const result = await deps.lookup(c.req.query('username') ?? '');
      if (result.ok) {
        // Profiles change slowly and the widget keeps its own 24 h copy; shared caches may not.
        c.header('Cache-Control', 'private, max-age=300');
        return c.json(result.profile);
      }
      // Upstream trouble (an expired token, a quota) needs an operator; a wrong name does not.
      const visitorsMistake = ['not_found', 'username_required', 'username_invalid'];
      if (!visitorsMistake.includes(result.failure.kind)) {
        deps.logger.warn({ failure: result.failure }, 'Consulta ao Instagram falhou');
      }
      return failureResponse(c, result.failure);
    },
  );
}

function failureResponse(
  c: Context,
  failure: Extract<InstagramLookupResult, { ok: false }>['failure'],
): Response {
  switch (failure.kind) {
    case 'username_required':
      return errorResponse(c, 400, 'instagram_username_required');
    case 'username_invalid':
      return errorResponse(c, 400, 'instagram_username_invalid');
    case 'not_found':
      return errorResponse(c, 404, 'instagram_not_found');
    case 'rate_limited':
      c.header('Retry-After', String(failure.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS));
      return errorResponse(c, 429, 'instagram_rate_limited');
    case 'forbidden':
      return errorResponse(c, 403, 'instagram_forbidden');
    case 'upstream_status':
      return upstreamError(c, String(failure.status));
    case 'unreachable':
      return upstreamError(c, 'sem resposta');
    case 'invalid_data':
      return errorResponse(c, 502, 'instagram_invalid_data');
    case 'timeout':
      return errorResponse(c, 504, 'instagram_timeout');
  }
}

function upstreamError(c: Context, status: string): Response {
  return errorResponse(
    c,
    502,
    'instagram_upstream_error',
    ERRORS.instagram_upstream_error.replace('{status}', status),
  );
}
