// The exit popup of our own site's general wrapper: the mouse leaving, inactivity on a controlled
// clock, and the pages that never show it (the payment modal: purchase-journey.spec.ts).
import { expect, test } from '@playwright/test';
import { SERVER_ORIGIN } from '../support/env.ts';
import { EXIT_CTA, leaveByTheTop } from '../support/exit-intent.ts';
import { captureSiteEvents, named } from '../support/site-events.ts';

test('on the program page, the mouse leaving by the top opens the exit popup once per session', async ({
  page,
}) => {
  const events = await captureSiteEvents(page);
  await page.goto('/ianapratica');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const dialog = page.getByRole('dialog', {
    name: 'amigo, antes de sair preciso te contar umas verdades...',
  });

  // The popup arrives shortly after the page has loaded; until then leaving shows nothing.
  await expect(async () => {
    await page.mouse.move(400, 300);
    await leaveByTheTop(page);
    await expect(dialog).toBeVisible({ timeout: 500 });
  }).toPass();
  // No end of sales in the launch: no countdown on a price that never expires (decision 0033).
  await expect(dialog.getByRole('timer')).toHaveCount(0);
  await expect(dialog.getByText(/expira/)).toHaveCount(0);

  const cta = dialog.getByRole('button', { name: EXIT_CTA });
  await expect(cta).toBeEnabled();
  const [checkout] = await Promise.all([page.context().waitForEvent('page'), cta.click()]);
  await checkout.waitForLoadState();
  const url = new URL(checkout.url());
  expect(`${url.origin}${url.pathname}${url.hash}`).toBe(`${SERVER_ORIGIN}/ianapratica#investimento`);
  expect(Object.fromEntries(url.searchParams)).toEqual({
    currency: 'BRL',
    split: '12',
    source: 'exit_popup',
  });
  await expect(dialog).toBeHidden();
  await expect
    .poll(() => named(events(), 'CTAClick').map((event) => event.custom_data))
    .toContainEqual(expect.objectContaining({ button_name: 'PurchaseButton', section: 'ExitPopup' }));

  await page.mouse.move(400, 300);
  await leaveByTheTop(page);
  await page.waitForTimeout(300);
  await expect(dialog).toBeHidden();
});

test('45 s without activity opens the exit popup', async ({ page }) => {
  await page.clock.install();
  await page.goto('/ianapratica');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // From here the page's time moves only when the test says so.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  // The popup is mounted a second after the load; then its inactivity watch starts.
  await page.clock.runFor(1_500);
  await expect(page.locator('dialog')).toHaveCount(1);
  const dialog = page.getByRole('dialog', {
    name: 'amigo, antes de sair preciso te contar umas verdades...',
  });

  await page.clock.runFor(40_000);
  await expect(dialog).toBeHidden();
  for (let second = 0; second < 20 && !(await dialog.isVisible()); second += 1)
    await page.clock.runFor(1_000);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('timer')).toHaveCount(0);
});

test('the thank-you page never gets the exit popup', async ({ page }) => {
  await page.clock.install();
  await page.goto('/obrigado');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Não encontramos uma compra neste link' }),
  ).toBeVisible();
  // Long past the moment the popup is mounted on the pages that allow it.
  await page.clock.runFor(5_000);
  await expect(page.locator('dialog')).toHaveCount(0);
});
