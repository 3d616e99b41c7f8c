// The partner sales fixture, opened once its widgets are defined, with its tracked events readable.
import type { Page } from '@playwright/test';
import { PARTNER_ORIGIN } from './env.ts';
import { captureSiteEvents } from './site-events.ts';

export async function openSalesPage(page: Page, path = '/partner-sales.html') {
  const events = await captureSiteEvents(page, PARTNER_ORIGIN);
  await page.goto(`${PARTNER_ORIGIN}${path}`);
  await page.waitForFunction(
    () =>
      customElements.get('funil-exit-intent') !== undefined &&
      customElements.get('funil-payment') !== undefined,
  );
  return { events };
}
