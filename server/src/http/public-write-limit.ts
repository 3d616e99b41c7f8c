// Per-IP limit on the public API's writes, so one client cannot flood the lead tables.
import type { MiddlewareHandler } from 'hono';
import { perIpRateLimit } from './per-ip-rate-limit.ts';

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
  return perIpRateLimit({
    points: options.perMinute,
    windowSeconds: 60,
    code: 'rate_limited',
    trustProxy: options.trustProxy,
    skip: (c) => !isPublicWrite(c.req.method, c.req.path),
  });
}
