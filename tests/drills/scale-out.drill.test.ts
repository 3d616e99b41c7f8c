// Scale-out drill (issue 17): two server processes on one PostgreSQL and one Redis, as behind a
// reverse proxy. A lead burst alternates between them and one is killed with -9 halfway: every
// acknowledged lead is stored, once. A per-IP budget of N admits N across both; a sandbox checkout
// opened through one is paid through the other; the model job runs once for all of them.
import { randomUUID } from 'node:crypto';
import { type ServerProcess, startServerProcess } from '@funil/testkit/server/server-process';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRILL_PORT } from './drill-env.ts';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATABASE = `funil_escala_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const DATABASE_URL = `${ADMIN_URL.replace(/\/[^/]*$/, '')}/${DATABASE}`;
const REDIS_URL = process.env.DRILL_REDIS_URL ?? 'redis://127.0.0.1:6379/7';

const VISITORS = 8;
const LEADS_PER_VISITOR = 40;
/** Process A is killed once this many leads were acknowledged. */
const KILL_AFTER = 100;

const admin = new pg.Client({ connectionString: ADMIN_URL });
const redis = new Redis(REDIS_URL);
const running: ServerProcess[] = [];
let db: pg.Client;

function start(portOffset: number, env: Record<string, string> = {}): Promise<ServerProcess> {
  return startServerProcess({
    port: DRILL_PORT + portOffset,
    stdio: 'capture',
    env: {
      DATABASE_URL,
      REDIS_URL,
      LOG_LEVEL: 'info',
      RATE_LIMIT_PUBLIC_WRITES: '1000000000',
      ...env,
    },
  }).then((server) => {
    running.push(server);
    return server;
  });
}

let phoneSequence = 0;
const nextPhone = () => `55219${String(30_000_000 + ++phoneSequence).slice(-8)}`;

function saveLead(origin: string, phone: string): Promise<Response> {
  return fetch(`${origin}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Visitante da Escala', phone, started_at: 0 }),
  });
}

beforeAll(async () => {
  await admin.connect();
  await admin.query(`create database ${DATABASE}`);
  db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  await redis.flushdb();
});

afterAll(async () => {
  // Killed, not stopped: nothing here tests a clean stop, and six graceful stops on a busy machine
  // can outlast the hook's time.
  await Promise.all(running.map((server) => server.kill()));
  await db?.end();
  await admin.query(`drop database if exists ${DATABASE} with (force)`);
  await admin.end();
  await redis.flushdb();
  await redis.quit();
}, 120_000);

describe('two server processes on one PostgreSQL and one Redis', () => {
  it('keeps every acknowledged lead, once, through a kill -9 of one process mid-burst', async () => {
    // Both start together: the migrations run once between them.
    const [a, b] = await Promise.all([start(0), start(1)]);
    const acknowledged: { phone: string; id: string }[] = [];
    let turn = 0;
    let killed: Promise<void> | undefined;

    const visitor = async () => {
      for (let i = 0; i < LEADS_PER_VISITOR; i += 1) {
        const phone = nextPhone();
        const first = turn++ % 2 === 0 ? a : b;
        let res: Response;
        try {
          res = await saveLead(first.origin, phone);
        } catch {
          // As the reverse proxy does: a request the dead process never answered goes to the other.
          res = await saveLead(b.origin, phone);
        }
        if (res.status !== 201 && res.status !== 200) throw new Error(`POST /api/leads: ${res.status}`);
        const body = (await res.json().catch(() => undefined)) as { id: string } | undefined;
        if (body) acknowledged.push({ phone, id: body.id });
        if (acknowledged.length >= KILL_AFTER && !killed) killed = a.kill();
      }
    };
    await Promise.all(Array.from({ length: VISITORS }, visitor));
    await killed;
    expect(killed, 'o processo A foi morto no meio da rajada').toBeDefined();

    // A lead the killed process committed without answering was resent to the other, which found
    // the phone already a lead: the browser without its secret gets a claim (decision 0019).
    const { rows } = await db.query<{ phone: string; ids: string[]; leads: number }>(
      `select l.phone, array_agg(l.id) || coalesce(array_agg(c.id) filter (where c.id is not null), '{}') as ids,
              count(distinct l.id)::int as leads
         from leads l left join lead_claims c on c.lead_id = l.id
        where l.phone = any($1) group by l.phone`,
      [acknowledged.map((lead) => lead.phone)],
    );
    const byPhone = new Map(rows.map((row) => [row.phone, row]));
    const lostOrDoubled = acknowledged.filter((lead) => {
      const stored = byPhone.get(lead.phone);
      return stored?.leads !== 1 || !stored.ids.includes(lead.id);
    });
    expect(lostOrDoubled).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(KILL_AFTER);
  });

  it('admits a per-IP budget of N a minute once across both processes', async () => {
    await redis.flushdb();
    const limited = { RATE_LIMIT_PUBLIC_WRITES: '10' };
    const [c, d] = await Promise.all([start(2, limited), start(3, limited)]);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const res = await saveLead((i % 2 === 0 ? c : d).origin, nextPhone());
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    expect(statuses.filter((status) => status === 201 || status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it('pays through one process a sandbox checkout opened through the other', async () => {
    await redis.flushdb();
    const [e, f] = await Promise.all([start(4), start(5)]);
    const lead = (await (await saveLead(e.origin, nextPhone())).json()) as { id: string; token: string };
    const created = await fetch(`${e.origin}/api/payments/pix`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        billingTypes: ['PIX'],
        chargeTypes: ['DETACHED'],
        minutesToExpire: 1440,
        items: [{ name: 'IA NA PRÁTICA', description: 'Programa', quantity: 1, value: 1 }],
        callback: {
          successUrl: `${e.origin}/pagamento/sucesso?lead=${lead.id}`,
          cancelUrl: `${e.origin}/ianapratica`,
          expiredUrl: `${e.origin}/pagamento/expirado?lead=${lead.id}`,
        },
        externalReference: `PROGRAMAIANAPRATICA_${lead.id}`,
        leadToken: lead.token,
      }),
    });
    expect(created.status).toBe(200);
    const link = new URL(((await created.json()) as { link: string }).link);
    const id = link.pathname.split('/').at(-1) as string;
    const key = link.searchParams.get('key') as string;

    const page = await fetch(`${f.origin}${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    await page.text();
    const paid = await fetch(`${f.origin}/sandbox/checkout/${id}/approve`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: f.origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ key, method: 'PIX' }),
    });
    expect(paid.status).toBe(303);
    const { rows } = await db.query<{ status: string; amount_cents: number }>(
      'select status, amount_cents from checkouts where provider_checkout_id = $1',
      [id],
    );
    expect(rows).toEqual([{ status: 'paid', amount_cents: 179_700 }]);
  });

  it('trains the conversion model once for all the processes started within the hour', async () => {
    const runs = running
      .map((server) => server.output().match(/"msg":"Modelo de conversão/g)?.length ?? 0)
      .reduce((sum, count) => sum + count, 0);
    expect(running).toHaveLength(6);
    expect(runs).toBe(1);
    const { rows } = await db.query('select job from job_runs');
    expect(rows).toEqual([{ job: 'modelo-de-conversao' }]);
  });
});
