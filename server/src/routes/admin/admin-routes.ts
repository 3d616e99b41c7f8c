// The staff API under /api/admin: every route here sits behind the session middleware.
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { AdminEnv } from '../../http/admin-env.ts';
import type { Database } from '../../storage/schema.ts';
import { customerSuccessRoutes } from './customer-success.ts';
import { debriefingRoutes } from './debriefing.ts';
import { adminPartnersRoutes } from './partners.ts';
import { privacyRoutes } from './privacy.ts';

export interface AdminDeps {
  db: Kysely<Database>;
  logger: Logger;
  now: () => Date;
  /** The site's public origin (PUBLIC_SITE_URL) for links staff copy; the request's own when unset. */
  publicSiteUrl?: string | undefined;
}

export function adminRoutes(deps: AdminDeps): Hono<AdminEnv> {
  const admin = new Hono<AdminEnv>();
  admin.route('/customer-success', customerSuccessRoutes(deps));
  admin.route('/debriefing', debriefingRoutes(deps));
  admin.route('/partners', adminPartnersRoutes(deps));
  admin.route('/privacy', privacyRoutes(deps));
  return admin;
}
