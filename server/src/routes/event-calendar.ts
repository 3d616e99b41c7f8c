// GET /api/calendar/events/{slug}.ics: any event of a launch as a calendar file, for a ticket's
// thank-you page. The immersion's file keeps the spec's name (imersao-ia-na-pratica.ics); another
// event's is named after it.
import { ticketCalendarFileName } from '@funil/core/ticket-offers';
import { Hono } from 'hono';
import type { PublicTicketsStore } from '../domain/ports/tickets.ts';
import { ticketCalendarEntry } from '../domain/ticket-calendar.ts';
import { errorResponse } from '../http/errors.ts';
import { icsOf } from './calendar.ts';
import { LAUNCH_SETTINGS_CACHE_CONTROL } from './launch-settings.ts';

export function eventCalendarRoutes(deps: { tickets: Pick<PublicTicketsStore, 'calendarEvent'> }): Hono {
  return new Hono().get('/:calendarFile', async (c) => {
    // The edge checked its form (http/route-params.ts): an event's slug and '.ics'.
    const slug = c.req.param('calendarFile').slice(0, -'.ics'.length);
    const event = await deps.tickets.calendarEvent(slug);
    if (!event) return errorResponse(c, 404, 'event_not_found');
    return c.body(icsOf(ticketCalendarEntry(event), event.slug), 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${ticketCalendarFileName(event)}"`,
      'Cache-Control': LAUNCH_SETTINGS_CACHE_CONTROL,
    });
  });
}
