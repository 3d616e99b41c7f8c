// The staff API under /api/admin: every route here sits behind the session middleware.
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { AdminEnv } from '../../http/admin-env.ts';
import type { Database } from '../../storage/schema.ts';
import { adminLeadsRoutes } from './admin-leads-routes.ts';
import { analyticsRoutes } from './analytics/analytics-routes.ts';
import { hotLeadsRoutes } from './hot-leads-routes.ts';
import { qualificationRoutes } from './qualification-routes.ts';

export interface AdminDeps {
  db: Kysely<Database>;
  logger: Logger;
  now: () => Date;
}

export function adminRoutes(deps: AdminDeps): Hono<AdminEnv> {
  const admin = new Hono<AdminEnv>();
  admin.route('/leads', adminLeadsRoutes(deps));
  admin.route('/hot-leads', hotLeadsRoutes(deps));
  admin.route('/qualification', qualificationRoutes(deps));
  admin.route('/analytics', analyticsRoutes(deps));
  return admin;
}
