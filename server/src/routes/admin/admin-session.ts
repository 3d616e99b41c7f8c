// POST /api/admin/session (login), GET (who am I) and DELETE (logout) — the staff session's life.
import { Hono } from 'hono';
import { z } from 'zod';
import { logIn, logOut, normalizeStaffEmail, type StaffStore } from '../../domain/staff-sessions.ts';
import type { AdminEnv } from '../../http/admin-env.ts';
import { clientAddress } from '../../http/client-address.ts';
import { errorResponse } from '../../http/errors.ts';
import type { LoginThrottle } from '../../http/login-throttle.ts';
import { readValidBody } from '../../http/read-valid-body.ts';
import {
  clearStaffCookie,
  readStaffCookie,
  type StaffCookieOptions,
  writeStaffCookie,
} from '../../http/staff-session-cookie.ts';

export interface AdminSessionDeps {
  store: StaffStore;
  throttle: LoginThrottle;
  now: () => Date;
  cookie: StaffCookieOptions;
  trustProxy: boolean;
}

const loginSchema = z.object({
  email: z.string().trim().min(1, 'Informe o e-mail.').max(254),
  password: z.string().min(1, 'Informe a senha.').max(1024),
});

/** The login is the one admin path the session middleware lets through. */
export function isLoginRequest(method: string, path: string): boolean {
  return method === 'POST' && /^\/api\/admin\/session\/?$/.test(path);
}

export function adminSessionRoutes(deps: AdminSessionDeps): Hono<AdminEnv> {
  const routes = new Hono<AdminEnv>();

  routes.post('/', async (c) => {
    const body = await readValidBody(c, loginSchema);
    if (!body.ok) return body.response;
    const account = normalizeStaffEmail(body.data.email);
    const address = clientAddress(c, deps.trustProxy);

    const wait = await deps.throttle.waitBefore(account, address);
    if (wait > 0) {
      c.header('Retry-After', String(Math.ceil(wait / 1000)));
      return errorResponse(c, 429, 'login_throttled');
    }
    const result = await logIn(
      deps.store,
      { ...body.data, ip: address, userAgent: c.req.header('user-agent') ?? '' },
      deps.now(),
    );
    if (!result.ok) {
      await deps.throttle.recordFailure(account, address);
      return errorResponse(c, 401, 'login_failed');
    }
    await deps.throttle.recordSuccess(account, address);
    writeStaffCookie(c, result.token, deps.cookie);
    c.header('Cache-Control', 'no-store');
    return c.json({ staff: result.staff });
  });

  routes.get('/', (c) => c.json({ staff: c.get('staff') }));

  routes.delete('/', async (c) => {
    const token = readStaffCookie(c, deps.cookie);
    if (token !== undefined) await logOut(deps.store, token);
    clearStaffCookie(c, deps.cookie);
    return c.body(null, 204);
  });

  return routes;
}
