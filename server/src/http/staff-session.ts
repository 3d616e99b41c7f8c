// The session middleware of /api/admin: no live session, 401; otherwise the staff member is set for the routes.
import { createMiddleware } from 'hono/factory';
import type { StaffStore } from '../domain/ports/staff-sessions.ts';
import { resolveSession } from '../domain/staff-sessions.ts';
import type { AdminEnv } from './admin-env.ts';
import { errorResponse } from './errors.ts';
import { clearStaffCookie, readStaffCookie, type StaffCookieOptions } from './staff-session-cookie.ts';

export interface StaffSessionOptions {
  store: StaffStore;
  now: () => Date;
  cookie: StaffCookieOptions;
  /** Requests that need no session (the login itself). */
  skip: (method: string, path: string) => boolean;
}

export function staffSession(options: StaffSessionOptions) {
  return createMiddleware<AdminEnv>(async (c, next) => {
    if (options.skip(c.req.method, c.req.path)) return next();
    const token = readStaffCookie(c, options.cookie);
    const staff = token === undefined ? undefined : await resolveSession(options.store, token, options.now());
    if (!staff) {
      if (token !== undefined) clearStaffCookie(c, options.cookie);
      return errorResponse(c, 401, 'unauthorized');
    }
    c.set('staff', staff);
    // Staff pages show personal data: never kept by a shared cache or the back button's.
    c.header('Cache-Control', 'no-store');
    await next();
  });
}
