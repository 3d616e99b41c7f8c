// /api/calendar: the immersion and the free call as files any calendar imports, and the free call as a
// web-calendar link; dated by the launch settings as they are now, so a saved change needs no restart.
import {
  type CalendarEntry,
  freeCallCalendarEntry,
  immersionCalendarEntry,
  webCalendarTemplateUrl,
} from '@funil/core/calendar';
import type { LaunchSettings } from '@funil/core/launch-settings';
import { FREE_LIVE_CALL, IMMERSION } from '@funil/core/offers';
import { Hono } from 'hono';
import { createEvent } from 'ics';
import type { LaunchSettingsReader } from '../domain/ports/launch-settings.ts';
import { LAUNCH_SETTINGS_CACHE_CONTROL } from './launch-settings.ts';

/** The web-calendar link of the free call: a redirect, so a page can link it before knowing the date. */
export const FREE_CALL_WEB_CALENDAR_PATH = '/call-gratuita-ia-nos-negocios/agenda-google';

/** A stable UID per event lets calendars update the entry when the date moves, instead of duplicating it. */
export function icsOf(entry: CalendarEntry, slug: string): string {
  const { error, value } = createEvent({
    uid: `${slug}@funil`,
    productId: 'funil/lancamento',
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

export function calendarRoutes(deps: { store: LaunchSettingsReader }): Hono {
  const file =
    (
      event: { slug: string; calendarFileName: string },
      entryOf: (settings: LaunchSettings) => CalendarEntry,
    ) =>
    async (c: { body: (data: string, status: 200, headers: Record<string, string>) => Response }) => {
      const { settings } = await deps.store.read();
      return c.body(icsOf(entryOf(settings), event.slug), 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="${event.calendarFileName}"`,
        'Cache-Control': LAUNCH_SETTINGS_CACHE_CONTROL,
      });
    };
  return new Hono()
    .get(`/${IMMERSION.calendarFileName}`, file(IMMERSION, immersionCalendarEntry))
    .get(`/${FREE_LIVE_CALL.calendarFileName}`, file(FREE_LIVE_CALL, freeCallCalendarEntry))
    .get(FREE_CALL_WEB_CALENDAR_PATH, async (c) => {
      const { settings } = await deps.store.read();
      c.header('cache-control', LAUNCH_SETTINGS_CACHE_CONTROL);
      return c.redirect(webCalendarTemplateUrl(freeCallCalendarEntry(settings)), 302);
    });
}
