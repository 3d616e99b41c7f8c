// Issue 13: a sale is reported once, at the value paid. The server queues the Purchase when the
// payment's webhook confirms it; the thank-you page fires the pixel with the server's event id, and
// no other browser (nor a visitor who never paid) fires one at all.
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { SERVER_ORIGIN } from '../support/env.ts';
import { readDb } from '../support/lead-rows.ts';
import { payPixInModal } from '../support/pix-in-modal.ts';
import { type SavedLead, saveLeadByApi, storedLeadRecord } from '../support/saved-lead.ts';

declare global {
  interface Window {
    /** Every call the page made to the Meta pixel (a stand-in for fbq, set before the page loads). */
    pixelCalls: unknown[][];
  }
}

/**
 * A page whose Meta pixel records its calls, and whose posts to the tracking endpoint are kept. With
 * a lead, the browser knows it as it would after the lead form (spec §3 'leadId'): with its secret
 * when it is the lead's own browser, the id alone otherwise.
 */
async function watchedPage(context: BrowserContext, lead?: SavedLead | { id: string }) {
  const record = lead
    ? 'token' in lead
      ? storedLeadRecord(lead)
      : JSON.stringify({ id: lead.id, timestamp: Date.now() })
    : '';
  await context.addInitScript((storedLead) => {
    window.pixelCalls = [];
    Object.assign(window, { fbq: (...args: unknown[]) => window.pixelCalls.push(args) });
    if (storedLead) localStorage.setItem('leadId', storedLead);
  }, record);
  const page = await context.newPage();
  const tracked: { event_name: string; event_id: string; custom_data: Record<string, unknown> }[] = [];
  page.on('request', (req) => {
    if (!req.url().endsWith('/api/tracking/events')) return;
    tracked.push(...(JSON.parse(req.postData() ?? '{}').events ?? []));
  });
  const pixelPurchases = () =>
    page.evaluate(() => window.pixelCalls.filter((call) => call[0] === 'track' && call[1] === 'Purchase'));
  const purchasesSent = () => tracked.filter((event) => event.event_name === 'Purchase');
  return { page, tracked, pixelPurchases, purchasesSent };
}

const serverPurchases = (checkoutId: string) =>
  readDb((db) =>
    (
      db
        .prepare(
          "SELECT event_id, payload FROM tracking_events WHERE event_name = 'Purchase' AND payload LIKE ?",
        )
        .all(`%${checkoutId}%`) as { event_id: string; payload: string }[]
    ).map((row) => ({ eventId: row.event_id, ...JSON.parse(row.payload) })),
  );
const leadRow = (leadId: string) =>
  readDb(
    (db) =>
      db
        .prepare(
          'SELECT payment_provider_transaction_key, trans_installments, trans_value FROM leads WHERE id = ?',
        )
        .get(leadId) as {
        payment_provider_transaction_key: string;
        trans_installments: number;
        trans_value: number;
      },
  );

/** The program page's payment modal, open on the methods. */
async function openPaymentModal(page: Page, leadId: string) {
  await page.goto(`/ianapratica/${leadId}#investimento`);
  await page.getByRole('button', { name: 'Quero garantir minha vaga' }).click();
  return page.getByRole('dialog', { name: 'Escolha a forma de pagamento' });
}

/** From the program page through the payment modal to the sandbox's card checkout page. */
async function openCardCheckout(page: Page, leadId: string, method: RegExp) {
  const methods = await openPaymentModal(page, leadId);
  await methods.getByRole('button', { name: method }).click();
  await page.waitForURL(new RegExp(`^${SERVER_ORIGIN}/sandbox/checkout/sbx_`));
}

async function thankYouCheckout(page: Page, leadId: string): Promise<string> {
  await page.waitForURL(new RegExp(`^${SERVER_ORIGIN}/obrigado\\?lead=${leadId}&checkout=[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Parabéns pela sua compra!' })).toBeVisible();
  return new URL(page.url()).searchParams.get('checkout') ?? '';
}

test('a program purchase is reported once, at R$ 1.797,00, by the server and the page with one event id', async ({
  context,
  browser,
  request,
}) => {
  const saved = await saveLeadByApi(request, 'Marina Programa');
  const leadId = saved.id;
  const buyer = await watchedPage(context, saved);
  const pagePurchase = buyer.page.waitForRequest(
    (req) =>
      req.url().endsWith('/api/tracking/events') &&
      (req.postData() ?? '').includes('"event_name":"Purchase"'),
  );
  // PIX is paid inside the payment modal (issue 30); the sandbox's test page approves it.
  const methods = await openPaymentModal(buyer.page, leadId);
  await expect(methods.getByRole('button', { name: /PIX\s*R\$ 1\.797,00/ })).toBeEnabled();
  await payPixInModal(buyer.page, methods, {
    name: 'Marina Programa',
    whatsapp: '(11) 97777-6666',
    email: 'marina.programa@example.com',
  });
  const checkoutId = await thankYouCheckout(buyer.page, leadId);
  const eventId = `Purchase_${checkoutId}`;

  // The server's Purchase: what was paid, from our checkout, with the provider's transaction.
  const transactionId = leadRow(leadId).payment_provider_transaction_key;
  // The sandbox's PIX charge is named as Asaas names a payment.
  expect(transactionId).toMatch(/^pay_/);
  const [server, ...more] = serverPurchases(checkoutId);
  expect(more).toEqual([]);
  expect(server).toMatchObject({
    eventId,
    event_name: 'Purchase',
    action_source: 'website',
    custom_data: { value: 1797, currency: 'BRL', transaction_id: transactionId, order_id: checkoutId },
  });
  expect(server.user_data.external_id).toMatch(/^[0-9a-f]{64}$/);

  // The page's own tracking request and its pixel carry that event id and value.
  const sent = JSON.parse((await pagePurchase).postData() ?? '{}').events[0];
  expect(sent).toMatchObject({
    event_name: 'Purchase',
    event_id: eventId,
    custom_data: { value: 1797, currency: 'BRL', transaction_id: transactionId },
  });
  await expect
    .poll(buyer.pixelPurchases)
    .toEqual([
      [
        'track',
        'Purchase',
        { value: 1797, currency: 'BRL', transaction_id: transactionId },
        { eventID: eventId },
      ],
    ]);
  // The page's copy was a duplicate of the server's: the outbox still holds one Purchase.
  expect(serverPurchases(checkoutId)).toHaveLength(1);

  // A reload of the same page asks again, is told the purchase was reported, and fires nothing.
  const claimUrl = `/api/purchases/${checkoutId}/browser-event`;
  const again = buyer.page.waitForResponse((res) => res.url().endsWith(claimUrl));
  await buyer.page.reload();
  expect((await again).status()).toBe(409);
  await expect.poll(() => buyer.tracked.filter((event) => event.event_name === 'ThankYou').length).toBe(2);
  expect(buyer.purchasesSent()).toHaveLength(1);
  expect(await buyer.pixelPurchases()).toEqual([]);

  // A second browser (same lead in its storage, same link): the page, no Purchase anywhere.
  const otherContext = await browser.newContext({ baseURL: SERVER_ORIGIN });
  try {
    const other = await watchedPage(otherContext, { id: leadId });
    const claim = other.page.waitForResponse((res) => res.url().endsWith(claimUrl));
    await other.page.goto(buyer.page.url());
    await expect(
      other.page.getByRole('heading', { level: 1, name: 'Parabéns pela sua compra!' }),
    ).toBeVisible();
    expect((await claim).status()).toBe(409);
    await expect.poll(() => other.tracked.some((event) => event.event_name === 'ThankYou')).toBe(true);
    expect(other.purchasesSent()).toEqual([]);
    expect(await other.pixelPurchases()).toEqual([]);
  } finally {
    await otherContext.close();
  }
  expect(serverPurchases(checkoutId)).toHaveLength(1);
});

test('a visitor who never paid sends no Purchase, even with a stored lead and a checkout link', async ({
  context,
  request,
}) => {
  const saved = await saveLeadByApi(request, 'Nico Sem Pagar');
  const leadId = saved.id;
  const checkout = await request.post('/api/payments/pix', {
    data: {
      billingTypes: ['PIX'],
      chargeTypes: ['DETACHED'],
      minutesToExpire: 1440,
      items: [{ name: 'IA NA PRÁTICA', description: 'Programa', quantity: 1, value: 1 }],
      callback: {
        successUrl: `${SERVER_ORIGIN}/pagamento/sucesso?lead=${leadId}`,
        cancelUrl: `${SERVER_ORIGIN}/ianapratica`,
        expiredUrl: `${SERVER_ORIGIN}/pagamento/expirado?lead=${leadId}`,
      },
      externalReference: `PROGRAMAIANAPRATICA_${leadId}`,
      leadToken: saved.token,
    },
  });
  expect(checkout.status()).toBe(200);
  const unpaid = readDb(
    (db) => db.prepare('SELECT id FROM checkouts WHERE lead_id = ?').get(leadId) as { id: string },
  ).id;

  const visitor = await watchedPage(context, saved);
  const claims: number[] = [];
  visitor.page.on('response', (res) => {
    if (res.url().endsWith('/browser-event')) claims.push(res.status());
  });
  // A link that names no checkout: the page does not even ask.
  await visitor.page.goto(`/obrigado?lead=${leadId}`);
  await expect.poll(() => visitor.tracked.some((event) => event.event_name === 'ThankYou')).toBe(true);
  expect(claims).toEqual([]);

  // A link that names a checkout nobody paid: the server says so, the page asks once more, fires nothing.
  await visitor.page.goto(`/pagamento/sucesso?lead=${leadId}&checkout=${unpaid}`);
  await visitor.page.waitForURL(`${SERVER_ORIGIN}/obrigado?lead=${leadId}&checkout=${unpaid}`);
  await expect.poll(() => claims).toEqual([404, 404]);

  expect(visitor.purchasesSent()).toEqual([]);
  expect(await visitor.pixelPurchases()).toEqual([]);
  expect(serverPurchases(unpaid)).toEqual([]);
});

test('a card purchase in 3x records 3 installments and reports the card total', async ({
  context,
  request,
}) => {
  const saved = await saveLeadByApi(request, 'Caio Três Vezes');
  const leadId = saved.id;
  const buyer = await watchedPage(context, saved);
  await openCardCheckout(buyer.page, leadId, /até 12x\s*total R\$ 2\.080,32/);
  await buyer.page.getByLabel('Parcelas').selectOption('3');
  await buyer.page.getByRole('button', { name: 'Simular pagamento com cartão aprovado' }).click();
  const checkoutId = await thankYouCheckout(buyer.page, leadId);
  // The page says what was paid: the card total, in 3 installments.
  const summary = buyer.page.getByRole('region', { name: 'Resumo do pedido' });
  await expect(summary).toContainText('R$ 2.080,32');
  await expect(summary).toContainText('3x no cartão');

  expect(leadRow(leadId)).toMatchObject({ trans_installments: 3, trans_value: 208_032 });
  expect(
    readDb((db) => db.prepare('SELECT installments FROM checkouts WHERE id = ?').get(checkoutId)),
  ).toEqual({ installments: 3 });
  expect(serverPurchases(checkoutId).map((event) => event.custom_data)).toEqual([
    expect.objectContaining({ value: 2080.32, currency: 'BRL' }),
  ]);
  await expect
    .poll(buyer.pixelPurchases)
    .toEqual([
      [
        'track',
        'Purchase',
        expect.objectContaining({ value: 2080.32 }),
        { eventID: `Purchase_${checkoutId}` },
      ],
    ]);
});
