// The staff API under /api/admin: every route here sits behind the session middleware.
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { AdminEnv } from '../../http/admin-env.ts';
import type { Database } from '../../storage/schema.ts';

export interface AdminDeps {
  db: Kysely<Database>;
  logger: Logger;
  now: () => Date;
}

export function adminRoutes(_deps: AdminDeps): Hono<AdminEnv> {
  const admin = new Hono<AdminEnv>();
  return admin;
}
