// Viewers may read everything in the staff area; exporting, editing and deleting need an admin.
import { createMiddleware } from 'hono/factory';
import type { AdminEnv } from './admin-env.ts';
import { errorResponse } from './errors.ts';

export const adminOnly = createMiddleware<AdminEnv>(async (c, next) => {
  if (c.get('staff').role !== 'admin') return errorResponse(c, 403, 'forbidden');
  await next();
});
