// The embed's tracker on a partner's page: page view, the lead-save event with valid user data,
// and the behaviour log of the now-known lead, all as the page sends them to our server.
import { expect, test } from '@playwright/test';
import { PARTNER_ORIGIN } from '../support/env.ts';
import { completeStepOne } from '../support/lead-flow.ts';
import type { TrackedEvent } from '../support/sales-page.ts';

type ServerEvent = TrackedEvent & { user_data: Record<string, string> };

test('a captured lead is tracked with the same data the pixels get, then its behaviour is synced', async ({
  page,
}) => {
  const events: ServerEvent[] = [];
  const behaviour: { phone: string; pageViews: { url: string }[] }[] = [];
  await page.route('**/api/tracking/events', async (route) => {
    events.push(...(route.request().postDataJSON() as { events: ServerEvent[] }).events);
    await route.fulfill({ json: { ok: true } });
  });
  await page.route('**/api/leads/behaviour', async (route) => {
    behaviour.push(route.request().postDataJSON());
    await route.fulfill({ json: { ok: true } });
  });
  // The partner's Meta pixel, reduced to a recorder.
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    Object.assign(window, { fbq: (...args: unknown[]) => calls.push(args), fbqCalls: calls });
  });
  await page.clock.install();
  await page.goto(`${PARTNER_ORIGIN}/partner-page.html?utm_source=parceiro&utm_campaign=junho`);
  await expect.poll(() => events.map((event) => event.event_name)).toContain('PageView');

  await page.getByRole('button', { name: 'Quero participar' }).click();
  const phone = await completeStepOne(page, 'Beatriz Rocha');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Seu Instagram').fill('bia.rocha');
  await dialog.getByRole('button', { name: 'Continuar sem verificar Instagram' }).click();

  await expect.poll(() => events.find((event) => event.event_name === 'LeadCaptured')).toBeTruthy();
  const captured = events.find((event) => event.event_name === 'LeadCaptured');
  expect(captured?.custom_data).toMatchObject({
    lead_name: 'Beatriz Rocha',
    lead_source: 'mentoria_modal',
    whatsapp: phone.digits,
    utm_source: 'parceiro',
    utm_campaign: 'junho',
  });
  expect(captured?.user_data).toMatchObject({ fn: 'beatriz', ln: 'rocha', ph: phone.digits });
  expect(captured?.user_data.external_id).toMatch(/^[0-9a-f-]{36}$/);
  const pixelCalls = await page.evaluate(() => (window as unknown as { fbqCalls: unknown[][] }).fbqCalls);
  expect(pixelCalls).toContainEqual([
    'trackCustom',
    'LeadCaptured',
    expect.objectContaining({ lead_name: 'Beatriz Rocha' }),
    { eventID: captured?.event_id },
  ]);

  const names = events.map((event) => event.event_name);
  expect(names.filter((name) => name === 'FormStart')).toHaveLength(1);
  // InstagramProvided needs the handle in the lead-captured detail or in partialLeadData, which
  // the lead modal does not give yet (unit-tested in the tracker).
  expect(names).toEqual(expect.arrayContaining(['FormSubmit', 'Lead', 'LeadCaptured']));
  expect(names.indexOf('FormStart')).toBeLessThan(names.indexOf('FormSubmit'));

  expect(behaviour).toEqual([]);
  await page.clock.runFor(30_000);
  await expect.poll(() => behaviour.length).toBeGreaterThan(0);
  expect(behaviour[0]).toMatchObject({
    phone: phone.digits,
    pageViews: [{ url: `${PARTNER_ORIGIN}/partner-page.html?utm_source=parceiro&utm_campaign=junho` }],
  });
});
