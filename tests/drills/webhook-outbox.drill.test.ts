// Webhook outbox drill (issue 31): 500 events are due for one producer's endpoint, a local receiver.
// The server sends them and is killed (-9) right after the receiver took one delivery and before the
// server recorded it, then restarted: every event reaches the receiver at least once, signed, and no
// delivery is lost or left pending. Only the attempts cut by the kill are sent twice. On PostgreSQL
// two processes share the outbox (one killed and restarted), then send 500 more with both alive:
// each of those exactly once, no attempt sent twice.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { outboundEvent } from '@funil/server/domain/outbound-event';
import { newWebhookSecret } from '@funil/server/domain/outbound-webhooks/webhook-secret';
import { webhookSignature } from '@funil/server/domain/outbound-webhooks/webhook-signature';
import { type ServerProcess, startServerProcess } from '@funil/testkit/server/server-process';
import { type Database, migrate, openDatabase } from '@funil/testkit/server/storage';
import { POSTGRES_AVAILABLE } from '@funil/testkit/server/test-databases';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DRILL_PORT } from './drill-env.ts';

const EVENTS = 500;
/** Deliveries one server sends at once (the sender's batch): at most these are cut by a kill. */
const IN_FLIGHT = 16;
const SECRET = newWebhookSecret();

const dataDir = mkdtempSync(join(tmpdir(), 'funil-webhook-drill-'));
const databasePath = join(dataDir, 'funil.db');
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PG_DATABASE = `funil_webhooks_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const DATABASE_URL = `${ADMIN_URL.replace(/\/[^/]*$/, '')}/${PG_DATABASE}`;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Delivery {
  id: string;
  signed: boolean;
}

/**
 * The producer's system: answers 200 to each signed delivery and logs it. Armed, it lets the
 * killAt-th delivery in, kills the server, and never answers it.
 */
async function startReceiver(): Promise<{
  url: string;
  hostPort: string;
  log: Delivery[];
  arm(server: ServerProcess, killAt: number): Promise<void>;
  /**
   * Holds its answers until more than one sender's batch is waiting at once: a second process is
   * then sending beside the first (one process never has more than IN_FLIGHT in flight).
   */
  holdUntilTwoSenders(): void;
  close(): Promise<void>;
}> {
  const log: Delivery[] = [];
  let armed: { server: ServerProcess; killAt: number; killed: () => void } | undefined;
  let held: (() => void)[] | undefined;
  const signed = (headers: IncomingHttpHeaders, body: string) => {
    const id = String(headers['webhook-id']);
    const timestamp = Number(headers['webhook-timestamp']);
    const drift = Math.abs(Date.now() / 1000 - timestamp);
    return (
      drift < 300 &&
      String(headers['webhook-signature'])
        .split(' ')
        .includes(webhookSignature(SECRET, id, timestamp, body))
    );
  };
  const server: Server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    log.push({ id: String(req.headers['webhook-id']), signed: signed(req.headers, body) });
    if (armed && log.length >= armed.killAt) {
      const { server: victim, killed } = armed;
      armed = undefined;
      await victim.kill();
      killed();
      res.destroy();
      return;
    }
    if (held) {
      const waiting = held;
      if (waiting.length + 1 > IN_FLIGHT) {
        held = undefined;
        for (const release of waiting) release();
      } else await new Promise<void>((release) => waiting.push(release));
    }
    res.writeHead(200).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const hostPort = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `http://${hostPort}/webhooks/funil`,
    hostPort,
    log,
    holdUntilTwoSenders: () => {
      held = [];
    },
    arm: (victim, killAt) =>
      new Promise<void>((killed) => {
        armed = { server: victim, killAt, killed };
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function insertEndpoint(db: Kysely<Database>, url: string): Promise<void> {
  const at = new Date(Date.now() - 60_000).toISOString();
  await db
    .insertInto('webhook_endpoints')
    .values({
      id: randomUUID(),
      url,
      events: JSON.stringify(['lead.captured']),
      description: 'Ensaio',
      secret: SECRET,
      created_by: null,
      created_at: at,
      updated_at: at,
      failing_since: null,
      disabled_at: null,
      disabled_reason: null,
      deleted_at: null,
    })
    .execute();
}

/** `count` events queued as the emitters queue them (not yet fanned out); answers their ids. */
async function queueEvents(db: Kysely<Database>, count: number, tag: string): Promise<string[]> {
  const events = Array.from({ length: count }, (_, i) =>
    outboundEvent('lead.captured', { lead: { id: `${tag}-${i}`, nome: `Lead ${i}` } }, new Date(), null),
  );
  for (let start = 0; start < events.length; start += 100) {
    await db
      .insertInto('outbound_events')
      .values(events.slice(start, start + 100).map((event) => ({ ...event, fanned_out_at: null })))
      .execute();
  }
  return events.map((event) => event.id);
}

async function state(db: Kysely<Database>) {
  const deliveries = await db
    .selectFrom('webhook_deliveries')
    .select((eb) => ['status', eb.fn.countAll<number | string>().as('n')])
    .groupBy('status')
    .execute();
  const waiting = await db
    .selectFrom('outbound_events')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('fanned_out_at', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    ...Object.fromEntries(deliveries.map((row) => [row.status, Number(row.n)])),
    notFannedOut: Number(waiting.n),
  } as Record<string, number>;
}

async function untilAllSucceeded(db: Kysely<Database>, total: number): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const now = await state(db);
    if (now.succeeded === total && now.notFannedOut === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Entregas não concluídas: ${JSON.stringify(await state(db))}`);
}

/**
 * Each event reached the receiver signed, at least once; only what a kill cut came twice: the killed
 * process's deliveries in flight, and the one whose answer the receiver withheld (another process's,
 * on PostgreSQL, which then counts it failed and tries again).
 */
function expectEachAtLeastOnce(log: Delivery[], ids: string[], kills: number): void {
  const received = new Map<string, number>();
  for (const delivery of log) received.set(delivery.id, (received.get(delivery.id) ?? 0) + 1);
  const mine = new Set(ids);
  const missing = ids.filter((id) => !received.has(id));
  expect(missing, 'eventos que não chegaram').toEqual([]);
  expect(
    log.filter((d) => mine.has(d.id) && !d.signed),
    'entregas sem assinatura válida',
  ).toEqual([]);
  const twice = [...received].filter(([id, count]) => mine.has(id) && count > 1);
  expect(twice.length, 'reenvios além das tentativas cortadas').toBeLessThanOrEqual(kills * (IN_FLIGHT + 1));
}

/** webhook_attempts: one row per (delivery, attempt), each delivery's count its rows' count. */
async function expectAttemptsConsistent(db: Kysely<Database>, total: number): Promise<void> {
  const rows = await db
    .selectFrom('webhook_attempts')
    .select(['delivery_id', 'attempt', 'status_code'])
    .execute();
  const pairs = new Set(rows.map((row) => `${row.delivery_id}#${row.attempt}`));
  expect(pairs.size).toBe(rows.length);
  const deliveries = await db.selectFrom('webhook_deliveries').select(['id', 'attempts', 'status']).execute();
  expect(deliveries).toHaveLength(total);
  const perDelivery = new Map<string, number>();
  for (const row of rows) perDelivery.set(row.delivery_id, (perDelivery.get(row.delivery_id) ?? 0) + 1);
  expect(deliveries.filter((d) => Number(d.attempts) !== (perDelivery.get(d.id) ?? 0))).toEqual([]);
}

const webhookEnv = (hostPort: string, extra: Record<string, string>) => ({
  WEBHOOKS_ALLOWED_PRIVATE_HOSTS: hostPort,
  ...extra,
});

describe('Webhook outbox drill [sqlite]', () => {
  it(`delivers each of ${EVENTS} events at least once through a kill -9 mid-send`, async () => {
    const db = openDatabase(databasePath);
    await migrate(db);
    const receiver = await startReceiver();
    const env = webhookEnv(receiver.hostPort, { DATABASE_PATH: databasePath });
    try {
      await insertEndpoint(db, receiver.url);
      const ids = await queueEvents(db, EVENTS, 'sqlite');
      const first = await startServerProcess({ port: DRILL_PORT, env });
      await receiver.arm(first, 100 + Math.floor(Math.random() * 250));
      expect((await state(db)).succeeded ?? 0, 'a parada veio no meio do envio').toBeLessThan(EVENTS);
      const second = await startServerProcess({ port: DRILL_PORT, env });
      await untilAllSucceeded(db, EVENTS);
      await second.stop();
      expectEachAtLeastOnce(receiver.log, ids, 1);
      await expectAttemptsConsistent(db, EVENTS);
    } finally {
      await receiver.close();
      await db.destroy();
    }
  });
});

describe.skipIf(!POSTGRES_AVAILABLE)('Webhook outbox drill [postgres]', () => {
  it(`two processes share ${EVENTS} deliveries through a kill -9, then send ${EVENTS} more once each`, async () => {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${PG_DATABASE}`);
    const db = openDatabase(DATABASE_URL);
    const receiver = await startReceiver();
    // A dead process's claims are taken over after this; a live one never needs as long.
    const env = webhookEnv(receiver.hostPort, { DATABASE_URL, WEBHOOKS_LEASE_SECONDS: '5' });
    const running: ServerProcess[] = [];
    try {
      await migrate(db);
      await insertEndpoint(db, receiver.url);
      const ids = await queueEvents(db, EVENTS, 'pg');
      const [a, b] = await Promise.all([0, 1].map((i) => startServerProcess({ port: DRILL_PORT + i, env })));
      running.push(b as ServerProcess);
      await receiver.arm(a as ServerProcess, 100 + Math.floor(Math.random() * 250));
      running.push(await startServerProcess({ port: DRILL_PORT, env }));
      await untilAllSucceeded(db, EVENTS);
      expectEachAtLeastOnce(receiver.log, ids, 1);
      await expectAttemptsConsistent(db, EVENTS);

      // Both alive and sending at once: each of 500 more events is sent exactly once.
      const before = receiver.log.length;
      receiver.holdUntilTwoSenders();
      const more = await queueEvents(db, EVENTS, 'pg-more');
      await untilAllSucceeded(db, 2 * EVENTS);
      const later = receiver.log.slice(before);
      expect(later.map((d) => d.id).sort()).toEqual([...more].sort());
      expect(later.every((d) => d.signed)).toBe(true);
      await expectAttemptsConsistent(db, 2 * EVENTS);
      const senders = await db
        .selectFrom('webhook_deliveries')
        .innerJoin('outbound_events', 'outbound_events.id', 'webhook_deliveries.event_id')
        .select('webhook_deliveries.claim_id')
        .where('outbound_events.id', 'in', more)
        .execute();
      const processes = new Set(senders.map((row) => row.claim_id?.split(':')[0]));
      expect(processes.size, 'os dois processos enviaram').toBe(2);
      await Promise.all(running.map((server) => server.stop()));
    } finally {
      await Promise.all(running.map((server) => server.kill()));
      await receiver.close();
      await db.destroy();
      await admin.query(`drop database if exists ${PG_DATABASE} with (force)`);
      await admin.end();
    }
  });
});
