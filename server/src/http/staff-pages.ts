// Staff pages and the admin API are never indexed: search engines get X-Robots-Tag on every answer there.
import { isStaffPath } from '@funil/core/routes';
import type { MiddlewareHandler } from 'hono';
import { isAdminApiPath } from './public-cors.ts';

export const NO_INDEX = 'noindex, nofollow, noarchive';

export function staffNoIndex(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (isStaffPath(c.req.path) || isAdminApiPath(c.req.path)) c.res.headers.set('X-Robots-Tag', NO_INDEX);
  };
}
