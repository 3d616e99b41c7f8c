// The sandbox page: shows the attempt, sends our own webhook on approve/expire/cancel and redirects to the
// callback; only with the link's key, and only from the page itself.
import { PROGRAM } from '@funil/core/offers';
import { modalCheckoutRequest } from '@funil/testkit/server/checkout-request';
import { postJson, startTestServer, type TestApp } from '@funil/testkit/server/test-server';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAsaasClient } from './asaas-client.ts';
import { createSandboxProvider } from './sandbox-provider.ts';

let t: TestApp;
let leadId: string;
let leadToken: string;
let link: string;
let path: string;
let key: string;

async function checkout(method: 'pix' | 'credit-card') {
  const res = await postJson(
    t.app,
    `/api/payments/${method}`,
    modalCheckoutRequest(method, leadId, { leadToken }),
  );
  return (await res.json()).link as string;
}

/** The sandbox page's own forms: same origin, the link's key in a hidden field. */
const form = (
  target: string,
  fields: Record<string, string> = {},
  headers: Record<string, string> = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
) =>
  t.app.request(target, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ key, ...fields }).toString(),
  });
const page = (target: string) => t.app.request(`${target}?key=${key}`);
const keyOf = (link: string) => new URL(link).searchParams.get('key') ?? '';
const lead = () => t.db.selectFrom('leads').selectAll().where('id', '=', leadId).executeTakeFirstOrThrow();

beforeEach(async () => {
  t = await startTestServer({ payments: { provider: createSandboxProvider(), webhookToken: 'segredo' } });
  const res = await postJson(t.app, '/api/leads', {
    name: 'Ana Souza',
    phone: '5511987654321',
    started_at: 0,
  });
  ({ id: leadId, token: leadToken } = await res.json());
  link = await checkout('pix');
  path = new URL(link).pathname;
  key = keyOf(link);
});

describe('sandbox checkout page', () => {
  it('shows a test-labelled Portuguese page with the amount and a PIX code, and marks the visit', async () => {
    const res = await page(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('lang="pt-BR"');
    expect(html).toContain('Ambiente de teste.');
    expect(html).toContain('R$ 1.797,00');
    expect(html).toMatch(/<textarea id="pix-code"[^>]*>000201/);
    expect(html).toContain('Deixar expirar');
    expect(await lead()).toMatchObject({
      checkout_status: 'visited',
      checkout_visited_at: '2025-04-01T12:00:00.000Z',
    });
  });

  it('shows the card form with installments for a card checkout', async () => {
    const cardLink = await checkout('credit-card');
    key = keyOf(cardLink);
    const html = await (await page(new URL(cardLink).pathname)).text();
    expect(html).toContain('R$ 2.080,32');
    expect(html).toContain('<label for="card-number">');
    expect(html).toContain('12x de R$ 173,36');
    expect(html).not.toContain('pix-code');
    // Who pays, as Asaas's page asks: the lead's first name only, never its number (decision 0019).
    expect(html).toContain('<legend>Seus dados</legend>');
    expect(html).toMatch(/<input id="card-buyer-name" name="buyer_name"[^>]*value="Ana"/);
    expect(html).not.toContain('987654321');
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
    expect(again.headers.get('location')).toBe(`${path}?key=${key}`);
    expect(await t.db.selectFrom('provider_events').selectAll().execute()).toHaveLength(2);
    expect(await (await page(path)).text()).toContain('já foi pago');
  });

  it('pays by card in the installments chosen, one payment event per installment as Asaas sends', async () => {
    const cardLink = await checkout('credit-card');
    key = keyOf(cardLink);
    await form(`${new URL(cardLink).pathname}/approve`, { method: 'CREDIT_CARD', installments: '3' });
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
    const cardLink = await checkout('credit-card');
    key = keyOf(cardLink);
    await form(`${new URL(cardLink).pathname}/approve`, { method: 'CREDIT_CARD', installments: '1' });
    expect(await lead()).toMatchObject({ trans_installments: 1 });
  });

  it('offers every count from 1x to 12x on the card form', async () => {
    const cardLink = await checkout('credit-card');
    key = keyOf(cardLink);
    const html = await (await page(new URL(cardLink).pathname)).text();
    const offered = [...html.matchAll(/<option value="(\d+)">/g)].map((match) => Number(match[1]));
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
    const res = await page('/sandbox/checkout/sbx_00000000000000000000000000000000');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Checkout de teste não encontrado');
    expect((await form('/sandbox/checkout/nada/approve')).status).toBe(404);
  });

  it('shows nothing and marks no visit for the id without the link’s key', async () => {
    for (const target of [path, `${path}?key=`, `${path}?key=chave-errada`]) {
      const res = await t.app.request(target);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('Checkout de teste não encontrado');
    }
    expect((await lead()).checkout_status).toBe('created');
  });

  it('puts the link’s key in every form of the page', async () => {
    const html = await (await page(path)).text();
    const forms = [
      ...html.matchAll(
        /<form method="post" action="[^"]+">\s*<input type="hidden" name="key" value="([^"]+)"/g,
      ),
    ];
    expect(forms.map((match) => match[1])).toEqual([key, key, key]);
  });

  it('refuses a same-origin post without the link’s key and changes nothing', async () => {
    const before = await lead();
    for (const wrong of ['', 'chave-errada']) {
      const res = await t.app.request(`${path}/approve`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
        body: new URLSearchParams({ method: 'PIX', key: wrong }).toString(),
      });
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe('not_found');
    }
    expect(await lead()).toEqual(before);
    expect(await t.db.selectFrom('provider_events').selectAll().execute()).toEqual([]);
  });

  // Issue 14, reproduction 4: a cross-site form post made a lead a paying customer.
  it('refuses a cross-site form post, even with the key, with a clear error and changes nothing', async () => {
    const before = await lead();
    const attacks: Record<string, string>[] = [
      { origin: 'https://atacante.example', 'sec-fetch-site': 'cross-site', accept: 'text/html' },
      { origin: 'https://atacante.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
      {},
    ];
    for (const headers of attacks) {
      for (const outcome of ['approve', 'expire', 'cancel']) {
        const res = await form(`${path}/${outcome}`, { method: 'PIX' }, headers);
        expect(res.status).toBe(403);
        expect(res.headers.get('location')).toBeNull();
        if (headers.accept) {
          const html = await res.text();
          expect(html).toContain('lang="pt-BR"');
          expect(html).toContain('só aceita cliques feitos na própria página de teste');
        } else {
          expect((await res.json()).error.code).toBe('sandbox_cross_site');
        }
      }
    }
    expect(await lead()).toEqual(before);
    expect(before).toMatchObject({ has_purchased: 0, checkout_status: 'created' });
    expect(await t.db.selectFrom('provider_events').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('tracking_events').selectAll().execute()).toEqual([]);
    // The page still works for its holder afterwards.
    expect((await form(`${path}/approve`, { method: 'PIX' })).status).toBe(303);
    expect((await lead()).has_purchased).toBe(1);
  });

  it('takes the site’s public origin as the page’s own behind a proxy', async () => {
    const proxied = await startTestServer({
      publicOrigin: 'https://funil.example',
      payments: { provider: createSandboxProvider(), webhookToken: 'segredo' },
    });
    t = proxied;
    const res = await postJson(t.app, '/api/leads', { name: 'Bia', phone: '5511987654322', started_at: 0 });
    ({ id: leadId, token: leadToken } = await res.json());
    const proxiedLink = await checkout('pix');
    key = keyOf(proxiedLink);
    expect(proxiedLink.startsWith('https://funil.example/sandbox/checkout/sbx_')).toBe(true);
    const approved = await form(
      `${new URL(proxiedLink).pathname}/approve`,
      { method: 'PIX' },
      {
        origin: 'https://funil.example',
      },
    );
    expect(approved.status).toBe(303);
    expect((await lead()).has_purchased).toBe(1);
  });

  it('does not exist when the real provider is configured', async () => {
    const asaas = await startTestServer({
      payments: {
        provider: createAsaasClient({ baseUrl: 'http://127.0.0.1:1/v3', apiKey: 'x', timeoutMs: 100 }),
        webhookToken: 'x',
      },
    });
    const res = await asaas.app.request(`${path}/approve`, { method: 'POST' });
    expect(res.status).toBe(404);
  });
});
