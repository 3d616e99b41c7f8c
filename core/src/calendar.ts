// The immersion and the free call as calendar entries: the same summary, window and place for every
// calendar. The launch settings (a staff document or the public settings a page has) date them; the
// constants are the spec's launch.
import { freeCallWindow, immersionWindow, type LaunchDates } from './launch-times.ts';
import { FREE_LIVE_CALL, IMMERSION } from './offers.ts';

export interface CalendarEntry {
  summary: string;
  description: string;
  location: string;
  startsAt: string;
  endsAt: string;
}

export const IMMERSION_CALENDAR_ENTRY: CalendarEntry = {
  summary: IMMERSION.title,
  description:
    'Um dia inteiro, ao vivo e online, colocando a inteligência artificial para trabalhar no seu negócio. ' +
    'O link de acesso chega no seu e-mail e no grupo exclusivo do WhatsApp.',
  location: IMMERSION.location,
  startsAt: IMMERSION.startsAt,
  endsAt: IMMERSION.endsAt,
};

/** The immersion on the date, hours and place the launch settings give. */
export function immersionCalendarEntry(
  settings: LaunchDates & { immersion: { location: string } },
): CalendarEntry {
  return {
    ...IMMERSION_CALENDAR_ENTRY,
    location: settings.immersion.location,
    ...immersionWindow(settings),
  };
}

/** The free live call: its Zoom link as the place once staff set it. */
export function freeCallCalendarEntry(
  settings: LaunchDates & { freeCall: { zoomUrl: string | null } },
): CalendarEntry {
  const zoom = settings.freeCall.zoomUrl;
  return {
    summary: FREE_LIVE_CALL.title,
    description: zoom
      ? `Call gratuita e ao vivo pelo Zoom. Entre pelo link: ${zoom}`
      : 'Call gratuita e ao vivo pelo Zoom. O link de acesso chega no seu WhatsApp antes da call.',
    location: zoom ?? FREE_LIVE_CALL.location,
    ...freeCallWindow(settings),
  };
}

/** '2025-04-26T12:00:00Z' → '20250426T120000Z', the UTC form calendars read. */
function compactUtc(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A Google Calendar event template link: opens the visitor's calendar with the entry filled in. */
export function webCalendarTemplateUrl(entry: CalendarEntry): string {
  const url = new URL('https://calendar.google.com/calendar/render');
  url.searchParams.set('action', 'TEMPLATE');
  url.searchParams.set('text', entry.summary);
  url.searchParams.set('dates', `${compactUtc(entry.startsAt)}/${compactUtc(entry.endsAt)}`);
  url.searchParams.set('details', entry.description);
  url.searchParams.set('location', entry.location);
  return url.toString();
}
