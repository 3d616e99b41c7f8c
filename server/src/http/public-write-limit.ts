// Per-IP limit on the public API's writes, so one client cannot flood the lead tables.
import type { MiddlewareHandler } from 'hono';
import type { LimiterStore } from './limiter-store.ts';
import { perIpRateLimit } from './per-ip-rate-limit.ts';

/** Generous: a person sends a handful of writes a minute and the tracker two more. */
export const DEFAULT_PUBLIC_WRITES_PER_MINUTE = 120;

export interface PublicWriteLimitOptions {
  store: LimiterStore;
  perMinute: number;
  /** Read the client from X-Forwarded-For (its last entry, the one our proxy added). */
  trustProxy: boolean;
}

const PUBLIC_WRITE =
  /^\/api\/(?:leads(?:\/instagram|\/behaviour)?|visits|interactions|events\/[^/]+\/registrations)\/?$/;

export function isPublicWrite(method: string, path: string): boolean {
  return method === 'POST' && PUBLIC_WRITE.test(path);
}

/** Counted in the store every process shares (limiter-store.ts), so N processes still admit N a minute. */
export function publicWriteLimit(options: PublicWriteLimitOptions): MiddlewareHandler {
  return perIpRateLimit({
    store: options.store,
    name: 'escritas-publicas',
    points: options.perMinute,
    windowSeconds: 60,
    code: 'rate_limited',
    trustProxy: options.trustProxy,
    skip: (c) => !isPublicWrite(c.req.method, c.req.path),
  });
}
