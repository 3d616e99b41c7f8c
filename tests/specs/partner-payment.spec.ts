// The payment modal on a partner's page: the checkout call (intercepted until the server has it)
// and the navigation to the link it returns; the loader fetching each widget only when used.
import { expect, test } from '@playwright/test';
import { PARTNER_ORIGIN, SERVER_ORIGIN } from '../support/env.ts';
import { openSalesPage } from '../support/sales-page.ts';

/** The part of the embed's window.Funil these tests drive. */
type FunilWindow = Window & {
  Funil?: { open(widget?: string): Promise<void>; close(widget?: string): void };
};

test('choosing PIX posts the checkout request and goes to the returned link', async ({ page }) => {
  await openSalesPage(page);
  await page.evaluate(() =>
    localStorage.setItem('leadId', JSON.stringify({ id: 'lead-pay', timestamp: Date.now() })),
  );
  const requests: unknown[] = [];
  await page.route(`${SERVER_ORIGIN}/api/payments/pix`, async (route) => {
    requests.push(route.request().postDataJSON());
    // A slow answer, so the loading state can be seen.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.fulfill({ json: { link: `${PARTNER_ORIGIN}/checkout-sandbox.html?pix=1` } });
  });

  await page.getByRole('button', { name: 'Quero garantir minha vaga' }).click();
  const dialog = page.getByRole('dialog', { name: 'Escolha a forma de pagamento' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /12x R\$ 173,36\s*total R\$ 2\.080,32/ })).toBeVisible();

  await dialog.getByRole('button', { name: /PIX\s*R\$ 1\.797,00/ }).click();
  await expect(dialog.getByRole('button', { name: 'Processando...' })).toBeVisible();
  await page.waitForURL(`${PARTNER_ORIGIN}/checkout-sandbox.html?pix=1`);
  await expect(page.getByRole('heading', { name: 'Checkout de teste' })).toBeVisible();

  expect(requests).toEqual([
    expect.objectContaining({
      billingTypes: ['PIX'],
      chargeTypes: ['DETACHED'],
      minutesToExpire: 1440,
      externalReference: 'PROGRAMAIANAPRATICA_lead-pay',
      items: [expect.objectContaining({ value: 1797, quantity: 1 })],
      callback: {
        successUrl: `${SERVER_ORIGIN}/pagamento/sucesso?lead=lead-pay`,
        expiredUrl: `${SERVER_ORIGIN}/pagamento/expirado?lead=lead-pay`,
        cancelUrl: `${PARTNER_ORIGIN}/partner-sales.html`,
      },
    }),
  ]);
});

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
  expect(chunks).toContain('lead-capture');
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
