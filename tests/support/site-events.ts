// The Conversions API events our own site posts, captured instead of sent (the server's tracking
// endpoint is built in parallel), so the specs can assert what the page reported.
import type { Page } from '@playwright/test';
import type { TrackedEvent } from './sales-page.ts';

export type SiteEvent = TrackedEvent & { event_source_url: string };

export async function captureSiteEvents(page: Page): Promise<SiteEvent[]> {
  const events: SiteEvent[] = [];
  await page.route('**/api/tracking/events', async (route) => {
    events.push(...(route.request().postDataJSON() as { events: SiteEvent[] }).events);
    await route.fulfill({ json: { ok: true } });
  });
  return events;
}

export const named = (events: SiteEvent[], name: string) =>
  events.filter((event) => event.event_name === name);
