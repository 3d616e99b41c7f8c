// /api/admin/debriefing: events, their registrations and message status; admins mark a message sent.
import {
  debriefingEventsQuerySchema,
  debriefingQuerySchema,
  messageSentSchema,
} from '@funil/core/debriefing';
import { Hono } from 'hono';
import type { DebriefingStore } from '../../domain/ports/staff-records.ts';
import type { AdminEnv } from '../../http/admin-env.ts';
import { adminOnly } from '../../http/admin-only.ts';
import { errorResponse } from '../../http/errors.ts';
import { readValidBody, validate } from '../../http/read-valid-body.ts';

export interface DebriefingRoutesDeps {
  debriefing: DebriefingStore;
  now: () => Date;
}

export function debriefingRoutes(deps: DebriefingRoutesDeps): Hono<AdminEnv> {
  const store = deps.debriefing;
  return (
    new Hono<AdminEnv>()
      // ?launch=<id>: that launch's events only (the staff's launch selector).
      .get('/events', async (c) => {
        const query = validate(c, debriefingEventsQuerySchema, c.req.query());
        if (!query.ok) return query.response;
        return c.json({ events: await store.listEvents(query.data.launch) });
      })
      .get('/events/:id', async (c) => {
        const query = validate(c, debriefingQuerySchema, c.req.query());
        if (!query.ok) return query.response;
        const event = await store.findEvent(c.req.param('id'));
        if (!event) return errorResponse(c, 404, 'event_not_found');
        const { messageSent, page, pageSize } = query.data;
        const [templates, registrations] = await Promise.all([
          store.listTemplates(event.id),
          store.listRegistrations(event.id, {
            messageSent: messageSent === undefined ? undefined : messageSent === 'true',
            limit: pageSize,
            offset: (page - 1) * pageSize,
          }),
        ]);
        return c.json({ event, templates, ...registrations, page, pageSize });
      })
      .patch('/registrations/:id', adminOnly, async (c) => {
        const body = await readValidBody(c, messageSentSchema);
        if (!body.ok) return body.response;
        const staff = c.get('staff');
        const registration = await store.setMessageSent(
          c.req.param('id'),
          body.data.messageSent,
          staff.email,
          deps.now().toISOString(),
        );
        if (!registration) return errorResponse(c, 404, 'registration_not_found');
        return c.json({ registration });
      })
  );
}
