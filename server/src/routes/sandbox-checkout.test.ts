// The sandbox page: shows the attempt, sends our own webhook on approve/expire/cancel and redirects to the callback.
import { PROGRAM } from '@funil/core/offers';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAsaasClient } from '../providers/payments/asaas-client.ts';
import { createSandboxProvider } from '../providers/payments/sandbox-provider.ts';
import { createTestApp, postJson, type TestApp } from '../testing/test-app.ts';
import { modalCheckoutRequest } from './payments-test-request.ts';

let t: TestApp;
let leadId: string;
let leadToken: string;
let link: string;
let path: string;

async function checkout(method: 'pix' | 'credit-card') {
  const res = await postJson(
    t.app,
    `/api/payments/${method}`,
    modalCheckoutRequest(method, leadId, { leadToken }),
  );
  return (await res.json()).link as string;
}

const form = (target: string, fields: Record<string, string> = {}) =>
  t.app.request(target, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
const lead = () => t.db.selectFrom('leads').selectAll().where('id', '=', leadId).executeTakeFirstOrThrow();

beforeEach(async () => {
  t = await createTestApp({ payments: { provider: createSandboxProvider(), webhookToken: 'segredo' } });
  const res = await postJson(t.app, '/api/leads', {
    name: 'Ana Souza',
    phone: '5511987654321',
    started_at: 0,
  });
  ({ id: leadId, token: leadToken } = await res.json());
  link = await checkout('pix');
  path = new URL(link).pathname;
});

describe('sandbox checkout page', () => {
  it('shows a test-labelled Portuguese page with the amount and a PIX code, and marks the visit', async () => {
    const res = await t.app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const page = await res.text();
    expect(page).toContain('lang="pt-BR"');
    expect(page).toContain('Ambiente de teste.');
    expect(page).toContain('R$ 1.797,00');
    expect(page).toMatch(/<textarea id="pix-code"[^>]*>000201/);
    expect(page).toContain('Deixar expirar');
    expect(await lead()).toMatchObject({
      checkout_status: 'visited',
      checkout_visited_at: '2025-04-01T12:00:00.000Z',
    });
  });

  it('shows the card form with installments for a card checkout', async () => {
    const card = new URL(await checkout('credit-card')).pathname;
    const page = await (await t.app.request(card)).text();
    expect(page).toContain('R$ 2.080,32');
    expect(page).toContain('<label for="card-number">');
    expect(page).toContain('12x de R$ 173,36');
    expect(page).not.toContain('pix-code');
  });

  it('pays: sends the webhooks, makes the lead a customer and redirects to the success page', async () => {
    const res = await form(`${path}/approve`, { method: 'PIX' });
    expect(res.status).toBe(303);
    const checkoutId = (await t.db.selectFrom('checkouts').select('id').executeTakeFirstOrThrow()).id;
    expect(res.headers.get('location')).toBe(
      `http://localhost/pagamento/sucesso?lead=${leadId}&checkout=${checkoutId}`,
    );
    expect(await lead()).toMatchObject({
      has_purchased: 1,
      journey_stage: 'customer',
      trans_value: PROGRAM.pixPriceCents,
    });
    const events = await t.db
      .selectFrom('provider_events')
      .select('event_type')
      .orderBy('received_at')
      .execute();
    expect(events.map((e) => e.event_type).sort()).toEqual(['CHECKOUT_PAID', 'PAYMENT_RECEIVED']);
    // Paid once: a second click shows the page again and sends nothing.
    const again = await form(`${path}/approve`, { method: 'PIX' });
    expect(again.headers.get('location')).toBe(path);
    expect(await t.db.selectFrom('provider_events').selectAll().execute()).toHaveLength(2);
    expect(await (await t.app.request(path)).text()).toContain('já foi pago');
  });

  it('pays by card in the installments chosen, one payment event per installment as Asaas sends', async () => {
    const card = new URL(await checkout('credit-card')).pathname;
    await form(`${card}/approve`, { method: 'CREDIT_CARD', installments: '3' });
    expect(await lead()).toMatchObject({ trans_installments: 3, trans_value: PROGRAM.cardTotalCents });
    const paid = await t.db
      .selectFrom('checkouts')
      .select('installments')
      .where('status', '=', 'paid')
      .execute();
    expect(paid).toEqual([{ installments: 3 }]);
    const events = await t.db.selectFrom('provider_events').select(['event_type', 'payload']).execute();
    const payments = events.filter((event) => event.event_type === 'PAYMENT_CONFIRMED');
    expect(payments).toHaveLength(3);
    const sent = payments.map((event) => JSON.parse(event.payload).payment);
    // No installmentCount on a payment (Asaas has none): each names the plan and its own value.
    expect(sent.every((payment) => !('installmentCount' in payment))).toBe(true);
    expect(new Set(sent.map((payment) => payment.installment)).size).toBe(1);
    expect(sent.reduce((sum, payment) => sum + Math.round(payment.value * 100), 0)).toBe(
      PROGRAM.cardTotalCents,
    );
  });

  it('pays by card at once (1x) without an installment plan', async () => {
    const card = new URL(await checkout('credit-card')).pathname;
    await form(`${card}/approve`, { method: 'CREDIT_CARD', installments: '1' });
    expect(await lead()).toMatchObject({ trans_installments: 1 });
  });

  it('offers every count from 1x to 12x on the card form', async () => {
    const card = new URL(await checkout('credit-card')).pathname;
    const page = await (await t.app.request(card)).text();
    const offered = [...page.matchAll(/<option value="(\d+)">/g)].map((match) => Number(match[1]));
    expect(offered.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('lets the checkout expire and redirects to the expired page', async () => {
    const res = await form(`${path}/expire`);
    expect(res.headers.get('location')).toBe(`http://localhost/pagamento/expirado?lead=${leadId}`);
    expect(await lead()).toMatchObject({ checkout_status: 'expired', has_purchased: 0 });
  });

  it('cancels and returns to the page the visitor came from', async () => {
    const res = await form(`${path}/cancel`);
    expect(res.headers.get('location')).toBe('http://localhost/ianapratica');
    expect((await lead()).checkout_status).toBe('canceled');
  });

  it('answers 404 for an unknown sandbox checkout', async () => {
    const res = await t.app.request('/sandbox/checkout/sbx_00000000000000000000000000000000');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Checkout de teste não encontrado');
    expect((await form('/sandbox/checkout/nada/approve')).status).toBe(404);
  });

  it('does not exist when the real provider is configured', async () => {
    const asaas = await createTestApp({
      payments: {
        provider: createAsaasClient({ baseUrl: 'http://127.0.0.1:1/v3', apiKey: 'x', timeoutMs: 100 }),
        webhookToken: 'x',
      },
    });
    const res = await asaas.app.request(`${path}/approve`, { method: 'POST' });
    expect(res.status).toBe(404);
  });
});
