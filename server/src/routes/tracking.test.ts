import { ERRORS } from '@funil/core/errors';
import { type FakeMetaApi, startFakeMetaApi } from '@funil/testkit/fakes/fake-meta-api';
import { modalCheckoutRequest } from '@funil/testkit/server/checkout-request';
import { sandboxAction } from '@funil/testkit/server/sandbox-action';
import { postJson, startTestServer, type TestApp } from '@funil/testkit/server/test-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConversionsSender } from '../domain/conversions-sender.ts';
import { sha256 } from '../domain/conversions-user-data.ts';
import { createSandboxProvider } from '../providers/payments/sandbox-provider.ts';
import { createTrackingOutbox } from '../storage/tracking-events-repository.ts';

/** The test app's clock (startTestServer): 2025-04-01T12:00:00Z. */
const NOW_SECONDS = Date.parse('2025-04-01T12:00:00.000Z') / 1000;

function trackerEvent(eventId: string, overrides: Record<string, unknown> = {}) {
  return {
    event_name: 'Lead',
    event_time: NOW_SECONDS - 5,
    event_id: eventId,
    action_source: 'website',
    event_source_url: 'https://funil.example/?utm_source=instagram',
    user_data: {
      fbp: 'fb.1.1743500000000.987654321',
      em: 'ana@example.com',
      ph: '5511987654321',
      fn: 'ana',
      ln: 'souza',
      client_user_agent: 'UA que a página leu',
    },
    custom_data: { utm_source: 'instagram' },
    // The visitor's 'Aceitar' (decision 0024; ad-consent.test.ts covers the other answers).
    consent: 'accepted',
    ...overrides,
  };
}

const send = (t: TestApp, events: unknown[], headers: Record<string, string> = {}) =>
  postJson(t.app, '/api/tracking/events', { action: 'send_events', events }, headers);

const stored = (t: TestApp) => t.db.selectFrom('tracking_events').selectAll().orderBy('event_id').execute();

describe('POST /api/tracking/events', () => {
  it('answers 202 at once and queues the event with hashed contact fields, IP and user agent', async () => {
    const t = await startTestServer({ trustProxy: true });
    const res = await send(t, [trackerEvent('Lead_1')], {
      'user-agent': 'Mozilla/5.0 (navegador)',
      'x-forwarded-for': '203.0.113.7',
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ received: 1, queued: 1, duplicates: 0, expired: 0, refused: 0 });

    const [row] = await stored(t);
    expect(row).toMatchObject({ event_id: 'Lead_1', event_name: 'Lead', status: 'pending', attempts: 0 });
    const payload = JSON.parse(row?.payload ?? '{}');
    expect(payload.user_data).toEqual({
      em: sha256('ana@example.com'),
      ph: sha256('5511987654321'),
      fn: sha256('ana'),
      ln: sha256('souza'),
      fbp: 'fb.1.1743500000000.987654321',
      client_ip_address: '203.0.113.7',
      client_user_agent: 'Mozilla/5.0 (navegador)',
    });
    expect(payload).toMatchObject({
      event_id: 'Lead_1',
      action_source: 'website',
      custom_data: { utm_source: 'instagram' },
    });
    // No personal field is kept readable.
    expect(row?.payload).not.toContain('ana@example.com');
    expect(row?.payload).not.toContain('5511987654321');
  });

  it('accepts the payload sent as text/plain (sendBeacon, no-cors)', async () => {
    const t = await startTestServer();
    const res = await t.app.request('/api/tracking/events', {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ action: 'send_events', events: [trackerEvent('Lead_txt')] }),
    });
    expect(res.status).toBe(202);
    expect(await stored(t)).toHaveLength(1);
  });

  it('ignores an event_id it already has, and an address the page claims', async () => {
    const t = await startTestServer();
    await send(t, [trackerEvent('Lead_dup')]);
    const again = await send(t, [
      trackerEvent('Lead_dup', { user_data: { client_ip_address: '198.51.100.9' } }),
      trackerEvent('Lead_other', { user_data: { client_ip_address: '198.51.100.9' } }),
    ]);
    expect(await again.json()).toEqual({ received: 2, queued: 1, duplicates: 1, expired: 0, refused: 0 });
    const rows = await stored(t);
    expect(rows.map((r) => r.event_id)).toEqual(['Lead_dup', 'Lead_other']);
    expect(rows[1]?.payload).not.toContain('198.51.100.9');
  });

  it("drops events older than Meta's 48-hour de-duplication window, and brings a future event_time back to now", async () => {
    const t = await startTestServer();
    const res = await send(t, [
      trackerEvent('velho', { event_time: NOW_SECONDS - 49 * 3_600 }),
      trackerEvent('anteontem', { event_time: NOW_SECONDS - 47 * 3_600 }),
      trackerEvent('futuro', { event_time: NOW_SECONDS + 86_400 }),
    ]);
    expect(await res.json()).toEqual({ received: 3, queued: 2, duplicates: 0, expired: 1, refused: 0 });
    const rows = await stored(t);
    expect(rows.map((r) => [r.event_id, r.event_time])).toEqual([
      ['anteontem', NOW_SECONDS - 47 * 3_600],
      ['futuro', NOW_SECONDS],
    ]);
  });

  it("keeps the lead's name, WhatsApp and Instagram out of custom_data: only hashed user_data carries them", async () => {
    const t = await startTestServer();
    await send(t, [
      trackerEvent('LeadCaptured_1', {
        event_name: 'LeadCaptured',
        custom_data: {
          lead_name: 'Ana Souza',
          lead_source: 'mentoria_modal',
          whatsapp: '5511987654321',
          instagram: 'ana.ia',
          region: 'Sudeste',
          utm_source: 'instagram',
          nota: 'escreva para ana@example.com',
        },
      }),
    ]);
    const [row] = await stored(t);
    const payload = JSON.parse(row?.payload ?? '{}');
    expect(payload.custom_data).toEqual({
      lead_source: 'mentoria_modal',
      region: 'Sudeste',
      utm_source: 'instagram',
    });
    for (const readable of ['Ana Souza', 'ana.ia', 'ana@example.com', '5511987654321']) {
      expect(row?.payload).not.toContain(readable);
    }
    expect(payload.user_data.ph).toBe(sha256('5511987654321'));
  });

  it('builds fbc from ?fbclid= when the page had no _fbc cookie, and keeps a cookie it had', async () => {
    const t = await startTestServer();
    const page = 'https://funil.example/ianapratica?utm_source=fb&fbclid=IwAR2F4-dbP0l7Mn1IawQQ';
    await send(t, [
      trackerEvent('do_anuncio', { event_source_url: page }),
      trackerEvent('com_cookie', {
        event_source_url: page,
        user_data: { fbc: 'fb.1.1743400000000.cookie', client_user_agent: 'x' },
      }),
      trackerEvent('sem_anuncio'),
    ]);
    const fbc = Object.fromEntries(
      (await stored(t)).map((row) => [row.event_id, JSON.parse(row.payload).user_data.fbc]),
    );
    expect(fbc).toEqual({
      do_anuncio: `fb.1.${(NOW_SECONDS - 5) * 1000}.IwAR2F4-dbP0l7Mn1IawQQ`,
      com_cookie: 'fb.1.1743400000000.cookie',
      sem_anuncio: undefined,
    });
  });

  it('links the event to the lead its external_id names, when that lead exists', async () => {
    const t = await startTestServer();
    const lead = await (
      await postJson(t.app, '/api/leads', { name: 'Ana Souza', phone: '5511987654321' })
    ).json();
    await send(t, [
      trackerEvent('com_lead', { user_data: { external_id: lead.id } }),
      trackerEvent('sem_lead', { user_data: { external_id: 'desconhecido' } }),
    ]);
    const rows = await stored(t);
    expect(rows.map((r) => [r.event_id, r.lead_id])).toEqual([
      ['com_lead', lead.id],
      ['sem_lead', null],
    ]);
    expect(JSON.parse(rows[0]?.payload ?? '{}').user_data.external_id).toBe(sha256(lead.id));
  });

  it.each([
    ['another action', { action: 'get_events', events: [trackerEvent('x')] }],
    ['no events', { action: 'send_events', events: [] }],
    ['an event without event_id', { action: 'send_events', events: [trackerEvent('', {})] }],
    [
      'event_time in milliseconds as text',
      { action: 'send_events', events: [trackerEvent('x', { event_time: 'ontem' })] },
    ],
    [
      'an unknown action_source',
      { action: 'send_events', events: [trackerEvent('x', { action_source: 'tv' })] },
    ],
  ])('answers 400 validation_failed for %s, storing nothing', async (_, body) => {
    const t = await startTestServer();
    const res = await postJson(t.app, '/api/tracking/events', body);
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('validation_failed');
    expect(await stored(t)).toEqual([]);
  });

  it('answers 400 invalid_json for a body that is not JSON', async () => {
    const t = await startTestServer();
    const res = await postJson(t.app, '/api/tracking/events', '{"action":');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'invalid_json', message: expect.any(String) } });
  });

  it('answers 413 payload_too_large for a body over the limit, storing nothing', async () => {
    const t = await startTestServer();
    const huge = trackerEvent('grande', { custom_data: { texto: 'x'.repeat(70_000) } });
    const res = await send(t, [huge]);
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('payload_too_large');
    expect(await stored(t)).toEqual([]);
  });

  it('answers 429 with Retry-After past the per-IP budget', async () => {
    const t = await startTestServer({ publicWritesPerMinute: 2 });
    expect((await send(t, [trackerEvent('r1')])).status).toBe(202);
    expect((await send(t, [trackerEvent('r2')])).status).toBe(202);
    const res = await send(t, [trackerEvent('r3')]);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await res.json()).error.code).toBe('rate_limited');
  });
});

describe('from the tracker to the Conversions API', () => {
  let fake: FakeMetaApi;
  beforeAll(async () => {
    fake = await startFakeMetaApi();
  });
  afterAll(() => fake.close());

  it('the background sender forwards what the endpoint queued, hashed, once', async () => {
    const realNow = Math.floor(Date.now() / 1000);
    const t = await startTestServer({ now: () => new Date(), trustProxy: true });
    await send(t, [trackerEvent('ponta_a_ponta', { event_time: realNow })], {
      'x-forwarded-for': '203.0.113.7',
    });
    await send(t, [trackerEvent('ponta_a_ponta', { event_time: realNow })], {
      'x-forwarded-for': '203.0.113.7',
    });
    const sender = createConversionsSender({
      outbox: createTrackingOutbox(t.db),
      provider: fake.client(),
      logger: { info: () => {}, warn: () => {}, error: () => {} },
    });
    await sender.drain();
    const [event, ...rest] = fake.accepted();
    expect(rest).toEqual([]);
    expect(event).toMatchObject({
      event_id: 'ponta_a_ponta',
      event_time: realNow,
      user_data: { em: sha256('ana@example.com'), client_ip_address: '203.0.113.7' },
    });
    expect((await stored(t))[0]).toMatchObject({ status: 'delivered', attempts: 1 });
  });
});

describe('POST /api/tracking/events with a value', () => {
  let t: TestApp;
  let leadId: string;

  /** Each saved lead's secret, so its checkouts are in its name as its own browser's are. */
  const tokens = new Map<string, string>();
  const saveLead = async (phone: string) => {
    const saved = await (
      await postJson(t.app, '/api/leads', { name: 'Ana Souza', phone, started_at: 0 })
    ).json();
    tokens.set(saved.id, saved.token);
    return saved.id as string;
  };
  const openCheckout = async (lead: string) =>
    (
      await (
        await postJson(
          t.app,
          '/api/payments/pix',
          modalCheckoutRequest('pix', lead, { leadToken: tokens.get(lead) }),
        )
      ).json()
    ).link as string;
  const valued = (eventId: string, name: string, externalId: string, data: Record<string, unknown> = {}) =>
    trackerEvent(eventId, {
      event_name: name,
      user_data: { external_id: externalId },
      custom_data: { value: 999_999, currency: 'BRL', ...data },
    });
  const queuedValue = async (eventId: string) => {
    const row = await t.db
      .selectFrom('tracking_events')
      .select('payload')
      .where('event_id', '=', eventId)
      .executeTakeFirstOrThrow();
    return JSON.parse(row.payload).custom_data;
  };

  beforeAll(async () => {
    t = await startTestServer({ payments: { provider: createSandboxProvider(), webhookToken: 'segredo' } });
    leadId = await saveLead('5511987654321');
  });

  // Issue 14, reproduction 5: a Purchase worth 999,999 linked to any lead id was queued for Meta.
  it('refuses a Purchase no payment of ours backs, with a clear error, and queues nothing of the request', async () => {
    const before = await stored(t);
    const res = await send(t, [
      trackerEvent('Lead_junto'),
      valued('Purchase_forjado', 'Purchase', leadId, { transaction_id: 'pay_x' }),
    ]);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: { code: 'tracking_value_unbacked', message: ERRORS.tracking_value_unbacked },
    });
    expect(await stored(t)).toEqual(before);
  });

  it('refuses any event with a value, by name or by its data, for a lead without a checkout or no lead at all', async () => {
    const before = await stored(t);
    for (const event of [
      valued('IC_1', 'InitiateCheckout', leadId),
      valued('API_1', 'AddPaymentInfo', leadId),
      trackerEvent('IC_2', { event_name: 'InitiateCheckout', user_data: {} }),
      trackerEvent('Custom_1', { event_name: 'BotaoComValor', custom_data: { value: 10 } }),
      trackerEvent('Custom_2', { event_name: 'Qualquer', custom_data: { predicted_ltv: 5000 } }),
    ]) {
      expect((await send(t, [event])).status, event.event_id).toBe(422);
    }
    expect(await stored(t)).toEqual(before);
  });

  it('takes an InitiateCheckout backed by the lead’s checkout, with the checkout’s value', async () => {
    const buyer = await saveLead('5511987650001');
    await openCheckout(buyer);
    const res = await send(t, [valued('IC_ok', 'InitiateCheckout', buyer, { predicted_ltv: 1 })]);
    expect(res.status).toBe(202);
    expect(await queuedValue('IC_ok')).toEqual({ value: 1797, currency: 'BRL' });
  });

  it('takes the thank-you page’s copy of the server’s Purchase, which keeps the server’s value', async () => {
    const buyer = await saveLead('5511987650002');
    const paid = await sandboxAction(t.app, await openCheckout(buyer), 'approve', { method: 'PIX' });
    const checkoutId = new URL(paid.headers.get('location') ?? '').searchParams.get('checkout');
    const res = await send(t, [valued(`Purchase_${checkoutId}`, 'Purchase', buyer, { transaction_id: 'x' })]);
    expect(res.status).toBe(202);
    // The lead never answered the cookie notice on the server: its Purchase waited, held; the page's
    // copy, sent with its 'Aceitar', lets that one row go (decision 0024), and adds no second one.
    expect(await res.json()).toMatchObject({ queued: 1, duplicates: 0 });
    expect(
      await t.db
        .selectFrom('tracking_events')
        .select('status')
        .where('event_id', '=', `Purchase_${checkoutId}`)
        .execute(),
    ).toEqual([{ status: 'pending' }]);
    expect(await queuedValue(`Purchase_${checkoutId}`)).toMatchObject({ value: 1797, currency: 'BRL' });
    // A Purchase of the same lead under another id is still not backed: one payment, one purchase.
    expect((await send(t, [valued('Purchase_outro', 'Purchase', buyer)])).status).toBe(422);
  });
});
