// Admin routes under test without the login dance: the staff member is set as the session would.

import type { AdminEnv, Staff, StaffRole } from '@funil/server/http/admin-env';
import { Hono } from 'hono';

export function asStaff(routes: Hono<AdminEnv>, role: StaffRole = 'admin'): Hono<AdminEnv> {
  const staff: Staff = { id: `staff-${role}`, email: `${role}@funil.test`, name: `Equipe ${role}`, role };
  const app = new Hono<AdminEnv>();
  app.use(async (c, next) => {
    c.set('staff', staff);
    await next();
  });
  app.route('/', routes);
  return app;
}
