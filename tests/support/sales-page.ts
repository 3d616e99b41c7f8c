// The partner sales fixture, with the tracking calls the page makes captured instead of sent.
import type { Page } from '@playwright/test';
import { PARTNER_ORIGIN } from './env.ts';

export interface TrackedEvent {
  event_name: string;
  event_id: string;
  custom_data: Record<string, unknown>;
}

/** Opens the page once its widgets are defined, and collects the Conversions API events it posts. */
export async function openSalesPage(page: Page, path = '/partner-sales.html') {
  const events: TrackedEvent[] = [];
  await page.route('**/api/tracking/events', async (route) => {
    const body = route.request().postDataJSON() as { events: TrackedEvent[] };
    events.push(...body.events);
    await route.fulfill({ json: { ok: true } });
  });
  await page.goto(`${PARTNER_ORIGIN}${path}`);
  await page.waitForFunction(
    () =>
      customElements.get('funil-exit-intent') !== undefined &&
      customElements.get('funil-payment') !== undefined,
  );
  return { events };
}
