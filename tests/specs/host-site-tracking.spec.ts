// What our own site reports to POST /api/tracking/events, read back from the server's outbox: page
// views on every route, the not-found page's events, CTA clicks, the lead events, and no Purchase
// from a thank-you page that names no paid purchase (purchase-reporting.spec.ts has the paid ones).
import { expect, test } from '@playwright/test';
import { SERVER_ORIGIN } from '../support/env.ts';
import { completeStepOne, completeStepTwoVerified } from '../support/lead-flow.ts';
import { captureSiteEvents, named } from '../support/site-events.ts';

test('an unknown path reports the NotFound page view and PageNotFound with the path', async ({ page }) => {
  const events = await captureSiteEvents(page);
  await page.goto('/campanha-antiga?utm_source=email');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();

  await expect
    .poll(() => named(events(), 'PageNotFound').map((event) => event.custom_data))
    .toEqual([expect.objectContaining({ path: '/campanha-antiga', utm_source: 'email' })]);
  expect(named(events(), 'NotFound').map((event) => event.custom_data)).toEqual([
    expect.objectContaining({ page_path: '/campanha-antiga' }),
  ]);
  await expect.poll(() => named(events(), 'PageView').length).toBe(1);
});

test('a visitor with a stored lead id who never paid opens the thank-you page: ThankYou, no Purchase', async ({
  page,
}) => {
  const events = await captureSiteEvents(page);
  await page.addInitScript(() =>
    localStorage.setItem('leadId', JSON.stringify({ id: 'lead-que-nao-pagou', timestamp: Date.now() })),
  );
  await page.goto('/obrigado?lead=lead-que-nao-pagou');
  await expect(page.getByRole('heading', { name: 'Não encontramos uma compra neste link' })).toBeVisible();
  await expect.poll(() => named(events(), 'ThankYou').length).toBe(1);
  await page.waitForLoadState('networkidle');
  expect(named(events(), 'Purchase')).toEqual([]);
});

test('a visit to the thank-you page that names no purchase reports no Purchase', async ({ page }) => {
  const events = await captureSiteEvents(page);
  await page.goto('/obrigado');
  await expect(page.getByRole('heading', { name: 'Não encontramos uma compra neste link' })).toBeVisible();
  await expect.poll(() => named(events(), 'ThankYou').length).toBe(1);
  await expect.poll(() => named(events(), 'PageView').length).toBe(1);
  await page.waitForLoadState('networkidle');
  expect(named(events(), 'Purchase')).toEqual([]);
});

test('every route change is a page view, and CTAs report their clicks', async ({ page }) => {
  const events = await captureSiteEvents(page);
  await page.goto('/ianapratica');
  await expect.poll(() => named(events(), 'PageView').length).toBe(1);

  await page.getByRole('link', { name: 'Quero entrar no IA NA PRÁTICA' }).click();
  await expect
    .poll(() => named(events(), 'CTAClick').map((event) => event.custom_data))
    .toContainEqual(
      expect.objectContaining({ button_name: 'Quero entrar no IA NA PRÁTICA', section: 'hero' }),
    );

  await page.getByRole('link', { name: 'Política de Privacidade' }).click();
  await expect(page).toHaveURL(`${SERVER_ORIGIN}/politica-de-privacidade`);
  await expect
    .poll(() => named(events(), 'PageView').map((event) => new URL(event.event_source_url).pathname))
    .toContain('/politica-de-privacidade');
});

test('a lead saved through the modal is reported with the form and lead events', async ({ page }) => {
  const events = await captureSiteEvents(page);
  await page.goto('/?utm_source=instagram');
  await page.getByRole('button', { name: 'Entrar na lista de espera' }).click();
  const phone = await completeStepOne(page, 'Renata Lima');
  // Reported when step 1 is saved, not when step 2 ends.
  await expect.poll(() => named(events(), 'LeadCaptured').length).toBe(1);
  expect(named(events(), 'LeadCaptured')[0]?.custom_data).toMatchObject({
    lead_source: 'mentoria_modal',
    utm_source: 'instagram',
  });
  // Contact data only in user_data, which the server hashes before it reaches Meta.
  expect(named(events(), 'LeadCaptured')[0]?.custom_data).not.toHaveProperty('lead_name');
  expect(JSON.stringify(named(events(), 'LeadCaptured')[0]?.custom_data)).not.toContain(phone.digits);
  expect(named(events(), 'LeadCaptured')[0]?.user_data.ph).toMatch(/^[0-9a-f]{64}$/);

  // A handle the look-up found: only that is InstagramProvided (a verified Instagram, issue 27).
  await completeStepTwoVerified(page, 'renata.lima');
  // Each event is its own request: they land one by one.
  await expect
    .poll(() => events().map((event) => event.event_name))
    .toEqual(expect.arrayContaining(['FormSubmit', 'Lead', 'InstagramProvided']));
  await page.waitForLoadState('networkidle');
  const names = events().map((event) => event.event_name);
  for (const name of ['FormStart', 'FormSubmit', 'Lead', 'LeadCaptured', 'InstagramProvided'])
    expect(
      names.filter((event) => event === name),
      name,
    ).toHaveLength(1);
  expect(names.indexOf('FormStart')).toBeLessThan(names.indexOf('FormSubmit'));
});
