// The Funil API is unreachable while a visitor submits on a partner's page: the visitor reads that
// the data is kept (never the browser's 'Failed to fetch'), and the lead reaches the database once
// the connection is back, on the same page or on the next load, without waiting out a back-off.
// The page's clock is paused once the lead waits, so only those two moments can send it.
import { expect, type Page, test } from '@playwright/test';
import { PARTNER_ORIGIN, SERVER_ORIGIN } from '../support/env.ts';
import { recordFunilEvents } from '../support/funil-events.ts';
import { findLeadsByPhone, uniqueMobile } from '../support/lead-rows.ts';

const LEADS_API = `${SERVER_ORIGIN}/api/leads`;
const KEPT =
  'Sem conexão com o servidor. Seus dados ficaram guardados neste aparelho e serão enviados assim que a conexão voltar.';

/** The outbox on the device, whatever namespace its key has. */
const waitingLeads = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.endsWith('pendingLeads'))
      .flatMap((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as { input: { phone: string } }[]),
  );

/** Submits step 1 while the API refuses every save, and stops the page's clock once it waits. */
async function submitWhileApiIsDown(page: Page, name: string) {
  await page.clock.install();
  await page.goto(`${PARTNER_ORIGIN}/partner-page.html`);
  await page.getByRole('button', { name: 'Quero participar' }).click();
  const dialog = page.getByRole('dialog');
  const phone = uniqueMobile();
  await dialog.getByLabel('Seu nome').fill(name);
  await dialog.getByLabel('WhatsApp').pressSequentially(phone.typed);

  await page.route(LEADS_API, (route) => route.abort('internetdisconnected'));
  await dialog.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(dialog.getByRole('status').filter({ hasText: KEPT })).toBeVisible();
  // What was typed stays in the form and in the outbox.
  await expect(dialog.getByLabel('Seu nome')).toHaveValue(name);
  await expect
    .poll(async () => (await waitingLeads(page)).map((lead) => lead.input.phone))
    .toEqual([phone.digits]);

  // The visitor moves on to step 2, still told the data is kept.
  await expect(dialog.getByRole('heading', { name: `${name.split(' ')[0]}, Quase lá!` })).toBeVisible();
  await expect(dialog.getByText(KEPT)).toBeVisible();
  await expect(dialog).not.toContainText('Failed to fetch');
  expect(findLeadsByPhone(phone.digits)).toEqual([]);

  // From here on no timer of the page runs: no back-off can send the lead.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  return phone;
}

test('the data is kept while the API is down and sent when the connection comes back', async ({
  page,
  context,
}) => {
  const phone = await submitWhileApiIsDown(page, 'Lara Campos');
  const heard = await recordFunilEvents(page);

  await page.unroute(LEADS_API);
  await context.setOffline(true);
  await context.setOffline(false);

  await expect
    .poll(() => findLeadsByPhone(phone.digits), { timeout: 15_000 })
    .toEqual([expect.objectContaining({ name: 'Lara Campos' })]);
  const [lead] = findLeadsByPhone(phone.digits);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(KEPT)).toBeHidden();
  await expect.poll(heard).toEqual([`lead-captured ${lead?.id}`]);
  await expect.poll(() => waitingLeads(page)).toEqual([]);
});

test('a lead the API missed is sent as soon as the next page loads', async ({ page }) => {
  const phone = await submitWhileApiIsDown(page, 'Davi Moreira');

  await page.unroute(LEADS_API);
  await page.reload();
  await expect
    .poll(() => findLeadsByPhone(phone.digits), { timeout: 15_000 })
    .toEqual([expect.objectContaining({ name: 'Davi Moreira' })]);
  await expect.poll(() => waitingLeads(page)).toEqual([]);
});
