// GET /api/calendar/imersao-ia-na-pratica.ics: the immersion as a file any calendar imports.
import { IMMERSION_CALENDAR_ENTRY } from '@funil/core/calendar';
import { IMMERSION } from '@funil/core/offers';
import { Hono } from 'hono';
import { createEvent } from 'ics';

/** Built once: the entry is a constant, and a stable UID lets calendars update instead of duplicate. */
function immersionIcs(): string {
  const entry = IMMERSION_CALENDAR_ENTRY;
  const { error, value } = createEvent({
    uid: `${IMMERSION.slug}@funil`,
    productId: 'funil/imersao',
    title: entry.summary,
    description: entry.description,
    location: entry.location,
    start: Date.parse(entry.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(entry.endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) throw new Error(`Não foi possível gerar o arquivo de calendário: ${error?.message}`);
  return value;
}

export function calendarRoutes(): Hono {
  const ics = immersionIcs();
  return new Hono().get(`/${IMMERSION.calendarFileName}`, (c) =>
    c.body(ics, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${IMMERSION.calendarFileName}"`,
      'Cache-Control': 'public, max-age=3600',
    }),
  );
}
