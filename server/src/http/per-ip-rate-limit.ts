// A per-IP request budget for one route: past it, 429 with Retry-After and the pt-BR message.
import type { ErrorCode } from '@funil/core/errors';
import type { Context, MiddlewareHandler } from 'hono';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { clientAddress } from './client-address.ts';
import { coalescedConsume } from './coalesced-consume.ts';
import { errorResponse } from './errors.ts';
import type { LimiterStore } from './limiter-store.ts';

export interface PerIpRateLimitOptions {
  /** Where the counts live: shared by every process on Redis or PostgreSQL (limiter-store.ts). */
  store: LimiterStore;
  /** The budget's name, the same in every process (e.g. 'leituras-de-compra'). */
  name: string;
  /** Requests one address may make per window. */
  points: number;
  windowSeconds: number;
  /** The catalogue code answered past the budget. */
  code: ErrorCode;
  /** Requests this limit does not count. */
  skip?: (c: Context) => boolean;
  /** For a router used outside createApp, which resolves the address itself (client-address.ts). */
  trustProxy?: boolean;
}

export function perIpRateLimit(options: PerIpRateLimitOptions): MiddlewareHandler {
  const consume = coalescedConsume(
    options.store.limiter({
      name: options.name,
      points: options.points,
      durationSeconds: options.windowSeconds,
    }),
    options.points,
  );
  return async (c, next) => {
    if (options.skip?.(c)) return next();
    try {
      await consume(clientAddress(c, options.trustProxy));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      c.header('Retry-After', String(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))));
      return errorResponse(c, 429, options.code);
    }
    await next();
  };
}
