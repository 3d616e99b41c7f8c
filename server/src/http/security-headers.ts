// Security headers for every answer, loosened only where other origins must load our files.
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * No Content-Security-Policy yet: the Vite-built site and the widgets' CSP nonce need a
 * policy of their own, written with them.
 */
const sameOriginOnly = secureHeaders();

/** Partner pages load embed.js with a plain script tag, which Cross-Origin-Resource-Policy: same-origin blocks. */
const embeddable = secureHeaders({ crossOriginResourcePolicy: 'cross-origin' });

export function isEmbeddablePath(path: string): boolean {
  return path === '/embed.js' || path.startsWith('/embed/') || path.startsWith('/api/');
}

/** The staff area (its pages and its API) stays out of search engines, whatever robots.txt says. */
export function isStaffPath(path: string): boolean {
  return /^\/(api\/)?admin(\/|$)/.test(path);
}

export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await (isEmbeddablePath(c.req.path) ? embeddable(c, next) : sameOriginOnly(c, next));
    if (isStaffPath(c.req.path)) c.header('X-Robots-Tag', 'noindex, nofollow');
  };
}
