// The exit-intent popup on a partner's page, opened by the mouse leaving and by inactivity.
import { formatBRL } from '@funil/core/offers';
import { expect, test } from '@playwright/test';
import { PARTNER_ORIGIN } from '../support/env.ts';
import { EXIT_CTA, leaveByTheTop } from '../support/exit-intent.ts';
import { openSalesPage } from '../support/sales-page.ts';

test('the mouse leaving by the top opens the popup; its CTA opens the checkout in a new tab', async ({
  page,
}) => {
  // What the lead modal left on an earlier page of this partner (its keys namespaced, decision 0021),
  // and the visit this browser recorded three days ago: this load finds a returning visitor.
  const lastVisitAt = Date.now() - 3 * 86_400_000;
  await page.addInitScript((at) => {
    if (localStorage.getItem('funil:lead')) return;
    localStorage.setItem('funil:lastVisitAt', String(at));
    localStorage.setItem(
      'funil:lead',
      JSON.stringify({ name: 'Carla Dias', email: '', whatsapp: '5521987654321' }),
    );
    localStorage.setItem('funil:leadId', JSON.stringify({ id: 'lead-e2e', timestamp: Date.now() }));
    localStorage.setItem(
      'funil:partialLeadData',
      JSON.stringify({
        name: 'Carla Dias',
        whatsapp: '5521987654321',
        region: 'Rio de Janeiro',
        instagram: '',
      }),
    );
  }, lastVisitAt);
  const { events } = await openSalesPage(page);
  // A real visit three days ago: greeted back by first name after the real number of days.
  const dialog = page.getByRole('dialog', { name: 'Carla, que bom te ver novamente depois de 3 dias!' });
  await expect(dialog).toBeHidden();

  await page.mouse.move(400, 300);
  await leaveByTheTop(page);
  await expect(dialog).toBeVisible();
  // The real sign-ups since that visit, as the server counts them; none, and the sentence is left out.
  const since = new Date(lastVisitAt).toISOString();
  const { count } = await (await page.request.get(`/api/sign-ups/count?since=${since}`)).json();
  const signUps = dialog.getByText(/^Desde a sua última visita, \d+ pessoas? se cadastr/);
  if (count > 0) await expect(signUps).toContainText(`${count} pessoa`);
  else await expect(signUps).toHaveCount(0);
  await expect(dialog.getByText(/random|Nesse tempo|garantiram/)).toHaveCount(0);
  // The spec's launch has no end of sales: nothing counts down.
  await expect(dialog.getByRole('timer')).toHaveCount(0);

  const cta = dialog.getByRole('button', { name: EXIT_CTA });
  await expect(cta).toBeEnabled();
  const [checkout] = await Promise.all([page.context().waitForEvent('page'), cta.click()]);
  await checkout.waitForLoadState();
  const url = new URL(checkout.url());
  expect(`${url.origin}${url.pathname}`).toBe(`${PARTNER_ORIGIN}/checkout-sandbox.html`);
  expect(Object.fromEntries(url.searchParams)).toEqual({
    produto: 'ia',
    currency: 'BRL',
    split: '12',
    ref: 'lead-e2e',
    nome: 'Carla Dias',
    celular: '21987654321',
    source: 'exit_popup',
  });
  await expect(dialog).toBeHidden();
  await expect
    .poll(() => events().find((event) => event.event_name === 'CTAClick')?.custom_data)
    .toMatchObject({ button_name: 'PurchaseButton', section: 'ExitPopup' });

  // At most once per session: leaving again shows nothing.
  await page.mouse.move(400, 300);
  await leaveByTheTop(page);
  await expect(dialog).toBeHidden();
});

test("45 s without activity opens the popup for a new visitor, with the launch's price and no countdown", async ({
  page,
}) => {
  await page.clock.install();
  await openSalesPage(page);
  // From here the page's time moves only when the test says so.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  const dialog = page.getByRole('dialog', {
    name: 'amigo, antes de sair preciso te contar umas verdades...',
  });
  const cta = dialog.getByRole('button', { name: EXIT_CTA });
  const launch = await (await page.request.get('/api/launch-settings')).json();

  await page.clock.runFor(40_000);
  await expect(dialog).toBeHidden();
  // The 10 s check sees 45 s of inactivity somewhere in the next 10 s: step by one second.
  for (let second = 0; second < 15 && !(await dialog.isVisible()); second += 1)
    await page.clock.runFor(1_000);
  await expect(dialog).toBeVisible();
  await expect(cta).toBeDisabled();

  await page.clock.runFor(1_500);
  await expect(cta).toBeEnabled();
  // The launch's own monthly card installment, never the spec's fixed R$ 119,90.
  await expect(
    dialog.getByText(`já gastou ${formatBRL(launch.program.cardInstallmentCents)} este mês`, {
      exact: false,
    }),
  ).toBeVisible();
  await expect(dialog.getByText(/119,90/)).toHaveCount(0);
  await expect(dialog.getByRole('timer')).toHaveCount(0);
  await expect(dialog.getByText(/novamente/)).toHaveCount(0);

  // Effects run after a paint, which a paused clock never lets happen.
  await page.clock.resume();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a returning visitor is greeted back, and a marked page never shows the popup', async ({ page }) => {
  await page.clock.install();
  // A visit this browser recorded two days ago makes a returning visitor.
  await page.addInitScript(() =>
    localStorage.setItem('funil:lastVisitAt', String(Date.now() - 2 * 86_400_000)),
  );
  await openSalesPage(page);
  await page.clock.runFor(50_000);
  await expect(
    page.getByRole('heading', { name: 'amigo, que bom te ver novamente depois de 2 dias!' }),
  ).toBeVisible();

  const marked = await page.context().newPage();
  await marked.clock.install();
  await marked.goto(`${PARTNER_ORIGIN}/partner-sales.html`);
  await marked.evaluate(() => {
    sessionStorage.clear();
    document.body.setAttribute('data-exit-intent-disabled', '');
  });
  await marked.waitForFunction(() => customElements.get('funil-exit-intent') !== undefined);
  await marked.clock.runFor(120_000);
  await expect(marked.getByRole('dialog')).toHaveCount(0);
});
