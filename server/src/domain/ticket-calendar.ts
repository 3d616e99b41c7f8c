// A ticket's event as a calendar entry: the immersion with the spec's words, any other event with its
// own title and description, dated by its row (which follows the launch's settings).
import { type CalendarEntry, IMMERSION_CALENDAR_ENTRY } from '@funil/core/calendar';
import type { CalendarEvent } from './ports/tickets.ts';

export function ticketCalendarEntry(event: CalendarEvent): CalendarEntry {
  return {
    summary: event.title,
    description:
      event.kind === 'immersion'
        ? IMMERSION_CALENDAR_ENTRY.description
        : event.description || `${event.title}. Os detalhes de acesso chegam no seu WhatsApp.`,
    location: event.location,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
  };
}
