// /api/admin/launches/{id}/tickets (issue 29): staff read a launch's tickets with their seats and the
// events' waitlists; admins set them (one per event, price, capacity, on sale or not), audited with
// the launch.
import { ticketOffersUpdateSchema } from '@funil/core/ticket-offers';
import { Hono } from 'hono';
import type { DomainLogger } from '../../domain/ports/logger.ts';
import type { StaffTicketsStore } from '../../domain/ports/tickets.ts';
import type { AdminEnv } from '../../http/admin-env.ts';
import { adminOnly } from '../../http/admin-only.ts';
import { errorResponse } from '../../http/errors.ts';
import { readValidBody } from '../../http/read-valid-body.ts';

export interface LaunchTicketsAdminDeps {
  tickets: StaffTicketsStore;
  logger: DomainLogger;
  now: () => Date;
}

export function launchTicketsAdminRoutes(deps: LaunchTicketsAdminDeps): Hono<AdminEnv> {
  return new Hono<AdminEnv>()
    .get('/:id/tickets', async (c) => {
      const tickets = await deps.tickets.read(c.req.param('id'), deps.now().toISOString());
      if (!tickets) return errorResponse(c, 404, 'launch_not_found');
      c.header('cache-control', 'no-store');
      return c.json(tickets);
    })
    .put('/:id/tickets', adminOnly, async (c) => {
      const body = await readValidBody(c, ticketOffersUpdateSchema);
      if (!body.ok) return body.response;
      const staff = c.get('staff');
      const outcome = await deps.tickets.save(
        c.req.param('id'),
        body.data.tickets,
        staff,
        deps.now().toISOString(),
      );
      if (!outcome.ok) {
        return errorResponse(c, outcome.refusal === 'launch_not_found' ? 404 : 409, outcome.refusal);
      }
      deps.logger.info(
        { staff: staff.email, launchId: c.req.param('id') },
        'Ingressos do lançamento alterados',
      );
      return c.json(outcome.tickets);
    });
}
