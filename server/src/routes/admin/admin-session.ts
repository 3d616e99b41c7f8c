// POST /api/admin/session (login), GET (who am I) and DELETE (logout) — the staff session's life.
import { Hono } from 'hono';
import { z } from 'zod';
import type { DomainLogger } from '../../domain/ports/logger.ts';
import type { StaffStore } from '../../domain/ports/staff-sessions.ts';
import { logIn, logOut, normalizeStaffEmail } from '../../domain/staff-sessions.ts';
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
  /** One line per password argon2 checked (never the e-mail or the address): how a storm is seen. */
  logger: Pick<DomainLogger, 'info'>;
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

    // The try is taken before the password is checked: simultaneous tries cannot all get through.
    const reservation = await deps.throttle.reserve(account, address);
    if (!reservation.ok) {
      c.header('Retry-After', String(Math.max(1, Math.ceil(reservation.waitMs / 1000))));
      return errorResponse(c, 429, 'login_throttled');
    }
    const { attempt } = reservation;
    let result: Awaited<ReturnType<typeof logIn>>;
    try {
      result = await logIn(
        deps.store,
        { ...body.data, ip: address, userAgent: c.req.header('user-agent') ?? '' },
        deps.now(),
      );
    } catch (error) {
      await attempt.release();
      throw error;
    }
    deps.logger.info({ login: result.ok ? 'entrou' : 'recusado' }, 'Login da equipe: senha conferida');
    if (!result.ok) {
      await attempt.failed();
      return errorResponse(c, 401, 'login_failed');
    }
    await attempt.succeeded();
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
