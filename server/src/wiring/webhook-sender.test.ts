// The webhook sender end to end on each engine: the outbox fanned out into deliveries, each attempt
// signed and POSTed by the real HTTP transport to a local receiver that verifies it with the
// standardwebhooks library, retried on Svix's schedule under a clock the test moves.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TEST_EVENT_TYPE } from '@funil/core/outbound-events';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import type { Kysely } from 'kysely';
import { Webhook } from 'standardwebhooks';
import { afterEach, expect, it } from 'vitest';
import { outboundEvent } from '../domain/outbound-event.ts';
import { newWebhookSecret } from '../domain/outbound-webhooks/webhook-secret.ts';
import type { WebhookSender } from '../domain/outbound-webhooks/webhook-sender.ts';
import type { Database } from '../storage/schema.ts';
import { createWebhookDeliveriesRepository } from '../storage/webhook-deliveries-repository.ts';
import { createWebhookSenderOn } from './webhook-sender.ts';

interface Received {
  id: string;
  timestamp: number;
  body: string;
  contentType: string | undefined;
  verified: boolean;
}

interface Receiver {
  url: string;
  hostPort: string;
  received: Received[];
  close(): Promise<void>;
}

/** A local receiver: answers the n-th request (from 0) as `answer` says, verifying each signature. */
async function startReceiver(
  secret: string,
  answer: (n: number) => { status: number; location?: string } = () => ({ status: 204 }),
): Promise<Receiver> {
  const received: Received[] = [];
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const headers = Object.fromEntries(
      ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [
        name,
        String(req.headers[name]),
      ]),
    );
    let verified = true;
    try {
      new Webhook(secret).verify(body, headers);
    } catch {
      verified = false;
    }
    const reply = answer(received.length);
    received.push({
      id: headers['webhook-id'] as string,
      timestamp: Number(headers['webhook-timestamp']),
      body,
      contentType: req.headers['content-type'],
      verified,
    });
    res.writeHead(reply.status, reply.location ? { location: reply.location } : {});
    res.end('{"recebido":"dados que não guardamos"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/funil`,
    hostPort: `127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const opened: Receiver[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((receiver) => receiver.close()));
});

async function receiver(...args: Parameters<typeof startReceiver>): Promise<Receiver> {
  const started = await startReceiver(...args);
  opened.push(started);
  return started;
}

/** A clock the test moves; it starts 150 s behind real time so the receivers' ±5 min tolerance holds. */
function testClock() {
  let ms = Date.now() - 150_000;
  return {
    now: () => new Date(ms),
    advance: (by: number) => {
      ms += by;
    },
  };
}

async function insertEndpoint(
  db: Kysely<Database>,
  endpoint: { url: string; secret: string; events?: string[]; createdAt: Date; disabled?: boolean },
): Promise<string> {
  const id = crypto.randomUUID();
  const at = endpoint.createdAt.toISOString();
  await db
    .insertInto('webhook_endpoints')
    .values({
      id,
      url: endpoint.url,
      events: JSON.stringify(endpoint.events ?? ['lead.captured', 'purchase.approved']),
      description: null,
      secret: endpoint.secret,
      created_by: null,
      created_at: at,
      updated_at: at,
      failing_since: null,
      disabled_at: endpoint.disabled ? at : null,
      disabled_reason: endpoint.disabled ? 'staff' : null,
      deleted_at: null,
    })
    .execute();
  return id;
}

async function insertEvent(
  db: Kysely<Database>,
  at: Date,
  type: 'lead.captured' | 'purchase.approved' = 'lead.captured',
): Promise<{ id: string; payload: string }> {
  const event = outboundEvent(type, { lead: { nome: 'Ana Souza', whatsapp: '5521999990000' } }, at, null);
  await db
    .insertInto('outbound_events')
    .values({ ...event, fanned_out_at: null })
    .execute();
  return event;
}

async function attemptsOf(db: Kysely<Database>, eventId: string) {
  return db
    .selectFrom('webhook_attempts as a')
    .innerJoin('webhook_deliveries as d', 'd.id', 'a.delivery_id')
    .select(['a.attempt', 'a.status_code', 'a.error', 'a.started_at'])
    .where('d.event_id', '=', eventId)
    .orderBy('a.attempt')
    .execute();
}

async function deliveryOf(db: Kysely<Database>, eventId: string) {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow();
}

function logLines() {
  const lines: { level: string; message: string; fields: Record<string, unknown> }[] = [];
  const at = (level: string) => (fields: Record<string, unknown>, message: string) => {
    lines.push({ level, message, fields });
  };
  return { lines, logger: { info: at('info'), warn: at('warn'), error: at('error') } };
}

describeEachEngine('webhook sender', (database) => {
  function sender(
    clock: ReturnType<typeof testClock>,
    allowed: string[],
    logger = logLines().logger,
  ): WebhookSender {
    return createWebhookSenderOn({
      db: database().db,
      config: { allowedPrivateHosts: allowed, leaseSeconds: 60 },
      logger,
      now: clock.now,
    });
  }

  it('fans each event out once to the active endpoints subscribed to it that existed when it happened', async () => {
    const { db } = database();
    const clock = testClock();
    const secret = newWebhookSecret();
    const target = await receiver(secret);
    const before = new Date(clock.now().getTime() - 60_000);
    const leads = await insertEndpoint(db, {
      url: target.url,
      secret,
      events: ['lead.captured'],
      createdAt: before,
    });
    const both = await insertEndpoint(db, { url: target.url, secret, createdAt: before });
    await insertEndpoint(db, { url: target.url, secret, events: ['purchase.approved'], createdAt: before });
    await insertEndpoint(db, { url: target.url, secret, createdAt: before, disabled: true });
    const deleted = await insertEndpoint(db, { url: target.url, secret, createdAt: before });
    await db
      .updateTable('webhook_endpoints')
      .set({ deleted_at: before.toISOString() })
      .where('id', '=', deleted)
      .execute();
    const event = await insertEvent(db, clock.now());
    // Created after the event happened: it hears only what happens from then on.
    await insertEndpoint(db, { url: target.url, secret, createdAt: new Date(clock.now().getTime() + 1) });
    // The staff's test event is made with its delivery already; a subscription never picks it up.
    await db
      .insertInto('outbound_events')
      .values({
        id: 'msg_teste',
        type: TEST_EVENT_TYPE,
        payload: '{}',
        lead_id: null,
        occurred_at: clock.now().toISOString(),
        fanned_out_at: null,
      })
      .execute();

    // Two senders at once (another pool on PostgreSQL, as another process): each delivery made once.
    const other = database().engine === 'postgres' ? database().openAnother() : db;
    const store = createWebhookDeliveriesRepository;
    const now = clock.now().toISOString();
    await Promise.all([store(db).fanOut({ now, limit: 10 }), store(other).fanOut({ now, limit: 10 })]);
    expect(await store(db).fanOut({ now, limit: 10 })).toBe(0);

    const deliveries = await db
      .selectFrom('webhook_deliveries')
      .select(['endpoint_id', 'event_id', 'status'])
      .execute();
    expect(deliveries.map((d) => d.endpoint_id).sort()).toEqual([leads, both].sort());
    expect(deliveries.every((d) => d.event_id === event.id && d.status === 'pending')).toBe(true);
    const fanned = await db.selectFrom('outbound_events').select(['id', 'fanned_out_at']).execute();
    expect(fanned.every((row) => row.fanned_out_at !== null)).toBe(true);
  });

  it('signs each attempt, retries a 500 after 5 s and 5 min, and keeps the same webhook-id', async () => {
    const { db } = database();
    const clock = testClock();
    const secret = newWebhookSecret();
    const target = await receiver(secret, (n) => ({ status: n < 2 ? 500 : 200 }));
    await insertEndpoint(db, { url: target.url, secret, createdAt: new Date(clock.now().getTime() - 1_000) });
    const event = await insertEvent(db, clock.now());
    const webhooks = sender(clock, [target.hostPort]);

    await webhooks.drain();
    expect(target.received).toHaveLength(1);
    clock.advance(4_999);
    await webhooks.drain();
    expect(target.received, 'nothing before the 5 s are up').toHaveLength(1);
    clock.advance(1);
    await webhooks.drain();
    expect(target.received).toHaveLength(2);
    clock.advance(5 * 60_000 - 1);
    await webhooks.drain();
    expect(target.received, 'nothing before the 5 min are up').toHaveLength(2);
    clock.advance(1);
    await webhooks.drain();

    expect(target.received).toHaveLength(3);
    expect(target.received.map((r) => r.id)).toEqual([event.id, event.id, event.id]);
    expect(target.received.every((r) => r.verified && r.body === event.payload)).toBe(true);
    expect(target.received.every((r) => r.contentType === 'application/json')).toBe(true);
    // Each attempt carries its own timestamp.
    const [t1, t2, t3] = target.received.map((r) => r.timestamp) as [number, number, number];
    expect([t2 - t1, t3 - t2]).toEqual([5, 300]);

    expect(await attemptsOf(db, event.id)).toMatchObject([
      { attempt: 1, status_code: 500, error: 'http_500' },
      { attempt: 2, status_code: 500, error: 'http_500' },
      { attempt: 3, status_code: 200, error: null },
    ]);
    const delivery = await deliveryOf(db, event.id);
    expect(delivery).toMatchObject({ status: 'succeeded', last_status_code: 200, next_attempt_at: null });
    expect(Number(delivery.attempts)).toBe(3);
    const endpoint = await db
      .selectFrom('webhook_endpoints')
      .select('failing_since')
      .executeTakeFirstOrThrow();
    expect(endpoint.failing_since, 'a success clears it').toBeNull();
  });

  it('gives up after the 8th attempt on the schedule; a resend makes one more, numbered after them', async () => {
    const { db } = database();
    const clock = testClock();
    const secret = newWebhookSecret();
    const target = await receiver(secret, () => ({ status: 503 }));
    await insertEndpoint(db, { url: target.url, secret, createdAt: new Date(clock.now().getTime() - 1_000) });
    const event = await insertEvent(db, clock.now());
    const { lines, logger } = logLines();
    const webhooks = sender(clock, [target.hostPort], logger);
    const waits = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];

    await webhooks.drain();
    for (const wait of waits) {
      clock.advance(wait - 1);
      await webhooks.drain();
      clock.advance(1);
      await webhooks.drain();
    }
    expect(target.received).toHaveLength(8);
    const failed = await deliveryOf(db, event.id);
    expect(failed).toMatchObject({ status: 'failed', next_attempt_at: null, last_status_code: 503 });
    expect(Number(failed.attempts)).toBe(8);
    const starts = (await attemptsOf(db, event.id)).map((a) => Date.parse(a.started_at));
    expect(starts.slice(1).map((start, i) => start - (starts[i] as number))).toEqual(waits);
    expect(lines.some((l) => l.level === 'warn' && l.message.includes('todas as tentativas falharam'))).toBe(
      true,
    );

    clock.advance(365 * 24 * 3_600_000);
    await webhooks.drain();
    expect(target.received, 'a failed delivery is never sent again by itself').toHaveLength(8);

    // Staff's "Reenviar": the delivery is pending again, due now.
    await db
      .updateTable('webhook_deliveries')
      .set({ status: 'pending', next_attempt_at: clock.now().toISOString() })
      .where('event_id', '=', event.id)
      .execute();
    await webhooks.drain();
    expect(target.received).toHaveLength(9);
    expect((await attemptsOf(db, event.id)).map((a) => a.attempt)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await deliveryOf(db, event.id)).toMatchObject({ status: 'failed', attempts: 9 });
  });

  it('refuses loopback not listed and the metadata address at delivery time, sending nothing', async () => {
    const { db } = database();
    const clock = testClock();
    const secret = newWebhookSecret();
    const target = await receiver(secret);
    const createdAt = new Date(clock.now().getTime() - 1_000);
    await insertEndpoint(db, { url: target.url, secret, createdAt });
    await insertEndpoint(db, { url: 'http://169.254.169.254/latest/meta-data/', secret, createdAt });
    await insertEndpoint(db, { url: 'https://169.254.169.254/latest/meta-data/', secret, createdAt });
    const event = await insertEvent(db, clock.now());

    // Even listed, the metadata address stays refused; the receiver's port is not listed.
    await sender(clock, ['169.254.169.254:80', '169.254.169.254:443']).drain();

    expect(target.received).toEqual([]);
    const attempts = await attemptsOf(db, event.id);
    expect(attempts).toHaveLength(3);
    expect(attempts.every((a) => a.error === 'address_refused' && a.status_code === null)).toBe(true);
    const deliveries = await db.selectFrom('webhook_deliveries').select(['status', 'attempts']).execute();
    expect(deliveries.every((d) => d.status === 'pending' && Number(d.attempts) === 1)).toBe(true);
  });

  it('leaves a delivery whose event was erased unclaimed, and sends the others', async () => {
    const { db } = database();
    const clock = testClock();
    const secret = newWebhookSecret();
    const target = await receiver(secret);
    await insertEndpoint(db, { url: target.url, secret, createdAt: new Date(clock.now().getTime() - 1_000) });
    const erased = await insertEvent(db, clock.now());
    const kept = await insertEvent(db, clock.now());
    const store = createWebhookDeliveriesRepository(db);
    await store.fanOut({ now: clock.now().toISOString(), limit: 10 });
    await db.deleteFrom('outbound_events').where('id', '=', erased.id).execute();

    await sender(clock, [target.hostPort]).drain();

    expect(target.received.map((r) => r.id)).toEqual([kept.id]);
    expect(await deliveryOf(db, erased.id)).toMatchObject({ status: 'pending', claim_id: null });
  });

  it('counts a 302 as a failure and never follows it', async () => {
    const { db } = database();
    const clock = testClock();
    const secret = newWebhookSecret();
    const elsewhere = await receiver(secret);
    const target = await receiver(secret, () => ({ status: 302, location: elsewhere.url }));
    await insertEndpoint(db, { url: target.url, secret, createdAt: new Date(clock.now().getTime() - 1_000) });
    const event = await insertEvent(db, clock.now());

    await sender(clock, [target.hostPort, elsewhere.hostPort]).drain();

    expect(target.received).toHaveLength(1);
    expect(elsewhere.received).toEqual([]);
    expect(await attemptsOf(db, event.id)).toMatchObject([
      { attempt: 1, status_code: 302, error: 'redirect' },
    ]);
    expect(await deliveryOf(db, event.id)).toMatchObject({ status: 'pending', last_status_code: 302 });
  });

  it('disables an endpoint whose deliveries have failed for 5 days, and stops sending to it', async () => {
    const { db } = database();
    const clock = testClock();
    const secret = newWebhookSecret();
    const target = await receiver(secret, () => ({ status: 500 }));
    const endpointId = await insertEndpoint(db, {
      url: target.url,
      secret,
      createdAt: new Date(clock.now().getTime() - 1_000),
    });
    const { lines, logger } = logLines();
    const webhooks = sender(clock, [target.hostPort], logger);
    const endpoint = () =>
      db
        .selectFrom('webhook_endpoints')
        .select(['failing_since', 'disabled_at', 'disabled_reason'])
        .where('id', '=', endpointId)
        .executeTakeFirstOrThrow();

    const firstFailure = clock.now().toISOString();
    await insertEvent(db, clock.now());
    await webhooks.drain();
    expect(await endpoint()).toEqual({
      failing_since: firstFailure,
      disabled_at: null,
      disabled_reason: null,
    });

    // Four days and more of failures: still on, failing since the first.
    for (let day = 1; day <= 4; day += 1) {
      clock.advance(24 * 3_600_000);
      await insertEvent(db, clock.now());
      await webhooks.drain();
    }
    expect(await endpoint()).toMatchObject({ failing_since: firstFailure, disabled_at: null });

    clock.advance(24 * 3_600_000);
    await insertEvent(db, clock.now());
    await webhooks.drain();
    const disabledAt = clock.now().toISOString();
    expect(await endpoint()).toEqual({
      failing_since: firstFailure,
      disabled_at: disabledAt,
      disabled_reason: 'failing_5_days',
    });
    expect(lines.filter((l) => l.level === 'error').map((l) => l.message)).toEqual([
      expect.stringContaining('Endpoint de webhook desativado: as entregas falham há 5 dias'),
    ]);

    // Its pending deliveries wait, unsent, and new events make none.
    const sent = target.received.length;
    const pending = await db
      .selectFrom('webhook_deliveries')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    expect(Number(pending.n)).toBeGreaterThan(0);
    await insertEvent(db, clock.now());
    clock.advance(24 * 3_600_000);
    await webhooks.drain();
    expect(target.received).toHaveLength(sent);
  });

  it('a success in between starts the 5 days again', async () => {
    const { db } = database();
    const clock = testClock();
    const secret = newWebhookSecret();
    let healthy = false;
    const target = await receiver(secret, () => ({ status: healthy ? 200 : 500 }));
    const endpointId = await insertEndpoint(db, {
      url: target.url,
      secret,
      createdAt: new Date(clock.now().getTime() - 1_000),
    });
    const webhooks = sender(clock, [target.hostPort]);
    await insertEvent(db, clock.now());
    await webhooks.drain();
    clock.advance(3 * 24 * 3_600_000);
    healthy = true;
    await insertEvent(db, clock.now());
    await webhooks.drain();
    healthy = false;
    clock.advance(3 * 24 * 3_600_000);
    await insertEvent(db, clock.now());
    await webhooks.drain();
    const restarted = clock.now().toISOString();
    clock.advance(3 * 24 * 3_600_000);
    await insertEvent(db, clock.now());
    await webhooks.drain();
    expect(
      await db
        .selectFrom('webhook_endpoints')
        .select(['failing_since', 'disabled_at'])
        .where('id', '=', endpointId)
        .executeTakeFirstOrThrow(),
    ).toEqual({ failing_since: restarted, disabled_at: null });
  });

  it('two senders sharing the outbox never send the same attempt', async () => {
    const { db } = database();
    const clock = testClock();
    const secret = newWebhookSecret();
    const target = await receiver(secret);
    await insertEndpoint(db, { url: target.url, secret, createdAt: new Date(clock.now().getTime() - 1_000) });
    const events = [];
    for (let i = 0; i < 120; i += 1) events.push(await insertEvent(db, clock.now()));
    const other = database().engine === 'postgres' ? database().openAnother() : db;
    const config = { allowedPrivateHosts: [target.hostPort], leaseSeconds: 60 };
    const senders = [db, other].map((handle) =>
      createWebhookSenderOn({ db: handle, config, logger: logLines().logger, now: clock.now, batchSize: 7 }),
    );

    const passes = await Promise.all(senders.map((s) => s.drain()));

    expect(passes.every((pass) => pass.succeeded > 0)).toBe(true);
    expect(target.received.map((r) => r.id).sort()).toEqual(events.map((e) => e.id).sort());
    expect(target.received.every((r) => r.verified)).toBe(true);
    const attempts = await db.selectFrom('webhook_attempts').select(['delivery_id', 'attempt']).execute();
    expect(attempts).toHaveLength(120);
    expect(attempts.every((a) => a.attempt === 1)).toBe(true);
  });
});
