// No lead is ever lost: the server stops while a visitor submits, starts again, and the lead
// arrives exactly once — on our own site (resent by a later page) and on a partner's page (resent
// by the waiting page's back-off). Each run starts and stops a server of its own.
import { expect, type Page, test } from '@playwright/test';
import { PARTNER_ORIGIN } from '../support/env.ts';
import { uniqueMobile } from '../support/lead-rows.ts';
import { OWN_SERVER_ORIGIN, OWN_SERVER_PORT, type OwnServer, ownServer } from '../support/own-server.ts';
import { widgetKey } from '../support/storage-keys.ts';

let server: OwnServer;

test.beforeEach(async () => {
  server = ownServer();
  await server.start();
});
test.afterEach(async () => server.stop());

/** The outbox of the page's origin: the spec's key on our site, namespaced on a partner's (decision 0021). */
const pendingLeads = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as { attempts: number }[],
    widgetKey('pendingLeads', new URL(page.url()).origin),
  );

/** Types a lead in the open modal, stops the server, then submits it. */
async function submitWhileServerIsDown(page: Page, name: string) {
  const phone = uniqueMobile();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Seu nome').fill(name);
  await dialog.getByLabel('WhatsApp').pressSequentially(phone.typed);
  const submit = dialog.getByRole('button', { name: 'Continuar', exact: true });
  await expect(submit).toBeEnabled();

  await server.stop();
  await submit.click();
  // The visitor is not held up: the modal moves on while the lead waits in the browser.
  await expect(dialog.getByRole('heading', { name: `${name.split(' ')[0]}, Quase lá!` })).toBeVisible();
  await expect.poll(async () => (await pendingLeads(page))[0]?.attempts ?? 0).toBeGreaterThanOrEqual(1);
  expect(server.leadsByPhone(phone.digits)).toEqual([]);
  return phone;
}

test('on our own site, a lead sent while the server is down arrives once, from the next page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${OWN_SERVER_ORIGIN}/`);
  await page.getByRole('button', { name: 'Entrar na lista de espera' }).click();
  const phone = await submitWhileServerIsDown(page, 'Lia Offline');

  await server.start();
  // The next page the visitor opens sends what the last one could not.
  await page.goto(`${OWN_SERVER_ORIGIN}/politica-de-privacidade`);
  await expect.poll(() => server.leadsByPhone(phone.digits), { timeout: 60_000 }).toHaveLength(1);
  await expect.poll(() => pendingLeads(page)).toEqual([]);
  expect(server.leadsByPhone(phone.digits)).toEqual([expect.objectContaining({ name: 'Lia Offline' })]);
});

test('on a partner’s page, a lead sent while the server is down arrives once when it is back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${PARTNER_ORIGIN}/partner-page.html?funil-port=${OWN_SERVER_PORT}`);
  await page.getByRole('button', { name: 'Quero participar' }).click();
  const phone = await submitWhileServerIsDown(page, 'Caio Semrede');

  await server.start();
  // The same page keeps trying with back-off (at most 30 s apart) under one idempotency key.
  await expect.poll(() => server.leadsByPhone(phone.digits), { timeout: 60_000 }).toHaveLength(1);
  await expect.poll(() => pendingLeads(page)).toEqual([]);
  // A reload resends nothing: the lead is there exactly once.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Quero participar' })).toBeVisible();
  expect(server.leadsByPhone(phone.digits)).toEqual([expect.objectContaining({ name: 'Caio Semrede' })]);
});
