// /api/admin/webhooks on both engines: an endpoint is added only for a public https address, its
// secret is answered once and never read back, a test event and a resend queue the rows the sender
// job reads, a delete stops what was pending, and only admins reach any of it.
import { ERRORS } from '@funil/core/errors';
import type { AdminWebhookEndpoint, WebhookDeliveriesPage } from '@funil/core/webhook-admin';
import { adminDepsFor, jsonRequest } from '@funil/testkit/fixtures/lead-fixtures';
import { asStaff } from '@funil/testkit/server/as-staff';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { beforeEach, expect, it } from 'vitest';
import { systemLookup } from '../../http/address-policy.ts';
import { createWebhookUrlCheck } from '../../providers/webhooks/webhook-url-check.ts';
import { adminWebhooksRoutes } from './webhooks.ts';

const NOW = '2026-11-20T12:00:00.000Z';
const PUBLIC_URL = 'https://hooks.example.com/funil';

/** hooks.example.com is a public address here with or without a network; every other name is the system's. */
const lookup = async (hostname: string) =>
  hostname === 'hooks.example.com' ? ['93.184.215.14'] : systemLookup(hostname);

describeEachEngine('/api/admin/webhooks', (database) => {
  const logged: { details: Record<string, unknown>; message: string }[] = [];
  beforeEach(() => {
    logged.length = 0;
  });
  const routes = (role: 'admin' | 'viewer' = 'admin') =>
    asStaff(
      adminWebhooksRoutes({
        ...adminDepsFor(database().db, NOW),
        logger: {
          info: (details, message) => logged.push({ details, message }),
          warn: (details, message) => logged.push({ details, message }),
        },
        webhookUrlCheck: createWebhookUrlCheck({ allowedPrivateHosts: ['127.0.0.1:8443'], lookup }),
      }),
      role,
    );
  const create = (body: unknown) => routes().request('/', jsonRequest('POST', body));
  const list = async () =>
    ((await (await routes().request('/')).json()) as { endpoints: AdminWebhookEndpoint[] }).endpoints;
  const deliveriesOf = async (id: string) =>
    (await (await routes().request(`/${id}/deliveries`)).json()) as WebhookDeliveriesPage;
  const added = async (events: string[] = ['purchase.approved']) => {
    const res = await create({ url: PUBLIC_URL, events, description: 'CRM' });
    expect(res.status).toBe(201);
    return (await res.json()) as { id: string; secret: string };
  };

  it('adds an endpoint, answers its secret once and never lists it', async () => {
    const res = await create({
      url: PUBLIC_URL,
      events: ['purchase.refunded', 'lead.captured', 'purchase.refunded'],
      description: '  Meu CRM  ',
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { id, secret } = (await res.json()) as { id: string; secret: string };
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    const row = await database().db.selectFrom('webhook_endpoints').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      id,
      url: PUBLIC_URL,
      secret,
      description: 'Meu CRM',
      created_by: 'admin@funil.test',
      created_at: NOW,
      deleted_at: null,
    });
    // In the catalogue's order, once each.
    expect(JSON.parse(row.events)).toEqual(['lead.captured', 'purchase.refunded']);

    const read = await routes().request('/');
    const text = await read.text();
    expect(text).not.toContain(secret);
    expect(text).not.toContain('whsec_');
    expect(JSON.parse(text).endpoints).toEqual([
      {
        id,
        url: PUBLIC_URL,
        events: ['lead.captured', 'purchase.refunded'],
        description: 'Meu CRM',
        createdAt: NOW,
        createdBy: 'admin@funil.test',
        state: 'active',
        failingSince: null,
        disabledAt: null,
        disabledReason: null,
        deliveries: { pending: 0, succeeded: 0, failed: 0 },
      },
    ]);
    expect(JSON.stringify(await deliveriesOf(id))).not.toContain('whsec_');
    // Who added it, in the log (never the secret).
    expect(logged.find((line) => line.message === 'Webhook de saída criado')?.details).toMatchObject({
      endpoint: id,
      staff: 'admin@funil.test',
    });
    expect(JSON.stringify(logged)).not.toContain(secret);

    // Each endpoint its own secret.
    const other = await added();
    expect(other.secret).not.toBe(secret);
  });

  it('refuses a body that is not a https address, a known event and a short description', async () => {
    const refused = async (body: unknown, field: string, message: string) => {
      const res = await create(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const answer = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
      expect(answer.error.code).toBe('validation_failed');
      expect(answer.error.fields[field]).toBe(message);
    };
    const events = ['lead.captured'];
    await refused({ url: 'http://hooks.example.com/funil', events }, 'url', ERRORS.webhook_url_invalid);
    await refused({ url: 'hooks.example.com', events }, 'url', ERRORS.webhook_url_invalid);
    await refused({ url: 'https://ana:senha@hooks.example.com/', events }, 'url', ERRORS.webhook_url_invalid);
    await refused(
      { url: `https://hooks.example.com/${'a'.repeat(2_000)}`, events },
      'url',
      ERRORS.webhook_url_invalid,
    );
    await refused({ events }, 'url', ERRORS.webhook_url_invalid);
    await refused({ url: PUBLIC_URL, events: [] }, 'events', ERRORS.webhook_events_required);
    await refused({ url: PUBLIC_URL }, 'events', ERRORS.webhook_events_required);
    await refused({ url: PUBLIC_URL, events: ['webhook.test'] }, 'events', ERRORS.webhook_events_required);
    await refused(
      { url: PUBLIC_URL, events: ['lead.captured', 'lead.deleted'] },
      'events',
      ERRORS.webhook_events_required,
    );
    await refused(
      { url: PUBLIC_URL, events, description: 'x'.repeat(201) },
      'description',
      ERRORS.webhook_description_too_long,
    );
    await refused({ url: PUBLIC_URL, events, secret: 'whsec_meu' }, '_', ERRORS.validation_failed);
    // 200 characters is the limit, not past it.
    expect((await create({ url: PUBLIC_URL, events, description: 'x'.repeat(200) })).status).toBe(201);
    expect(await database().db.selectFrom('webhook_endpoints').select('id').execute()).toHaveLength(1);
  });

  it('refuses loopback, private and metadata addresses, and a name resolving to loopback', async () => {
    for (const url of [
      'https://127.0.0.1/hook',
      'https://10.0.0.1/hook',
      'https://192.168.0.10/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://localhost/hook',
      'https://127.0.0.1:8444/hook',
    ]) {
      const res = await create({ url, events: ['lead.captured'] });
      expect(res.status, url).toBe(400);
      expect(await res.json(), url).toEqual({
        error: {
          code: 'webhook_url_not_public',
          message: ERRORS.webhook_url_not_public,
          fields: { url: ERRORS.webhook_url_not_public },
        },
      });
    }
    const unknown = await create({ url: 'https://nada.invalid/hook', events: ['lead.captured'] });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: { code: 'webhook_url_unresolved' } });
    expect(await database().db.selectFrom('webhook_endpoints').select('id').execute()).toEqual([]);

    // The one host and port the operator allowed (WEBHOOKS_ALLOWED_PRIVATE_HOSTS).
    expect((await create({ url: 'https://127.0.0.1:8443/hook', events: ['lead.captured'] })).status).toBe(
      201,
    );
  });

  it('queues a test event for that endpoint only, already fanned out, due now', async () => {
    const { id } = await added();
    const other = await added(['lead.captured']);
    const res = await routes().request(`/${id}/test`, jsonRequest('POST', {}));
    expect(res.status).toBe(202);
    const { deliveryId, eventId } = (await res.json()) as { deliveryId: string; eventId: string };
    expect(eventId).toMatch(/^msg_[0-9a-f]{32}$/);

    const { db } = database();
    const event = await db.selectFrom('outbound_events').selectAll().executeTakeFirstOrThrow();
    expect(event).toMatchObject({
      id: eventId,
      type: 'webhook.test',
      lead_id: null,
      occurred_at: NOW,
      fanned_out_at: NOW,
    });
    expect(JSON.parse(event.payload)).toEqual({
      type: 'webhook.test',
      timestamp: NOW,
      data: { message: 'Evento de teste do Funil' },
    });
    expect(await db.selectFrom('webhook_deliveries').selectAll().execute()).toEqual([
      expect.objectContaining({
        id: deliveryId,
        endpoint_id: id,
        event_id: eventId,
        status: 'pending',
        attempts: 0,
        next_attempt_at: NOW,
        last_attempt_at: null,
        claim_id: null,
      }),
    ]);

    const page = await deliveriesOf(id);
    expect(page).toMatchObject({
      total: 1,
      page: 1,
      pageSize: 20,
      endpoint: { id, deliveries: { pending: 1 } },
    });
    expect(page.deliveries).toEqual([
      {
        id: deliveryId,
        eventId,
        eventType: 'webhook.test',
        status: 'pending',
        attempts: 0,
        lastStatusCode: null,
        lastAttemptAt: null,
        nextAttemptAt: NOW,
        createdAt: NOW,
        tries: [],
      },
    ]);
    expect((await deliveriesOf(other.id)).deliveries).toEqual([]);
  });

  it('resends a failed delivery: pending again, due now, the same event and its tries kept', async () => {
    const { id } = await added();
    const { db } = database();
    await db
      .insertInto('outbound_events')
      .values({
        id: 'msg_pago',
        type: 'purchase.approved',
        payload: '{"type":"purchase.approved","timestamp":"2026-11-19T10:00:00.000Z","data":{}}',
        lead_id: null,
        occurred_at: '2026-11-19T10:00:00.000Z',
        fanned_out_at: '2026-11-19T10:00:01.000Z',
      })
      .execute();
    const deliveryId = crypto.randomUUID();
    await db
      .insertInto('webhook_deliveries')
      .values({
        id: deliveryId,
        endpoint_id: id,
        event_id: 'msg_pago',
        status: 'failed',
        attempts: 2,
        next_attempt_at: null,
        last_attempt_at: '2026-11-19T11:00:00.000Z',
        last_status_code: 500,
        claim_id: 'antigo',
        claimed_until: '2026-11-19T11:01:00.000Z',
        created_at: '2026-11-19T10:00:01.000Z',
        updated_at: '2026-11-19T11:00:00.000Z',
      })
      .execute();
    await db
      .insertInto('webhook_attempts')
      .values([
        {
          id: crypto.randomUUID(),
          delivery_id: deliveryId,
          attempt: 1,
          started_at: '2026-11-19T10:00:02.000Z',
          duration_ms: 15_000,
          status_code: null,
          error: 'timeout',
        },
        {
          id: crypto.randomUUID(),
          delivery_id: deliveryId,
          attempt: 2,
          started_at: '2026-11-19T11:00:00.000Z',
          duration_ms: 120,
          status_code: 500,
          error: 'http_500',
        },
      ])
      .execute();

    const before = await deliveriesOf(id);
    expect(before.endpoint.deliveries).toEqual({ pending: 0, succeeded: 0, failed: 1 });
    expect(before.deliveries[0]).toMatchObject({
      eventType: 'purchase.approved',
      status: 'failed',
      attempts: 2,
      lastStatusCode: 500,
      tries: [
        {
          attempt: 1,
          startedAt: '2026-11-19T10:00:02.000Z',
          durationMs: 15_000,
          statusCode: null,
          error: 'timeout',
        },
        {
          attempt: 2,
          startedAt: '2026-11-19T11:00:00.000Z',
          durationMs: 120,
          statusCode: 500,
          error: 'http_500',
        },
      ],
    });

    const res = await routes().request(`/deliveries/${deliveryId}/resend`, jsonRequest('POST', {}));
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ deliveryId });
    expect(await db.selectFrom('webhook_deliveries').selectAll().executeTakeFirstOrThrow()).toMatchObject({
      event_id: 'msg_pago',
      status: 'pending',
      attempts: 2,
      next_attempt_at: NOW,
      claim_id: null,
      claimed_until: null,
    });
    expect(await db.selectFrom('webhook_attempts').select('id').execute()).toHaveLength(2);
    expect(await db.selectFrom('outbound_events').select('id').execute()).toEqual([{ id: 'msg_pago' }]);

    const unknown = await routes().request(
      `/deliveries/${crypto.randomUUID()}/resend`,
      jsonRequest('POST', {}),
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: 'webhook_delivery_not_found' } });
  });

  it('shows a failing and a disabled endpoint as such, and sends nothing more to a disabled one', async () => {
    const failing = await added();
    const disabled = await added();
    const { db } = database();
    await db
      .updateTable('webhook_endpoints')
      .set({ failing_since: '2026-11-18T09:00:00.000Z' })
      .where('id', '=', failing.id)
      .execute();
    await db
      .updateTable('webhook_endpoints')
      .set({
        failing_since: '2026-11-14T09:00:00.000Z',
        disabled_at: '2026-11-19T09:00:00.000Z',
        disabled_reason: 'failing_5_days',
      })
      .where('id', '=', disabled.id)
      .execute();
    const byId = new Map((await list()).map((endpoint) => [endpoint.id, endpoint]));
    expect(byId.get(failing.id)).toMatchObject({
      state: 'failing',
      failingSince: '2026-11-18T09:00:00.000Z',
    });
    expect(byId.get(disabled.id)).toMatchObject({
      state: 'disabled',
      disabledAt: '2026-11-19T09:00:00.000Z',
      disabledReason: 'failing_5_days',
    });

    const test = await routes().request(`/${disabled.id}/test`, jsonRequest('POST', {}));
    expect(test.status).toBe(409);
    expect(await test.json()).toMatchObject({ error: { code: 'webhook_endpoint_disabled' } });
    expect((await routes().request(`/${failing.id}/test`, jsonRequest('POST', {}))).status).toBe(202);
  });

  it('deletes an endpoint: gone from the list, its pending deliveries ended, the delete logged', async () => {
    const { id } = await added();
    const kept = await added();
    const test = (await (await routes().request(`/${id}/test`, jsonRequest('POST', {}))).json()) as {
      deliveryId: string;
    };
    await routes().request(`/${kept.id}/test`, jsonRequest('POST', {}));

    const res = await routes().request(`/${id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id, deletedAt: NOW });
    expect((await list()).map((endpoint) => endpoint.id)).toEqual([kept.id]);
    const { db } = database();
    expect(
      await db.selectFrom('webhook_endpoints').select('deleted_at').where('id', '=', id).executeTakeFirst(),
    ).toEqual({
      deleted_at: NOW,
    });
    const statuses = await db
      .selectFrom('webhook_deliveries')
      .select(['endpoint_id', 'status', 'next_attempt_at'])
      .execute();
    expect(statuses).toEqual(
      expect.arrayContaining([
        { endpoint_id: id, status: 'failed', next_attempt_at: null },
        { endpoint_id: kept.id, status: 'pending', next_attempt_at: NOW },
      ]),
    );
    expect(logged.find((line) => line.message === 'Webhook de saída excluído')?.details).toEqual({
      endpoint: id,
      staff: 'admin@funil.test',
    });

    for (const [method, path] of [
      ['DELETE', `/${id}`],
      ['GET', `/${id}/deliveries`],
      ['POST', `/${id}/test`],
    ] as const) {
      const gone = await routes().request(path, { method });
      expect(gone.status, `${method} ${path}`).toBe(404);
      expect(await gone.json()).toMatchObject({ error: { code: 'webhook_endpoint_not_found' } });
    }
    const resend = await routes().request(`/deliveries/${test.deliveryId}/resend`, { method: 'POST' });
    expect(resend.status).toBe(404);
  });

  it('pages the deliveries, the newest first', async () => {
    const { id } = await added();
    const { db } = database();
    for (let n = 1; n <= 3; n++) {
      await db
        .insertInto('outbound_events')
        .values({
          id: `msg_${n}`,
          type: 'lead.captured',
          payload: '{}',
          lead_id: null,
          occurred_at: NOW,
          fanned_out_at: NOW,
        })
        .execute();
      await db
        .insertInto('webhook_deliveries')
        .values({
          id: crypto.randomUUID(),
          endpoint_id: id,
          event_id: `msg_${n}`,
          status: 'succeeded',
          attempts: 1,
          last_status_code: 204,
          created_at: `2026-11-20T0${n}:00:00.000Z`,
          updated_at: `2026-11-20T0${n}:00:00.000Z`,
        })
        .execute();
    }
    const first = (await (
      await routes().request(`/${id}/deliveries?pageSize=2`)
    ).json()) as WebhookDeliveriesPage;
    expect(first.total).toBe(3);
    expect(first.deliveries.map((delivery) => delivery.eventId)).toEqual(['msg_3', 'msg_2']);
    const second = (await (
      await routes().request(`/${id}/deliveries?pageSize=2&page=2`)
    ).json()) as WebhookDeliveriesPage;
    expect(second.deliveries.map((delivery) => delivery.eventId)).toEqual(['msg_1']);
    expect(first.endpoint.deliveries).toEqual({ pending: 0, succeeded: 3, failed: 0 });
    expect((await routes().request(`/${id}/deliveries?pageSize=500`)).status).toBe(400);
  });

  it('answers 403 to a staff member who is not an admin, reads included, and changes nothing', async () => {
    const { id } = await added();
    for (const [method, path] of [
      ['GET', '/'],
      ['POST', '/'],
      ['DELETE', `/${id}`],
      ['GET', `/${id}/deliveries`],
      ['POST', `/${id}/test`],
      ['POST', `/deliveries/${crypto.randomUUID()}/resend`],
    ] as const) {
      const res = await routes('viewer').request(
        path,
        method === 'POST' && path === '/'
          ? jsonRequest('POST', { url: PUBLIC_URL, events: ['lead.captured'] })
          : { method },
      );
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await res.json()).toMatchObject({ error: { code: 'forbidden' } });
    }
    const { db } = database();
    expect(await db.selectFrom('webhook_endpoints').select(['id', 'deleted_at']).execute()).toEqual([
      { id, deleted_at: null },
    ]);
    expect(await db.selectFrom('webhook_deliveries').select('id').execute()).toEqual([]);
  });
});
