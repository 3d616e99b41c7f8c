// The staff API under /api/admin: CSRF checks and the session middleware come first, then every route.
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { adminCsrf } from '../../http/admin-csrf.ts';
import type { AdminEnv } from '../../http/admin-env.ts';
import {
  createLoginThrottle,
  DEFAULT_LOGIN_THROTTLE,
  type LoginThrottleOptions,
} from '../../http/login-throttle.ts';
import { staffSession } from '../../http/staff-session.ts';
import type { Database } from '../../storage/schema.ts';
import { createStaffRepository } from '../../storage/staff-repository.ts';
import { adminSessionRoutes, isLoginRequest } from './admin-session.ts';

export interface AdminDeps {
  db: Kysely<Database>;
  logger: Logger;
  now: () => Date;
  access?: AdminAccessDeps;
}

export interface AdminAccessDeps {
  /** `__Host-` prefix and Secure on the session cookie (https sites). */
  secureCookie?: boolean;
  /** An Origin accepted besides the request's own (the public address behind a proxy). */
  publicSiteOrigin?: string | undefined;
  /** Client address from X-Forwarded-For, as for the public limits. */
  trustProxy?: boolean;
  loginThrottle?: LoginThrottleOptions;
}

export function adminRoutes(deps: AdminDeps): Hono<AdminEnv> {
  const access = deps.access ?? {};
  const store = createStaffRepository(deps.db);
  const cookie = { secure: access.secureCookie ?? false };
  const admin = new Hono<AdminEnv>();

  // First, before any route: every admin route below is behind both.
  admin.use(adminCsrf({ publicSiteOrigin: access.publicSiteOrigin }));
  admin.use(staffSession({ store, now: deps.now, cookie, skip: isLoginRequest }));

  admin.route(
    '/session',
    adminSessionRoutes({
      store,
      throttle: createLoginThrottle(access.loginThrottle ?? DEFAULT_LOGIN_THROTTLE),
      now: deps.now,
      cookie,
      trustProxy: access.trustProxy ?? false,
    }),
  );
  return admin;
}
