// Buys through the embedded sandbox: PIX checkout for a lead → pay on the sandbox page → webhook → customer.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { PARTNER_ORIGIN, SERVER_ORIGIN, WEBHOOK_TOKEN } from '../support/env.ts';
import { readDb } from '../support/lead-rows.ts';
import { pixCheckoutLink } from '../support/pix-checkout.ts';
import { saveLeadByApi } from '../support/saved-lead.ts';

interface PurchaseRow {
  has_purchased: number;
  purchase_date: string | null;
  purchase_id: string | null;
  plan_key: string | null;
  product_key: string | null;
  trans_value: number | null;
  trans_installments: number | null;
  trans_status: string | null;
  journey_stage: string;
  conversion_stage: string;
  checkout_status: string | null;
  updated_at: string;
}

const purchaseOf = (leadId: string) =>
  readDb(
    (db) =>
      db
        .prepare(
          `SELECT has_purchased, purchase_date, purchase_id, plan_key, product_key, trans_value, trans_installments,
                  trans_status, journey_stage, conversion_stage, checkout_status, updated_at
           FROM leads WHERE id = ?`,
        )
        .get(leadId) as PurchaseRow,
  );
const eventsCount = (eventId: string) =>
  readDb(
    (db) =>
      (
        db.prepare('SELECT COUNT(*) AS n FROM provider_events WHERE provider_event_id = ?').get(eventId) as {
          n: number;
        }
      ).n,
  );

/** The lead's own browser's secret for each lead saved here: what lets a checkout be in its name. */
const tokens = new Map<string, string>();

async function saveLead(request: APIRequestContext, name: string): Promise<string> {
  const saved = await saveLeadByApi(request, name);
  tokens.set(saved.id, saved.token);
  return saved.id;
}

/** The PIX checkout the lead's own browser opens. */
const pixCheckout = (request: APIRequestContext, leadId: string) =>
  pixCheckoutLink(request, { id: leadId, token: tokens.get(leadId) ?? '' });

const checkoutPaid = (eventId: string, link: string) => ({
  id: eventId,
  event: 'CHECKOUT_PAID',
  dateCreated: '2025-04-01 09:00:00',
  checkout: { id: new URL(link).pathname.split('/').at(-1), status: 'PAID', value: 0.01 },
});

test('a lead pays a PIX checkout on the sandbox page and becomes a customer', async ({ page, request }) => {
  const leadId = await saveLead(request, 'Ana Compradora');
  const link = await pixCheckout(request, leadId);
  expect(link).toMatch(new RegExp(`^${SERVER_ORIGIN}/sandbox/checkout/sbx_[0-9a-f]{32}\\?key=`));

  await page.goto(link);
  await expect(page.getByRole('note')).toContainText('Ambiente de teste.');
  await expect(page.getByTestId('valor')).toHaveText('R$ 1.797,00');
  await expect(page.getByLabel('Código PIX copia e cola (fictício)')).toHaveValue(/^000201/);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  expect(purchaseOf(leadId).checkout_status).toBe('visited');

  await page.getByRole('button', { name: 'Simular pagamento PIX aprovado' }).click();
  // The success callback /pagamento/sucesso hands the buyer on to the thank-you page.
  await page.waitForURL(new RegExp(`^${SERVER_ORIGIN}/obrigado\\?lead=${leadId}&checkout=[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parabéns pela sua compra!');

  expect(purchaseOf(leadId)).toMatchObject({
    has_purchased: 1,
    plan_key: 'ia-na-pratica',
    product_key: 'ia-na-pratica',
    trans_value: 179_700,
    trans_installments: 1,
    trans_status: 'paid',
    journey_stage: 'customer',
    conversion_stage: 'payment_approved',
    checkout_status: 'paid',
  });
  expect(purchaseOf(leadId).purchase_date).not.toBeNull();
  expect(purchaseOf(leadId).purchase_id).not.toBeNull();
});

test('the card sandbox page is accessible and lets the visitor cancel back to where they were', async ({
  page,
  request,
}) => {
  const leadId = await saveLead(request, 'Dora Cartão');
  const res = await request.post('/api/payments/credit-card', {
    data: {
      billingTypes: ['CREDIT_CARD'],
      chargeTypes: ['INSTALLMENT'],
      minutesToExpire: 1440,
      items: [{ name: 'IA NA PRÁTICA', description: 'Programa IA NA PRÁTICA', quantity: 1, value: 1 }],
      callback: {
        successUrl: `${SERVER_ORIGIN}/pagamento/sucesso?lead=${leadId}`,
        cancelUrl: `${SERVER_ORIGIN}/ianapratica`,
        expiredUrl: `${SERVER_ORIGIN}/pagamento/expirado?lead=${leadId}`,
      },
      externalReference: `PROGRAMAIANAPRATICA_${leadId}`,
      installment: { maxInstallmentCount: 12 },
      leadToken: tokens.get(leadId),
    },
  });
  await page.goto((await res.json()).link);
  await expect(page.getByTestId('valor')).toHaveText('R$ 2.080,32');
  await expect(page.getByLabel('Parcelas')).toContainText('12x de R$ 173,36');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.getByRole('button', { name: 'Cancelar pagamento' }).click();
  await page.waitForURL(`${SERVER_ORIGIN}/ianapratica`);
  expect(purchaseOf(leadId)).toMatchObject({ has_purchased: 0, checkout_status: 'canceled' });
});

test('the same webhook sent 5 times gives one purchase', async ({ request }) => {
  const leadId = await saveLead(request, 'Bia Repetida');
  const link = await pixCheckout(request, leadId);
  const event = checkoutPaid(`evt_e2e_${leadId}`, link);

  const statuses = [];
  let first: PurchaseRow | undefined;
  for (let index = 0; index < 5; index += 1) {
    const res = await request.post('/api/webhooks/asaas', {
      headers: { 'asaas-access-token': WEBHOOK_TOKEN },
      data: event,
    });
    statuses.push(res.status());
    first ??= purchaseOf(leadId);
  }
  expect(statuses).toEqual([200, 200, 200, 200, 200]);
  expect(eventsCount(event.id)).toBe(1);
  expect(first).toMatchObject({ has_purchased: 1, trans_value: 179_700 });
  // Deliveries 2 to 5 changed nothing, not even updated_at.
  expect(purchaseOf(leadId)).toEqual(first);
});

test('a webhook with a wrong token gets 401 and changes nothing', async ({ request }) => {
  const leadId = await saveLead(request, 'Caio Forjado');
  const link = await pixCheckout(request, leadId);
  const before = purchaseOf(leadId);
  const event = checkoutPaid(`evt_forjado_${leadId}`, link);

  const res = await request.post('/api/webhooks/asaas', {
    headers: { 'asaas-access-token': 'token-errado' },
    data: event,
  });
  expect(res.status()).toBe(401);
  expect((await res.json()).error.code).toBe('webhook_unauthorized');
  expect(purchaseOf(leadId)).toEqual(before);
  expect(before.has_purchased).toBe(0);
  expect(eventsCount(event.id)).toBe(0);
});

// Issue 14, reproduction 4: a cross-site form post to /sandbox/checkout/{id}/approve made a lead a
// paying customer. Here the other site even has the whole link, key included.
test('a form on another site cannot pay, expire or cancel a sandbox checkout', async ({ page, request }) => {
  const leadId = await saveLead(request, 'Lia Visada');
  const link = new URL(await pixCheckout(request, leadId));
  const before = purchaseOf(leadId);
  const providerEvents = () =>
    readDb((db) => (db.prepare('SELECT COUNT(*) AS n FROM provider_events').get() as { n: number }).n);
  const eventsBefore = providerEvents();

  for (const outcome of ['approve', 'expire', 'cancel']) {
    const action = `${link.origin}${link.pathname}/${outcome}`;
    await page.route(`${PARTNER_ORIGIN}/oferta.html`, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="pt-BR"><title>Oferta</title><form method="post" action="${action}">
          <input type="hidden" name="key" value="${link.searchParams.get('key')}" />
          <input type="hidden" name="method" value="PIX" />
          <button>Ganhe um brinde</button></form></html>`,
      }),
    );
    await page.goto(`${PARTNER_ORIGIN}/oferta.html`);
    const answer = page.waitForResponse(action);
    await page.getByRole('button', { name: 'Ganhe um brinde' }).click();
    expect((await answer).status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pedido de outro site recusado');
    await expect(page.getByRole('alert')).toContainText(
      'só aceita cliques feitos na própria página de teste',
    );
    await page.unroute(`${PARTNER_ORIGIN}/oferta.html`);
  }
  expect(purchaseOf(leadId)).toEqual(before);
  expect(before).toMatchObject({ has_purchased: 0, checkout_status: 'created' });
  expect(providerEvents()).toBe(eventsBefore);
});
