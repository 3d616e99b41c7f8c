// Partner sites embed the widgets on their own origins, so the public API answers any origin.
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/** The admin API will use a session cookie: it must never get the open CORS policy. */
export function isAdminApiPath(path: string): boolean {
  return path === '/api/admin' || path.startsWith('/api/admin/');
}

export function publicApiCors(): MiddlewareHandler {
  // No credentials: with '*' the browser would refuse them anyway, and the public API needs none.
  const open = cors({ origin: '*', allowMethods: ['GET', 'POST', 'OPTIONS'], maxAge: 600 });
  return (c, next) => (isAdminApiPath(c.req.path) ? next() : open(c, next));
}
