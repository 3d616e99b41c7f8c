// CSRF defence for /api/admin: a state change must be JSON (a cross-site form cannot send that without a
// preflight, which the admin API never grants) and come from this site's own origin.
import type { MiddlewareHandler } from 'hono';
import { errorResponse } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD']);

export interface AdminCsrfOptions {
  /** Accepted besides the request's own origin, e.g. the public https address behind a proxy. */
  publicSiteOrigin: string | undefined;
}

export function isJsonContentType(value: string | undefined): boolean {
  return value?.split(';', 1)[0]?.trim().toLowerCase() === 'application/json';
}

export function adminCsrf(options: AdminCsrfOptions): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const allowed =
      origin !== undefined && (origin === new URL(c.req.url).origin || origin === options.publicSiteOrigin);
    if (!allowed) return errorResponse(c, 403, 'csrf_rejected');
    if (!isJsonContentType(c.req.header('content-type')))
      return errorResponse(c, 415, 'unsupported_media_type');
    await next();
  };
}
