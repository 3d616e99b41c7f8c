// Per-IP limit on the public API's writes, so one client cannot flood the lead tables.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import { errorResponse } from './errors.ts';

/** Generous: a person sends a handful of writes a minute and the tracker two more. */
export const DEFAULT_PUBLIC_WRITES_PER_MINUTE = 120;

export interface PublicWriteLimitOptions {
  perMinute: number;
  /** Read the client from X-Forwarded-For (its last entry, the one our proxy added). */
  trustProxy: boolean;
}

const PUBLIC_WRITE =
  /^\/api\/(?:leads(?:\/instagram|\/behaviour)?|visits|interactions|events\/[^/]+\/registrations)\/?$/;

export function isPublicWrite(method: string, path: string): boolean {
  return method === 'POST' && PUBLIC_WRITE.test(path);
}

/**
 * The counters live in this process's memory: with several processes on PostgreSQL each
 * counts apart, which still bounds a flood to N times the limit.
 */
export function publicWriteLimit(options: PublicWriteLimitOptions): MiddlewareHandler {
  return rateLimiter({
    windowMs: 60_000,
    limit: options.perMinute,
    standardHeaders: 'draft-6',
    skip: (c) => !isPublicWrite(c.req.method, c.req.path),
    keyGenerator: (c) => clientIp(c, options.trustProxy) ?? 'desconhecido',
    handler: (c) => errorResponse(c, 429, 'rate_limited'),
  });
}

export function clientIp(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // app.request() in tests has no socket.
    return undefined;
  }
}
