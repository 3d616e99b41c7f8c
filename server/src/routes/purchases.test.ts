// The server's Purchase (queued with the payment's webhook) and the thank-you page's one claim on
// it (POST /api/purchases/{id}/browser-event), through the real app on both engines.
import { PROGRAM } from '@funil/core/offers';
import { modalCheckoutRequest } from '@funil/testkit/server/checkout-request';
import { sandboxAction } from '@funil/testkit/server/sandbox-action';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { postJson, type TestApp, testAppOn } from '@funil/testkit/server/test-server';
import { expect, it } from 'vitest';
import { sha256 } from '../domain/conversions-user-data.ts';
import { createSandboxProvider, type SandboxProvider } from '../providers/payments/sandbox-provider.ts';

const TOKEN = 'token-do-webhook';
/** The test app's clock (startTestServer's fixed now). */
const NOW_SECONDS = Date.parse('2025-04-01T12:00:00.000Z') / 1000;
const BROWSER = 'Mozilla/5.0 (Linux; Android 14) Chrome/131 Mobile';

describeEachEngine('purchases: the server Purchase and the browser claim', (database) => {
  let t: TestApp;
  let sandbox: SandboxProvider;

  function app(): TestApp {
    sandbox = createSandboxProvider();
    // Behind our own proxy, so the browser's address (X-Forwarded-For) is the one seen.
    t = testAppOn(database().db, { payments: { provider: sandbox, webhookToken: TOKEN }, trustProxy: true });
    return t;
  }

  /** The secret each saved lead's browser holds, to buy in its name. */
  const tokens = new Map<string | null, string>();
  const asLead = (leadId: string | null) => ({ leadToken: tokens.get(leadId) });

  async function saveLead(): Promise<string> {
    const res = await postJson(t.app, '/api/leads', {
      name: 'Ana Maria Souza',
      phone: '5511987654321',
      email: 'ana@example.com',
      started_at: 0,
    });
    const { id, token } = await res.json();
    tokens.set(id, token);
    return id;
  }

  /** A page view from the lead's browser, as the tracker posts it: what the Purchase reuses. */
  async function browse(leadId: string): Promise<void> {
    const res = await postJson(
      t.app,
      '/api/tracking/events',
      {
        action: 'send_events',
        events: [
          {
            event_name: 'PageView',
            event_time: NOW_SECONDS - 60,
            event_id: 'PageView_1',
            event_source_url: 'https://funil.example/ianapratica?utm_source=ig',
            user_data: { external_id: leadId, fbp: 'fb.1.1743508000000.123', fbc: 'fb.1.1743508000000.AbC' },
          },
        ],
      },
      { 'user-agent': BROWSER, 'x-forwarded-for': '203.0.113.9' },
    );
    expect(res.status).toBe(202);
  }

  /** Opens a checkout and pays it on the sandbox page; the success link the buyer is sent to. */
  async function buy(
    leadId: string | null,
    method: 'pix' | 'credit-card' = 'pix',
    installments = '1',
  ): Promise<URL> {
    const created = await postJson(
      t.app,
      `/api/payments/${method}`,
      modalCheckoutRequest(method, leadId, asLead(leadId)),
    );
    const { link } = await created.json();
    const paid = await sandboxAction(t.app, link, 'approve', {
      method: method === 'pix' ? 'PIX' : 'CREDIT_CARD',
      installments,
    });
    expect(paid.status).toBe(303);
    return new URL(paid.headers.get('location') ?? '');
  }

  const purchases = () =>
    database()
      .db.selectFrom('tracking_events')
      .select(['event_id', 'lead_id', 'payload'])
      .where('event_name', '=', 'Purchase')
      .execute();

  const claim = (checkoutId: string) =>
    t.app.request(`/api/purchases/${checkoutId}/browser-event`, { method: 'POST' });

  it('queues exactly one Purchase of what was paid, with the purchase id and the buyer hashed', async () => {
    app();
    const leadId = await saveLead();
    await browse(leadId);
    const success = await buy(leadId);
    const checkoutId = success.searchParams.get('checkout') ?? '';

    const rows = await purchases();
    expect(rows).toHaveLength(1);
    const [row] = rows;
    const event = JSON.parse(row?.payload ?? '{}');
    const payment = await database()
      .db.selectFrom('leads')
      .select('payment_provider_transaction_key')
      .where('id', '=', leadId)
      .executeTakeFirstOrThrow();
    expect(row?.event_id).toBe(`Purchase_${checkoutId}`);
    expect(row?.lead_id).toBe(leadId);
    expect(event).toMatchObject({
      event_name: 'Purchase',
      event_time: NOW_SECONDS,
      event_id: `Purchase_${checkoutId}`,
      action_source: 'website',
      event_source_url: 'https://funil.example/ianapratica?utm_source=ig',
      custom_data: {
        value: 1797,
        currency: 'BRL',
        transaction_id: payment.payment_provider_transaction_key,
        order_id: checkoutId,
      },
    });
    expect(payment.payment_provider_transaction_key).toMatch(/^pay_sbx_/);
    expect(event.user_data).toEqual({
      em: sha256('ana@example.com'),
      ph: sha256('5511987654321'),
      fn: sha256('ana'),
      ln: sha256('maria souza'),
      external_id: sha256(leadId),
      fbc: 'fb.1.1743508000000.AbC',
      fbp: 'fb.1.1743508000000.123',
      client_user_agent: BROWSER,
      client_ip_address: '203.0.113.9',
    });
  });

  it('gives the page the server Purchase once: event id, value and currency, nothing about the buyer', async () => {
    app();
    const leadId = await saveLead();
    const checkoutId = (await buy(leadId)).searchParams.get('checkout') ?? '';

    const first = await claim(checkoutId);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const purchase = await first.json();
    expect(purchase).toEqual({
      eventId: `Purchase_${checkoutId}`,
      value: 1797,
      currency: 'BRL',
      transactionId: expect.stringMatching(/^pay_sbx_/),
    });

    // The page's pixel copy reaches the outbox with the same id: it is the server's, not a second row.
    const browserCopy = await postJson(t.app, '/api/tracking/events', {
      action: 'send_events',
      events: [
        {
          event_name: 'Purchase',
          event_time: NOW_SECONDS,
          event_id: purchase.eventId,
          custom_data: { value: purchase.value, currency: purchase.currency },
        },
      ],
    });
    expect(await browserCopy.json()).toMatchObject({ queued: 0, duplicates: 1 });
    expect(await purchases()).toHaveLength(1);

    // Another browser, a reload, a shared link: the purchase was reported.
    const second = await claim(checkoutId);
    expect(second.status).toBe(409);
    expect((await second.json()).error.code).toBe('purchase_already_reported');
  });

  it('answers alike for an unknown id, a malformed one and a checkout nobody paid', async () => {
    app();
    const leadId = await saveLead();
    await postJson(t.app, '/api/payments/pix', modalCheckoutRequest('pix', leadId, asLead(leadId)));
    const unpaid = await database().db.selectFrom('checkouts').select('id').executeTakeFirstOrThrow();
    for (const id of [unpaid.id, crypto.randomUUID(), 'nao-e-um-id', `${unpaid.id}x`]) {
      const res = await claim(id);
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe('purchase_not_found');
    }
    // Asking did not spend the claim: once paid, the purchase is still reported once.
    const { link } = await database().db.selectFrom('checkouts').select('link').executeTakeFirstOrThrow();
    await sandboxAction(t.app, link ?? '', 'approve', { method: 'PIX' });
    expect((await claim(unpaid.id)).status).toBe(200);
  });

  it('lets exactly one of two browsers asking at once report the purchase', async () => {
    app();
    const checkoutId = (await buy(await saveLead())).searchParams.get('checkout') ?? '';
    const answers = await Promise.all([claim(checkoutId), claim(checkoutId), claim(checkoutId)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409]);
  });

  it('reports a 3x card sale at the card total with 3 installments', async () => {
    app();
    const leadId = await saveLead();
    const checkoutId = (await buy(leadId, 'credit-card', '3')).searchParams.get('checkout') ?? '';
    const rows = await purchases();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]?.payload ?? '{}').custom_data).toMatchObject({
      value: 2080.32,
      currency: 'BRL',
    });
    const checkout = await database()
      .db.selectFrom('checkouts')
      .select(['installments', 'status'])
      .where('id', '=', checkoutId)
      .executeTakeFirstOrThrow();
    expect(checkout).toEqual({ installments: 3, status: 'paid' });
    const lead = await database()
      .db.selectFrom('leads')
      .select(['trans_installments', 'trans_value'])
      .where('id', '=', leadId)
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({ trans_installments: 3, trans_value: PROGRAM.cardTotalCents });
  });

  it('reports a buyer who never filled the lead form as a system event without personal data', async () => {
    app();
    const success = await buy(null);
    expect(success.searchParams.get('lead')).toBeNull();
    const [row] = await purchases();
    const event = JSON.parse(row?.payload ?? '{}');
    expect(row?.lead_id).toBeNull();
    expect(event.action_source).toBe('system_generated');
    expect(event).not.toHaveProperty('event_source_url');
    expect(event.user_data).toEqual({});
    expect(event.custom_data).toMatchObject({ value: 1797, currency: 'BRL' });
    expect((await claim(success.searchParams.get('checkout') ?? '')).status).toBe(200);
  });

  it('queues no Purchase for a checkout that expires or is cancelled', async () => {
    app();
    const leadId = await saveLead();
    for (const outcome of ['expire', 'cancel'] as const) {
      const { link } = await (
        await postJson(t.app, '/api/payments/pix', modalCheckoutRequest('pix', leadId, asLead(leadId)))
      ).json();
      expect((await sandboxAction(t.app, link, outcome)).status).toBe(303);
    }
    expect(await purchases()).toEqual([]);
  });
});
