// WhatsApp restart drill (issue 18): 500 messages are due; the server is killed (-9) twice while it
// sends them through the real Cloud API client to a local fake of the Graph API, each time at the
// worst moment (Meta has accepted a message, the server has not recorded it), and restarted. When no
// job is left pending, the fake has received each of the 500 messages exactly once.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServerProcess, startServerProcess } from '@funil/server/testing/server-process';
import { migrate, openDatabase } from '@funil/server/testing/storage';
import {
  FAKE_APP_SECRET,
  FAKE_PHONE_NUMBER_ID,
  FAKE_WHATSAPP_TOKEN,
  insertCadence,
  insertConsentedLead,
  insertJob,
  startFakeGraphWhatsApp,
} from '@funil/server/testing/whatsapp-fixtures';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { DRILL_PORT } from './drill-env.ts';

const MESSAGES = 500;
/** The sends after which each run is killed: the first run's, then the second's. */
const KILL_AT = [120 + Math.floor(Math.random() * 100), 100 + Math.floor(Math.random() * 100)];

const dataDir = mkdtempSync(join(tmpdir(), 'funil-whatsapp-drill-'));
const databasePath = join(dataDir, 'funil.db');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const phoneOf = (i: number) => `55219${String(10_000_000 + i).slice(-8)}`;

async function seed(): Promise<void> {
  const db = openDatabase(databasePath);
  try {
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
      await insertJob(db, {
        id: `job-${i}`,
        leadId: `lead-${i}`,
        cadenceId: 'cad-drill',
        step: 0,
        dueAt: due,
      });
    }
  } finally {
    await db.destroy();
  }
}

/**
 * Relays the server's sends to the fake; on the send numbered `killAt` it lets the fake accept the
 * message, then kills the server before the answer reaches it.
 */
async function startKillingRelay(target: string): Promise<{
  url: string;
  arm(server: ServerProcess, killAt: number): Promise<void>;
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
    close: () => new Promise<void>((resolve) => relay.close(() => resolve())),
  };
}

function jobCounts(): Record<string, number> {
  const db = new SQLite(databasePath, { readonly: true });
  try {
    const rows = db
      .prepare(
        `select status || coalesce(':' || last_error, '') as outcome, count(*) as n from whatsapp_jobs group by 1`,
      )
      .all() as { outcome: string; n: number }[];
    return Object.fromEntries(rows.map((row) => [row.outcome, row.n]));
  } finally {
    db.close();
  }
}

async function untilNothingPending(): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if ((jobCounts().pending ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Envios pendentes demais: ${JSON.stringify(jobCounts())}`);
}

describe('WhatsApp restart drill', () => {
  it(`sends each of ${MESSAGES} due messages exactly once through two kill -9 mid-send`, async () => {
    await seed();
    const fake = await startFakeGraphWhatsApp();
    const relay = await startKillingRelay(fake.host);
    const env = {
      DATABASE_PATH: databasePath,
      WHATSAPP_PROVIDER: 'cloud-api',
      WHATSAPP_GRAPH_URL: relay.url,
      WHATSAPP_ACCESS_TOKEN: FAKE_WHATSAPP_TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: FAKE_PHONE_NUMBER_ID,
      WHATSAPP_APP_SECRET: FAKE_APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: 'verificacao-do-ensaio',
      WHATSAPP_TICK_SECONDS: '1',
      // Whatever the hour the drill runs at in São Paulo.
      WHATSAPP_SEND_HOURS: '00-24',
    };
    try {
      for (const killAt of KILL_AT) {
        const server = await startServerProcess({ port: DRILL_PORT, env });
        // Resolves once the server is dead, right after the fake accepted the killAt-th send.
        await relay.arm(server, killAt);
      }
      const last = await startServerProcess({ port: DRILL_PORT, env });
      await untilNothingPending();
      await last.stop();
    } finally {
      await relay.close();
      await fake.close();
    }

    // Every number got its message once: none lost, none twice.
    const received = new Map<string, number>();
    for (const message of fake.sent) received.set(message.to, (received.get(message.to) ?? 0) + 1);
    const expected = Array.from({ length: MESSAGES }, (_, i) => phoneOf(i));
    expect([...received.keys()].sort()).toEqual(expected.sort());
    const twice = [...received].filter(([, count]) => count > 1).map(([phone]) => phone);
    expect(twice, 'números que receberam a mensagem mais de uma vez').toEqual([]);
    expect(fake.sent.every((message) => message.template?.name === 'recuperacao_pix')).toBe(true);

    // The two sends cut by a kill are recorded as interrupted (their outcome unknown to the server,
    // so never repeated); every other job is sent, with the id the fake answered.
    expect(jobCounts()).toEqual({ sent: MESSAGES - KILL_AT.length, 'failed:interrupted': KILL_AT.length });
    const db = new SQLite(databasePath, { readonly: true });
    try {
      const logged = db
        .prepare(`select phone, provider_message_id as id from whatsapp_messages where status = 'sent'`)
        .all() as { phone: string; id: string }[];
      const byId = new Map(fake.sent.map((message) => [message.id, message.to]));
      expect(logged).toHaveLength(MESSAGES - KILL_AT.length);
      expect(logged.every((row) => byId.get(row.id) === row.phone)).toBe(true);
      const counters = db.prepare(`select sum(messages_count) as total from leads`).get() as {
        total: number;
      };
      expect(counters.total).toBe(MESSAGES - KILL_AT.length);
    } finally {
      db.close();
    }
  });
});
