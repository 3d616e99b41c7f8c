// /api/calendar: the immersion and the free call as files any calendar imports, and the free call as a
// web-calendar link; dated by the launch settings as they are now, so a saved change needs no restart.
// The current launch's, or a published one's named by ?launch=slug (issue 29): each launch's entry
// carries its own event's UID, so a calendar never takes one launch's call for another's.
import {
  type CalendarEntry,
  freeCallCalendarEntry,
  immersionCalendarEntry,
  webCalendarTemplateUrl,
} from '@funil/core/calendar';
import type { LaunchSettings } from '@funil/core/launch-settings';
import { launchSlugSchema } from '@funil/core/launches';
import { FREE_LIVE_CALL, IMMERSION } from '@funil/core/offers';
import { Hono } from 'hono';
import { createEvent } from 'ics';
import type { LaunchSettingsReader, StoredLaunchSettings } from '../domain/ports/launch-settings.ts';
import { errorResponse } from '../http/errors.ts';
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

/** The current launch, or the published one ?launch names; undefined for a draft, a bad or unknown slug. */
async function launchAsked(store: LaunchSettingsReader, slug: string | undefined) {
  if (slug === undefined) return store.read();
  return launchSlugSchema.safeParse(slug).success ? store.readPublished(slug) : undefined;
}

export function calendarRoutes(deps: { store: LaunchSettingsReader }): Hono {
  const file = (
    event: { calendarFileName: string },
    slugOf: (stored: StoredLaunchSettings) => string,
    entryOf: (settings: LaunchSettings) => CalendarEntry,
  ) =>
    new Hono().get('/', async (c) => {
      const stored = await launchAsked(deps.store, c.req.query('launch'));
      if (!stored) return errorResponse(c, 404, 'launch_not_found');
      return c.body(icsOf(entryOf(stored.settings), slugOf(stored)), 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="${event.calendarFileName}"`,
        'Cache-Control': LAUNCH_SETTINGS_CACHE_CONTROL,
      });
    });
  return new Hono()
    .route(
      `/${IMMERSION.calendarFileName}`,
      file(IMMERSION, (stored) => stored.launch.immersionSlug, immersionCalendarEntry),
    )
    .route(
      `/${FREE_LIVE_CALL.calendarFileName}`,
      file(FREE_LIVE_CALL, (stored) => stored.launch.freeCallSlug, freeCallCalendarEntry),
    )
    .get(FREE_CALL_WEB_CALENDAR_PATH, async (c) => {
      const stored = await launchAsked(deps.store, c.req.query('launch'));
      if (!stored) return errorResponse(c, 404, 'launch_not_found');
      c.header('cache-control', LAUNCH_SETTINGS_CACHE_CONTROL);
      return c.redirect(webCalendarTemplateUrl(freeCallCalendarEntry(stored.settings)), 302);
    });
}
