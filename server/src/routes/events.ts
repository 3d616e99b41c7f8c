// /api/events/{slug}: the event, its registrations and its active message templates (spec §7).
import { eventRegistrationSchema, eventSlugSchema, templatesQuerySchema } from '@funil/core/event';
import { Hono } from 'hono';
import { activeTemplates, type EventDeps, getEvent, registerForEvent } from '../domain/events.ts';
import type { EventStore } from '../domain/ports/events.ts';
import type { TransactionScope } from '../domain/ports/transaction-scope.ts';
import { errorResponse } from '../http/errors.ts';
import { readValidBody, validate } from '../http/read-valid-body.ts';

export interface EventsRoutesDeps extends EventDeps {
  /** A registration and its event.registered row (issue 31) in one transaction. */
  registrations: TransactionScope<EventStore>;
}

export function eventsRoutes(deps: EventsRoutesDeps): Hono {
  return new Hono()
    .get('/:slug', async (c) => {
      const slug = c.req.param('slug');
      if (!isSlug(slug)) return errorResponse(c, 404, 'event_not_found');
      const result = await getEvent(deps, slug);
      return result.ok ? c.json(result.value) : errorResponse(c, 404, result.error);
    })
    .post('/:slug/registrations', async (c) => {
      const slug = c.req.param('slug');
      const body = await readValidBody(c, eventRegistrationSchema);
      if (!body.ok) return body.response;
      if (!isSlug(slug)) return errorResponse(c, 404, 'event_not_found');
      const result = await deps.registrations((store) =>
        registerForEvent({ ...deps, store }, slug, body.data),
      );
      if (!result.ok)
        return errorResponse(c, result.error === 'lead_token_invalid' ? 403 : 404, result.error);
      return c.json(result.value, result.value.created ? 201 : 200);
    })
    .get('/:slug/templates', async (c) => {
      const slug = c.req.param('slug');
      const query = validate(c, templatesQuerySchema, { type: c.req.query('type') });
      if (!query.ok) return query.response;
      if (!isSlug(slug)) return errorResponse(c, 404, 'event_not_found');
      const result = await activeTemplates(deps, slug, query.data.type);
      return result.ok ? c.json({ templates: result.value }) : errorResponse(c, 404, result.error);
    });
}

function isSlug(value: string): boolean {
  return eventSlugSchema.safeParse(value).success;
}
