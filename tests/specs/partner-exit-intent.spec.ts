// The exit-intent popup on a partner's page, opened by the mouse leaving and by inactivity.
import { expect, test } from '@playwright/test';
import { PARTNER_ORIGIN } from '../support/env.ts';
import { EXIT_CTA, leaveByTheTop } from '../support/exit-intent.ts';
import { openSalesPage } from '../support/sales-page.ts';

test('the mouse leaving by the top opens the popup; its CTA opens the checkout in a new tab', async ({
  page,
}) => {
  // What the lead modal left on an earlier page of this partner (its keys namespaced, decision 0021):
  // this load finds a returning visitor.
  await page.addInitScript(() => {
    if (localStorage.getItem('funil:lead')) return;
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
  });
  const { events } = await openSalesPage(page);
  // Data typed on an earlier page makes a returning visitor, greeted by first name.
  const dialog = page.getByRole('dialog', {
    name: /^Carla, que bom te ver novamente depois de [1-7] dias?!$/,
  });
  await expect(dialog).toBeHidden();

  await page.mouse.move(400, 300);
  await leaveByTheTop(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Oferta expira em:')).toBeVisible();
  await expect(dialog.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
  await expect(dialog.getByText(/^Nesse tempo, [1-7] pessoas? garanti/)).toBeVisible();

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

test('45 s without activity opens the popup for a new visitor, counting down from 15:00', async ({
  page,
}) => {
  await page.clock.install();
  await openSalesPage(page);
  // From here the page's time moves only when the test says so.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  const dialog = page.getByRole('dialog', {
    name: 'amigo, antes de sair preciso te contar umas verdades...',
  });
  const timer = dialog.getByRole('timer');
  const cta = dialog.getByRole('button', { name: EXIT_CTA });

  await page.clock.runFor(40_000);
  await expect(dialog).toBeHidden();
  // The 10 s check sees 45 s of inactivity somewhere in the next 10 s: step by one second.
  for (let second = 0; second < 15 && !(await dialog.isVisible()); second += 1)
    await page.clock.runFor(1_000);
  await expect(dialog).toBeVisible();
  await expect(timer).toHaveText('15:00');
  await expect(dialog.getByText(/R\$ 119,90/)).toBeVisible();
  await expect(cta).toBeDisabled();

  await page.clock.runFor(1_500);
  await expect(cta).toBeEnabled();
  const [minutes = 0, seconds = 0] = ((await timer.textContent()) ?? '').split(':').map(Number);
  const left = minutes * 60 + seconds - 65;
  await page.clock.runFor(65_000);
  await expect(timer).toHaveText(
    `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`,
  );

  // Effects run after a paint, which a paused clock never lets happen.
  await page.clock.resume();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a returning visitor is greeted back, and a marked page never shows the popup', async ({ page }) => {
  await page.clock.install();
  // Spec §4: partial data typed on an earlier page makes a returning visitor.
  await page.addInitScript(() =>
    localStorage.setItem(
      'funil:partialLeadData',
      JSON.stringify({ name: '', whatsapp: '', region: '', instagram: '' }),
    ),
  );
  await openSalesPage(page);
  await page.clock.runFor(50_000);
  await expect(
    page.getByRole('heading', { name: /^amigo, que bom te ver novamente depois de [1-7] dias?!$/ }),
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
