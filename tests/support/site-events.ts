// The Conversions API events a page posted to POST /api/tracking/events, read back from the server's
// outbox (tracking_events). Each test's browser carries its own Meta browser id (_fbp cookie), which
// the tracker sends with every event, so one test's events are told apart from another's.
import type { Page } from '@playwright/test';
import { SERVER_ORIGIN } from './env.ts';
import { readDb } from './lead-rows.ts';

export interface SiteEvent {
  event_name: string;
  event_id: string;
  event_source_url: string;
  custom_data: Record<string, unknown>;
  user_data: Record<string, string | undefined>;
}

/** Gives the browser a fresh _fbp on `origin`; returns a reader of the events stored with it, in order. */
export async function captureSiteEvents(page: Page, origin = SERVER_ORIGIN): Promise<() => SiteEvent[]> {
  const fbp = `fb.1.${Date.now()}.${Math.floor(Math.random() * 1e9)}`;
  await page.context().addCookies([{ name: '_fbp', value: fbp, url: origin }]);
  return () =>
    readDb((db) =>
      (
        db
          .prepare('SELECT payload FROM tracking_events WHERE payload LIKE ? ORDER BY created_at, rowid')
          .all(`%"fbp":"${fbp}"%`) as { payload: string }[]
      ).map((row) => JSON.parse(row.payload) as SiteEvent),
    );
}

export const named = (events: SiteEvent[], name: string) =>
  events.filter((event) => event.event_name === name);
