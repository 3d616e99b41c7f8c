// The embed's tracker on a partner's page: page view, the lead-save event with valid user data,
// and the behaviour log of the now-known lead, read back from what our server stored. The partner's
// own pixels get none of it (decision 0021; partner-privacy.spec.ts covers the opt-in hand-off).
import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { PARTNER_ORIGIN } from '../support/env.ts';
import { completeStepOne, completeStepTwoVerified } from '../support/lead-flow.ts';
import { readDb } from '../support/lead-rows.ts';
import { captureSiteEvents } from '../support/site-events.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const storedPageViews = (phone: string) =>
  readDb((db) => {
    const row = db.prepare('SELECT page_views FROM leads WHERE phone = ?').get(phone) as
      | { page_views: string | null }
      | undefined;
    return JSON.parse(row?.page_views ?? '[]') as { url: string }[];
  });

test('a captured lead is tracked by our server alone, then its behaviour is synced', async ({ page }) => {
  const readEvents = await captureSiteEvents(page, PARTNER_ORIGIN);
  // The partner's Meta pixel, reduced to a recorder.
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    Object.assign(window, { fbq: (...args: unknown[]) => calls.push(args), fbqCalls: calls });
  });
  await page.clock.install();
  await page.goto(`${PARTNER_ORIGIN}/partner-page.html?utm_source=parceiro&utm_campaign=junho`);
  await expect.poll(() => readEvents().map((event) => event.event_name)).toContain('PageView');

  await page.getByRole('button', { name: 'Quero participar' }).click();
  const phone = await completeStepOne(page, 'Beatriz Rocha');
  // A handle the look-up found: only that is InstagramProvided (a verified Instagram, issue 27).
  await completeStepTwoVerified(page, 'bia.rocha');

  // Each event is its own request: they land one by one.
  await expect
    .poll(() => readEvents().map((event) => event.event_name))
    .toEqual(expect.arrayContaining(['FormSubmit', 'Lead', 'LeadCaptured']));
  const events = readEvents();
  const captured = events.find((event) => event.event_name === 'LeadCaptured');
  expect(captured?.custom_data).toMatchObject({
    lead_source: 'mentoria_modal',
    utm_source: 'parceiro',
    utm_campaign: 'junho',
  });
  // Meta refuses unhashed contact data in custom_data: it travels only in user_data, hashed.
  expect(JSON.stringify(captured?.custom_data)).not.toMatch(
    new RegExp(`Beatriz|${phone.digits}|bia\\.rocha`),
  );
  // The server hashes contact fields before they leave for the Conversions API.
  expect(captured?.user_data).toMatchObject({
    fn: sha256('beatriz'),
    ln: sha256('rocha'),
    ph: sha256(phone.digits),
  });
  expect(captured?.user_data.external_id).toMatch(/^[0-9a-f]{64}$/);
  // The partner's Meta pixel is the partner's: it hears nothing of ours.
  const pixelCalls = await page.evaluate(() => (window as unknown as { fbqCalls: unknown[][] }).fbqCalls);
  expect(pixelCalls).toEqual([]);

  const names = events.map((event) => event.event_name);
  expect(names.filter((name) => name === 'FormStart')).toHaveLength(1);
  await expect
    .poll(() => readEvents().filter((event) => event.event_name === 'InstagramProvided'))
    .toHaveLength(1);
  expect(names).toEqual(expect.arrayContaining(['FormSubmit', 'Lead', 'LeadCaptured']));
  expect(names.indexOf('FormStart')).toBeLessThan(names.indexOf('FormSubmit'));

  expect(storedPageViews(phone.digits)).toEqual([]);
  await page.clock.runFor(30_000);
  await expect
    .poll(() => storedPageViews(phone.digits))
    .toEqual([
      expect.objectContaining({
        url: `${PARTNER_ORIGIN}/partner-page.html?utm_source=parceiro&utm_campaign=junho`,
      }),
    ]);
});
