import { ERRORS } from '@funil/core/errors';
import { FREE_LIVE_CALL } from '@funil/core/offers';
import { PINO_WARN, postJson, startTestServer, type TestApp } from '@funil/testkit/server/test-server';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../app.ts';
import { secretHash } from '../domain/lead-capability.ts';

/** New rows get time-ordered ids (UUIDv7, see row-id.ts). */
const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** The lead's secret: 256 random bits, base64url (decision 0019). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

describe('POST /api/leads', () => {
  let clock: Date;
  let t: TestApp;

  beforeEach(async () => {
    clock = new Date('2025-04-01T12:00:00.000Z');
    t = await startTestServer({ now: () => clock });
  });

  const rows = () => t.db.selectFrom('leads').selectAll().execute();

  it('inserts a new lead with normalised phone and the spec defaults', async () => {
    const res = await postJson(t.app, '/api/leads', {
      name: ' Ana ',
      phone: '+55 (11) 98765-4321',
      utm_source: 'instagram',
    });

    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({
      id: expect.stringMatching(UUID_V7),
      created: true,
      token: expect.stringMatching(TOKEN),
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const [row, ...others] = await rows();
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({
      id: body.id,
      name: 'Ana',
      phone: '5511987654321',
      email: '',
      utm_source: 'instagram',
      visit_pending: 1,
      journey_stage: 'lead',
      conversion_stage: 'new_lead',
      cadence_status: 'inactive',
      has_purchased: 0,
      visit_count: 0,
      created_at: '2025-04-01T12:00:00.000Z',
      updated_at: '2025-04-01T12:00:00.000Z',
    });
  });

  it('registers a modal save for the free call in the same request, once however often it is saved', async () => {
    const lead = { name: 'Ana', phone: '5511987654321', free_call: true, utm_source: 'instagram' };
    const first = await postJson(t.app, '/api/leads', lead);
    const { id, token } = await first.json();
    const again = await postJson(t.app, '/api/leads', { ...lead, leadId: id, leadToken: token });
    const withoutPromise = await postJson(t.app, '/api/leads', { name: 'Bia', phone: '5521987654321' });

    expect((await again.json()).id).toBe(id);
    const registrations = await t.db
      .selectFrom('event_registrations as r')
      .innerJoin('events', 'events.id', 'r.event_id')
      .select(['r.lead_id', 'events.slug', 'r.status', 'r.utm_source'])
      .execute();
    expect(registrations).toEqual([
      { lead_id: id, slug: FREE_LIVE_CALL.slug, status: 'registered', utm_source: 'instagram' },
    ]);
    expect(withoutPromise.status).toBe(201);
  });

  it("updates the same row when the lead's browser saves the phone again, keeping values not resent", async () => {
    const first = await postJson(t.app, '/api/leads', {
      name: 'Ana',
      phone: '+5511987654321',
      email: 'ana@example.com',
      utm_source: 'instagram',
      utm_campaign: 'abril',
    });
    const { id, token } = await first.json();
    await t.db.updateTable('leads').set({ visit_pending: 0 }).execute();
    clock = new Date('2025-04-02T08:30:00.000Z');

    const second = await postJson(t.app, '/api/leads', {
      name: 'Ana Maria',
      phone: '5511987654321',
      email: '',
      leadId: id,
      leadToken: token,
    });

    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ id, created: false, token });
    const all = await rows();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({
      id,
      name: 'Ana Maria',
      email: 'ana@example.com',
      utm_source: 'instagram',
      utm_campaign: 'abril',
      visit_pending: 1,
      created_at: '2025-04-01T12:00:00.000Z',
      updated_at: '2025-04-02T08:30:00.000Z',
    });
  });

  it('updates the oldest of several leads sharing a phone and logs a warning', async () => {
    const lead = { phone: '5511987654321', visit_pending: 0 } as const;
    await t.db
      .insertInto('leads')
      .values([
        {
          ...lead,
          id: 'newer',
          name: 'B',
          created_at: '2025-03-02T00:00:00Z',
          updated_at: '2025-03-02T00:00:00Z',
        },
        {
          ...lead,
          id: 'older',
          name: 'A',
          created_at: '2025-03-01T00:00:00Z',
          updated_at: '2025-03-01T00:00:00Z',
        },
      ])
      .execute();

    const token = 'segredo-do-navegador-da-carla';
    await t.db
      .insertInto('lead_capabilities')
      .values({
        token_hash: secretHash(token),
        lead_id: 'older',
        claim_id: null,
        request_key_hash: null,
        created_at: '2025-03-01T00:00:00Z',
      })
      .execute();

    const res = await postJson(t.app, '/api/leads', {
      name: 'Carla',
      phone: '5511987654321',
      leadId: 'older',
      leadToken: token,
    });

    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: 'older', created: false, token });
    const byId = Object.fromEntries((await rows()).map((row) => [row.id, row.name]));
    expect(byId).toEqual({ older: 'Carla', newer: 'B' });
    const warning = t.logs.find((line) => line.level === PINO_WARN);
    expect(warning).toMatchObject({ leadId: 'older', duplicateIds: ['newer'] });
  });

  it('answers 400 invalid_json for a malformed body and stores nothing', async () => {
    for (const body of ['{"name": "Ana", ', '[]', '"Ana"', 'null']) {
      const res = await postJson(t.app, '/api/leads', body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: { code: 'invalid_json', message: ERRORS.invalid_json } });
    }
    expect(await rows()).toHaveLength(0);
  });

  it('answers 400 with the pt-BR message for an empty name', async () => {
    const res = await postJson(t.app, '/api/leads', { name: '   ', phone: '5511987654321' });

    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Por favor, digite seu nome',
        fields: { name: 'Por favor, digite seu nome' },
      },
    });
    expect(await rows()).toHaveLength(0);
  });

  it('answers 400 with the pt-BR message for a short phone', async () => {
    const res = await postJson(t.app, '/api/leads', { name: 'Ana', phone: '+55 11' });

    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.message).toBe('Por favor, digite um número de telefone válido');
    expect(error.fields).toEqual({ phone: 'Por favor, digite um número de telefone válido' });
  });

  it('words validator messages that are not in the catalogue in Portuguese too', async () => {
    const res = await postJson(t.app, '/api/leads', {
      name: 'Ana',
      phone: '5511987654321',
      utm_term: 'x'.repeat(201),
    });

    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({
      message: ERRORS.validation_failed,
      fields: { utm_term: ERRORS.validation_failed },
    });
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await postJson(t.app, '/api/leads', {
      name: 'Ana',
      phone: '5511987654321',
      referrer: 'x'.repeat(MAX_BODY_BYTES),
    });

    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: { code: 'payload_too_large', message: ERRORS.payload_too_large },
    });
    expect(await rows()).toHaveLength(0);
  });

  it('allows a CORS preflight from a partner origin', async () => {
    const res = await t.app.request('/api/leads', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://parceiro.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });

    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('marks the actual answer readable by the partner origin', async () => {
    const res = await postJson(
      t.app,
      '/api/leads',
      { name: 'Ana', phone: '5511987654321' },
      { origin: 'https://parceiro.example' },
    );
    expect(res.status).toBe(201);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const res = await postJson(t.app, '/api/leads', { name: 'Bot', phone: '5511987654321', website: 'spam' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      id: expect.stringMatching(UUID_V7),
      created: true,
      token: expect.stringMatching(TOKEN),
    });
    expect(await rows()).toHaveLength(0);
  });

  it('treats a submit within 2 s of opening the form like the honeypot', async () => {
    const opened = (ms: number) => new Date(clock.getTime() - ms).toISOString();
    const fast = await postJson(t.app, '/api/leads', {
      name: 'Bot',
      phone: '5511987654321',
      started_at: opened(900),
    });
    expect(fast.status).toBe(201);
    expect(await rows()).toHaveLength(0);

    const person = await postJson(t.app, '/api/leads', {
      name: 'Ana',
      phone: '5511987654321',
      started_at: clock.getTime() - 8_000,
    });
    expect(person.status).toBe(201);
    expect(await rows()).toHaveLength(1);
  });

  it('stores the partner code when it names an active partner', async () => {
    const at = '2025-01-01T00:00:00.000Z';
    await t.db
      .insertInto('partners')
      .values({ id: 'p1', code: 'escola-x', name: 'Escola X', created_at: at, updated_at: at })
      .execute();

    await postJson(t.app, '/api/leads', { name: 'Ana', phone: '5511987654321', partner: 'escola-x' });
    await postJson(t.app, '/api/leads', { name: 'Bia', phone: '5511912345678', partner: 'outra' });

    const byName = Object.fromEntries((await rows()).map((row) => [row.name, row.partner_code]));
    expect(byName).toEqual({ Ana: 'escola-x', Bia: null });
  });

  it('answers a resend under the same Idempotency-Key with the same lead and a fresh secret', async () => {
    const body = { name: 'Ana', phone: '5511987654321' };
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const first = await (await postJson(t.app, '/api/leads', body, headers)).json();
    // The first answer never arrived: the outbox sends the same save again, still without a secret.
    const retry = await postJson(t.app, '/api/leads', body, headers);
    expect(retry.status).toBe(201);
    const again = await retry.json();
    expect(again).toEqual({ id: first.id, created: true, token: expect.stringMatching(TOKEN) });
    expect(again.token).not.toBe(first.token);

    // The resent answer's secret is the lead's; the lost one no longer works.
    const change = (leadToken: string) =>
      postJson(t.app, '/api/leads', {
        name: 'Ana Souza',
        phone: '5511987654321',
        leadId: first.id,
        leadToken,
      });
    expect((await change(first.token)).status).toBe(201);
    expect((await rows()).map((row) => row.name)).toEqual(['Ana']);
    expect((await change(again.token)).status).toBe(200);
    expect((await rows()).map((row) => row.name)).toEqual(['Ana Souza']);
  });

  it("applies a resend's newer values as the lead's own browser, without calling it a later touch", async () => {
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const body = { name: 'Ana', phone: '5511987654321', utm_source: 'instagram' };
    const first = await (await postJson(t.app, '/api/leads', body, headers)).json();
    // Step 2 replaced the unanswered save in the outbox, under the same key, now with the handle.
    const resent = await postJson(t.app, '/api/leads', { ...body, instagram: 'ana.dev' }, headers);
    expect(await resent.json()).toMatchObject({ id: first.id, created: true });
    expect(await rows()).toEqual([
      expect.objectContaining({ instagram: 'ana.dev', utm_source: 'instagram', last_touch_at: null }),
    ]);
  });

  it('gives a resend under another key only a claim', async () => {
    const body = { name: 'Ana', phone: '5511987654321' };
    const first = await (
      await postJson(t.app, '/api/leads', body, { 'idempotency-key': crypto.randomUUID() })
    ).json();
    const other = await (
      await postJson(t.app, '/api/leads', body, { 'idempotency-key': crypto.randomUUID() })
    ).json();
    expect(other.id).not.toBe(first.id);
    expect(await rows()).toHaveLength(1);
  });
});
