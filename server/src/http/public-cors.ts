// Partner sites embed the widgets on their own origins, so the public API answers any origin.
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/** The admin API will use a session cookie: it must never get the open CORS policy. */
export function isAdminApiPath(path: string): boolean {
  return path === '/api/admin' || path.startsWith('/api/admin/');
}

export function publicApiCors(): MiddlewareHandler {
  // No credentials: with '*' the browser would refuse them anyway, and the public API needs none.
  const preflight = cors({ origin: '*', allowMethods: ['GET', 'POST', 'OPTIONS'], maxAge: 600 });
  return (c, next) => {
    if (isAdminApiPath(c.req.path)) return next();
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    // Hono's cors writes to c.res before the route runs, which makes every answer be rebuilt and
    // streamed; a prepared header joins the route's own answer as it is made.
    c.header('Access-Control-Allow-Origin', '*');
    return next();
  };
}
