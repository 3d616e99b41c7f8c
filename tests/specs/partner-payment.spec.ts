// The payment modal on a partner's page when the checkout server keeps failing (answers forced to
// 503, which a healthy server never gives), and the loader fetching each widget only when used.
// The successful purchase, unintercepted, is in purchase-journey.spec.ts.
import { expect, test } from '@playwright/test';
import { PARTNER_ORIGIN, SERVER_ORIGIN } from '../support/env.ts';
import { openSalesPage } from '../support/sales-page.ts';

/** The part of the embed's window.Funil these tests drive. */
type FunilWindow = Window & {
  Funil?: { open(widget?: string): Promise<void>; close(widget?: string): void };
};

test('a checkout server that keeps failing ends in the friendly alert with an attempt id', async ({
  page,
}) => {
  await openSalesPage(page);
  let attempts = 0;
  await page.route(`${SERVER_ORIGIN}/api/payments/credit-card`, async (route) => {
    attempts += 1;
    await route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'fora do ar' } } });
  });

  await page.getByRole('button', { name: 'Quero garantir minha vaga' }).click();
  const dialog = page.getByRole('dialog', { name: 'Escolha a forma de pagamento' });
  await dialog.getByRole('button', { name: /Cartão de crédito/ }).click();

  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText(
    'Opa! Deu uma travadinha técnica aqui 🛠️ Mas é só tentar de novo que resolve na hora! 🎯',
  );
  await expect(alert).toContainText('Servidor de pagamentos temporariamente indisponível');
  await expect(alert).toContainText(/ID da tentativa: PAY-/);
  expect(attempts).toBe(3);
  await expect(dialog.getByRole('button', { name: /Cartão de crédito/ })).toBeEnabled();
});

test('the loader fetches a widget only when it is used, and window.Funil drives it', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    const match = /\/embed\/([\w-]+)\.js$/.exec(request.url());
    if (match?.[1]) chunks.push(match[1]);
  });
  await page.goto(`${PARTNER_ORIGIN}/partner-page.html`);
  await expect(page.getByRole('button', { name: 'Quero participar' })).toBeVisible();
  // The lead button is the loader's; its modal's chunk is fetched once the page has loaded.
  await expect.poll(() => chunks).toContain('lead-capture');
  expect(chunks).not.toContain('payment');
  expect(chunks).not.toContain('exit-intent');

  await page.evaluate(() => (window as FunilWindow).Funil?.open('payment'));
  await expect(page.getByRole('dialog', { name: 'Escolha a forma de pagamento' })).toBeVisible();
  expect(chunks).toContain('payment');
  await page.evaluate(() => (window as FunilWindow).Funil?.close());
  await expect(page.getByRole('dialog')).toBeHidden();

  // A single-page app rendering an element later gets a working widget too.
  await page.evaluate(() => {
    const element = document.createElement('funil-payment');
    element.setAttribute('label', 'Comprar agora');
    document.querySelector('main')?.append(element);
  });
  await page.getByRole('button', { name: 'Comprar agora' }).click();
  await expect(page.getByRole('dialog', { name: 'Escolha a forma de pagamento' })).toBeVisible();
});
