// WhatsApp restart drill (issue 18): 500 messages are due; the server is killed (-9) while it sends
// them through the real Cloud API client to a local fake of the Graph API, each time at the worst
// moment (Meta has accepted a message, the server has not recorded it), and restarted. When no job
// is left pending, the fake has received each of the 500 messages exactly once. On SQLite one
// process is killed twice; on PostgreSQL two processes share the jobs and one is killed.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  FAKE_APP_SECRET,
  FAKE_PHONE_NUMBER_ID,
  FAKE_WHATSAPP_TOKEN,
  type FakeSentMessage,
  insertCadence,
  insertConsentedLead,
  insertJob,
  startFakeGraphWhatsApp,
} from '@funil/testkit/fixtures/whatsapp-fixtures';
import { type ServerProcess, startServerProcess } from '@funil/testkit/server/server-process';
import { type Database, migrate, openDatabase } from '@funil/testkit/server/storage';
import { POSTGRES_AVAILABLE } from '@funil/testkit/server/test-databases';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DRILL_PORT } from './drill-env.ts';

const MESSAGES = 500;
/** The sends after which each run is killed: the first run's, then the second's. */
const KILL_AT = [120 + Math.floor(Math.random() * 100), 100 + Math.floor(Math.random() * 100)];

const dataDir = mkdtempSync(join(tmpdir(), 'funil-whatsapp-drill-'));
const databasePath = join(dataDir, 'funil.db');
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PG_DATABASE = `funil_whatsapp_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const DATABASE_URL = `${ADMIN_URL.replace(/\/[^/]*$/, '')}/${PG_DATABASE}`;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const phoneOf = (i: number) => `55219${String(10_000_000 + i).slice(-8)}`;

async function seed(db: Kysely<Database>): Promise<void> {
  await migrate(db);
  await insertCadence(db, {
    id: 'cad-drill',
    steps: [
      {
        delay_minutes: 0,
        text: 'Seu PIX ainda está aberto',
        template: { name: 'recuperacao_pix', language: 'pt_BR' },
      },
    ],
  });
  const due = new Date(Date.now() - 60_000).toISOString();
  for (let i = 0; i < MESSAGES; i += 1) {
    await insertConsentedLead(db, { id: `lead-${i}`, phone: phoneOf(i) });
    await insertJob(db, { id: `job-${i}`, leadId: `lead-${i}`, cadenceId: 'cad-drill', step: 0, dueAt: due });
  }
}

/**
 * Relays the server's sends to the fake; on the send numbered `killAt` it lets the fake accept the
 * message, then kills the server before the answer reaches it.
 */
async function startKillingRelay(target: string): Promise<{
  url: string;
  arm(server: ServerProcess, killAt: number): Promise<void>;
  /** Sends relayed since the start (or the last arm). */
  relayed(): number;
  close(): Promise<void>;
}> {
  let armed: { server: ServerProcess; killAt: number; killed: () => void } | undefined;
  let relayed = 0;
  const read = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const relay: Server = createServer(async (req, res) => {
    const body = await read(req);
    const answer = await fetch(`${target}${req.url}`, {
      method: req.method ?? 'POST',
      headers: {
        authorization: String(req.headers.authorization ?? ''),
        'content-type': 'application/json',
      },
      body,
    });
    const text = await answer.text();
    relayed += 1;
    if (armed && relayed === armed.killAt) {
      const { server, killed } = armed;
      armed = undefined;
      await server.kill();
      killed();
      res.destroy();
      return;
    }
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(text);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(relay.address() as AddressInfo).port}`,
    arm: (server, killAt) =>
      new Promise<void>((killed) => {
        relayed = 0;
        armed = { server, killAt, killed };
      }),
    relayed: () => relayed,
    close: () =>
      new Promise<void>((resolve) => {
        relay.closeAllConnections();
        relay.close(() => resolve());
      }),
  };
}

async function jobCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('whatsapp_jobs')
    .select((eb) => ['status', 'last_error', eb.fn.countAll<number | string>().as('n')])
    .groupBy(['status', 'last_error'])
    .execute();
  return Object.fromEntries(
    rows.map((row) => [row.last_error ? `${row.status}:${row.last_error}` : row.status, Number(row.n)]),
  );
}

async function untilNothingPending(db: Kysely<Database>): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (((await jobCounts(db)).pending ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Envios pendentes demais: ${JSON.stringify(await jobCounts(db))}`);
}

/** Each number got its message once; the cut sends are 'interrupted', the others 'sent' with the fake's id. */
async function expectEachOnce(db: Kysely<Database>, sent: FakeSentMessage[], kills: number): Promise<void> {
  const received = new Map<string, number>();
  for (const message of sent) received.set(message.to, (received.get(message.to) ?? 0) + 1);
  const expected = Array.from({ length: MESSAGES }, (_, i) => phoneOf(i));
  expect([...received.keys()].sort(), 'números sem a mensagem ou a mais').toEqual(expected.sort());
  const twice = [...received].filter(([, count]) => count > 1).map(([phone]) => phone);
  expect(twice, 'números que receberam a mensagem mais de uma vez').toEqual([]);
  expect(sent.every((message) => message.template?.name === 'recuperacao_pix')).toBe(true);

  // A send cut by a kill is recorded as interrupted (its outcome unknown to the server, so never
  // repeated); every other job is sent, logged with the id the fake answered, and counted on its lead.
  expect(await jobCounts(db)).toEqual({ sent: MESSAGES - kills, 'failed:interrupted': kills });
  const logged = await db
    .selectFrom('whatsapp_messages')
    .select(['phone', 'provider_message_id as id'])
    .where('status', '=', 'sent')
    .execute();
  const byId = new Map(sent.map((message) => [message.id, message.to]));
  expect(logged).toHaveLength(MESSAGES - kills);
  expect(logged.filter((row) => byId.get(row.id ?? '') !== row.phone)).toEqual([]);
  const counted = await db
    .selectFrom('leads')
    .select((eb) => eb.fn.sum<number | string>('messages_count').as('total'))
    .executeTakeFirstOrThrow();
  expect(Number(counted.total)).toBe(MESSAGES - kills);
}

function whatsappEnv(graphUrl: string): Record<string, string> {
  return {
    WHATSAPP_PROVIDER: 'cloud-api',
    WHATSAPP_GRAPH_URL: graphUrl,
    WHATSAPP_ACCESS_TOKEN: FAKE_WHATSAPP_TOKEN,
    WHATSAPP_PHONE_NUMBER_ID: FAKE_PHONE_NUMBER_ID,
    WHATSAPP_APP_SECRET: FAKE_APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: 'verificacao-do-ensaio',
    WHATSAPP_TICK_SECONDS: '1',
    // Whatever the hour the drill runs at in São Paulo.
    WHATSAPP_SEND_HOURS: '00-24',
  };
}

describe('WhatsApp restart drill [sqlite]', () => {
  it(`sends each of ${MESSAGES} due messages exactly once through two kill -9 mid-send`, async () => {
    const db = openDatabase(databasePath);
    await seed(db);
    const fake = await startFakeGraphWhatsApp();
    const relay = await startKillingRelay(fake.host);
    const env = { DATABASE_PATH: databasePath, ...whatsappEnv(relay.url) };
    try {
      for (const killAt of KILL_AT) {
        const server = await startServerProcess({ port: DRILL_PORT, env });
        // Resolves once the server is dead, right after the fake accepted the killAt-th send.
        await relay.arm(server, killAt);
      }
      const last = await startServerProcess({ port: DRILL_PORT, env });
      await untilNothingPending(db);
      await last.stop();
      await expectEachOnce(db, fake.sent, KILL_AT.length);
    } finally {
      await relay.close();
      await fake.close();
      await db.destroy();
    }
  });
});

describe.skipIf(!POSTGRES_AVAILABLE)('WhatsApp restart drill [postgres]', () => {
  it(`two processes send ${MESSAGES} due messages once each, one killed mid-send and restarted`, async () => {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${PG_DATABASE}`);
    const db = openDatabase(DATABASE_URL);
    const fake = await startFakeGraphWhatsApp();
    // One relay per process, so the kill lands on the process that made that send.
    const relays = [await startKillingRelay(fake.host), await startKillingRelay(fake.host)];
    const envOf = (i: number) => ({
      DATABASE_URL,
      // A dead process's claim is taken over after this; a live one never needs as long.
      WHATSAPP_LEASE_SECONDS: '5',
      ...whatsappEnv(relays[i]?.url ?? ''),
    });
    const running: ServerProcess[] = [];
    try {
      await seed(db);
      const [a, b] = await Promise.all(
        [0, 1].map((i) => startServerProcess({ port: DRILL_PORT + i, env: envOf(i) })),
      );
      running.push(b as ServerProcess);
      await relays[0]?.arm(a as ServerProcess, KILL_AT[0] as number);
      running.push(await startServerProcess({ port: DRILL_PORT, env: envOf(0) }));
      await untilNothingPending(db);
      await Promise.all(running.map((server) => server.stop()));
      await expectEachOnce(db, fake.sent, 1);
      // Both processes did send: the claim was shared, never doubled.
      expect(relays.every((relay) => relay.relayed() > 0)).toBe(true);
    } finally {
      await Promise.all(running.map((server) => server.kill()));
      await Promise.all(relays.map((relay) => relay.close()));
      await fake.close();
      await db.destroy();
      await admin.query(`drop database if exists ${PG_DATABASE} with (force)`);
      await admin.end();
    }
  });
});
