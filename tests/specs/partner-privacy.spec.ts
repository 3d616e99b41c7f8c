// The embed is a good guest (decision 0021): on a partner's page with its own Meta pixel, gtag, TikTok
// pixel and dataLayer, and its own 'lead'/'leadId' keys, a visitor's lead reaches our database and
// nothing of the visitor reaches the partner's pixels or keys. The pixels only hear what the
// partner opted into with data-share-events, under its own names, with no personal data.
import { expect, type Page, test } from '@playwright/test';
import { PARTNER_ORIGIN } from '../support/env.ts';
import { completeStepOne, completeStepTwoVerified, expectOneStoredLead } from '../support/lead-flow.ts';
import { findLeadsByPhone } from '../support/lead-rows.ts';
import { captureSiteEvents, named } from '../support/site-events.ts';

const PARTNER_KEYS = { lead: 'cliente-do-parceiro-77', leadId: 'P-2024-0042' };

test.use({ viewport: { width: 390, height: 844 } });

/** Every call the partner's page recorded: [pixel, ...arguments]. */
const pixelCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { pixelCalls: unknown[][] }).pixelCalls);

const storageOf = (page: Page) =>
  page.evaluate(() => ({
    local: Object.fromEntries(Object.entries(localStorage)),
    session: Object.keys(sessionStorage),
  }));

/** The visitor fills the lead modal: name and WhatsApp, then a verified Instagram handle. */
async function captureLead(page: Page, path: string, name: string, handle: string) {
  const events = await captureSiteEvents(page, PARTNER_ORIGIN);
  await page.goto(`${PARTNER_ORIGIN}${path}`);
  await page.getByRole('button', { name: 'Quero participar' }).click();
  const phone = await completeStepOne(page, name);
  const lead = await expectOneStoredLead(phone.digits, name);
  await completeStepTwoVerified(page, handle);
  await expect.poll(() => findLeadsByPhone(phone.digits).map((row) => row.instagram)).toEqual([handle]);
  // Our server still gets every event (the Conversions API copy): the last one is the handle's.
  await expect.poll(() => named(events(), 'InstagramProvided')).toHaveLength(1);
  const personal = [name, ...name.split(' '), phone.digits, phone.typed, handle, lead?.id ?? ''];
  return { phone, lead, personal, events };
}

/** The partner's keys are as its own code left them, and every key of ours carries the namespace. */
async function expectGoodGuestStorage(page: Page) {
  const { local, session } = await storageOf(page);
  expect({ lead: local.lead, leadId: local.leadId }).toEqual(PARTNER_KEYS);
  const ours = Object.keys(local).filter((key) => !(key in PARTNER_KEYS));
  expect(ours).toEqual(expect.arrayContaining(['funil:lead', 'funil:leadId', 'funil:partialLeadData']));
  for (const key of [...ours, ...session]) expect(key).toMatch(/^funil:/);
  // Dated, so that it goes after 7 days.
  expect(JSON.parse(local['funil:lead'] ?? '{}').savedAt).toEqual(expect.any(Number));
}

test('without data-share-events the partner’s pixels hear nothing at all, and its keys are untouched', async ({
  page,
}) => {
  const { events } = await captureLead(page, '/partner-spy-pixels.html', 'Beatriz Rocha', 'bia.rocha');
  expect(events().map((event) => event.event_name)).toEqual(
    expect.arrayContaining(['PageView', 'FormStart', 'FormSubmit', 'Lead', 'LeadCaptured']),
  );
  await page.waitForLoadState('networkidle');
  expect(await pixelCalls(page)).toEqual([]);
  await expectGoodGuestStorage(page);
});

test('with data-share-events only the mapped events reach the pixels, under the partner’s names, without personal data', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const mapping = 'lead-captured:CadastroParceiro lead-completed:InscricaoCompleta lead-saved:Salvo';
  const { personal, events } = await captureLead(
    page,
    `/partner-spy-pixels.html?share-events=${encodeURIComponent(mapping)}`,
    'Caio Mendes',
    'caio.mendes',
  );
  // Not a public event: left out, and the partner's developer is told.
  expect(warnings).toContainEqual(expect.stringMatching(/^\[funil\] data-share-events: "lead-saved:Salvo"/));
  await page.waitForLoadState('networkidle');

  const calls = await pixelCalls(page);
  const handedNames = calls.map(([pixel, ...args]) => (pixel === 'ttq.track' ? args[0] : args[1]));
  // Each mapped event once per pixel, under the partner's name; nothing else ever goes.
  expect(handedNames.sort()).toEqual([
    'CadastroParceiro',
    'CadastroParceiro',
    'CadastroParceiro',
    'InscricaoCompleta',
    'InscricaoCompleta',
    'InscricaoCompleta',
  ]);
  expect(calls.filter(([, , name]) => name === 'CadastroParceiro')).toEqual([
    ['fbq', 'trackCustom', 'CadastroParceiro', { form_name: 'funil_lead_capture' }],
    ['gtag', 'event', 'CadastroParceiro', { form_name: 'funil_lead_capture' }],
  ]);
  expect(calls).toContainEqual(['ttq.track', 'CadastroParceiro', { form_name: 'funil_lead_capture' }]);

  const recorded = JSON.stringify(calls).toLowerCase();
  for (const value of [...personal, ...events().map((event) => event.event_id)]) {
    expect(recorded).not.toContain(value.toLowerCase());
  }
  expect(recorded).not.toMatch(/event_?id/);
  await expectGoodGuestStorage(page);
});
