// Login storm drill (issue 27): against the real server, 200 wrong passwords for one account from one
// address, all at once, on each limiter store (memory on SQLite, PostgreSQL, Redis shared by two
// processes): argon2 checks at most 5 of them, counted by the server's own log line for each password
// it checks. Lead saves run all the while and every one is stored; their p50/p99 before and during
// the storm, and during a storm of 200 addresses that each get their one check, are printed, never
// asserted (a drill times nothing).
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createStaffUser, DEFAULT_LOGIN_THROTTLE } from '@funil/testkit/server/server-parts';
import { type ServerProcess, startServerProcess } from '@funil/testkit/server/server-process';
import { createStaffRepository, migrate, openDatabase } from '@funil/testkit/server/storage';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DRILL_PORT } from './drill-env.ts';

const run = promisify(execFile);
const STORM = 200;
const PASSWORD = 'senha-certa-bem-longa';
/** The server's line for each password argon2 checked (routes/admin/admin-session.ts). */
const CHECKED = 'Login da equipe: senha conferida';
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** A Redis database of this drill's own; only its own keys are removed at the end. */
const REDIS_URL = process.env.LOGIN_STORM_REDIS_URL ?? 'redis://127.0.0.1:6379/12';
/** Visitors saving leads back to back while the storms run. */
const VISITORS = 4;

const RUN = randomUUID().slice(0, 8);
const dataDir = mkdtempSync(join(tmpdir(), 'funil-login-storm-'));
const running: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(running.splice(0).map((server) => server.kill()));
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(dataDir, { recursive: true, force: true });
}, 120_000);

/** One installation: its database with one admin, and its servers' environment. */
interface Installation {
  email: string;
  env: Record<string, string>;
}

async function withAdmin(database: string, email: string): Promise<void> {
  const db = openDatabase(database);
  try {
    await migrate(db);
    const created = await createStaffUser(
      createStaffRepository(db),
      { email, name: 'Ana da Tempestade', role: 'admin', password: PASSWORD },
      new Date(),
    );
    if (!created.ok) throw new Error(created.message);
  } finally {
    await db.destroy();
  }
}

async function sqliteInstallation(): Promise<Installation> {
  const email = `ana-${RUN}@funil.test`;
  const databasePath = join(dataDir, 'funil.db');
  await withAdmin(databasePath, email);
  return { email, env: { DATABASE_PATH: databasePath } };
}

async function postgresInstallation(withRedis: boolean): Promise<Installation> {
  const name = `funil_tempestade_${RUN}_${withRedis ? 'r' : 'p'}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  cleanups.push(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  const databaseUrl = `${ADMIN_URL.replace(/\/[^/]*$/, '')}/${name}`;
  const email = `ana-${RUN}-${withRedis ? 'r' : 'p'}@funil.test`;
  await withAdmin(databaseUrl, email);
  return { email, env: { DATABASE_URL: databaseUrl, ...(withRedis ? { REDIS_URL } : {}) } };
}

async function start(installation: Installation, portOffset: number): Promise<ServerProcess> {
  const server = await startServerProcess({
    port: DRILL_PORT + portOffset,
    stdio: 'capture',
    env: {
      ...installation.env,
      // Behind a proxy, so the drill names each request's address; public writes never limited here.
      TRUST_PROXY: 'true',
      RATE_LIMIT_PUBLIC_WRITES: '1000000000',
      LOG_LEVEL: 'info',
    },
  });
  running.push(server);
  return server;
}

/** How many passwords each server's log says argon2 checked. */
function checkedPasswords(servers: ServerProcess[]): number {
  return servers
    .flatMap((server) => server.output().split('\n'))
    .filter((line) => line.startsWith('{') && (JSON.parse(line) as { msg?: string }).msg === CHECKED).length;
}

/**
 * The attacker's requests, all sent at once from a process of their own, as an attacker's would be:
 * sent from this one, 200 connections opening at once would stall the visitors' saves measured here.
 * Answers each login's status, in order.
 */
async function burst(logins: { origin: string; email: string; password: string; address: string }[]) {
  const script = `
    const logins = JSON.parse(process.argv[1]);
    const statuses = await Promise.all(logins.map(({ origin, email, password, address }) =>
      fetch(origin + '/api/admin/session', {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ email, password }),
      }).then((res) => res.status)));
    process.stdout.write(JSON.stringify(statuses));
  `;
  const { stdout } = await run(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(logins)],
    {
      maxBuffer: 1024 * 1024,
    },
  );
  return JSON.parse(stdout) as number[];
}

function logIn(origin: string, email: string, password: string, address: string): Promise<Response> {
  return fetch(`${origin}/api/admin/session`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password }),
  });
}

let phoneSequence = 0;
const nextPhone = () => `55219${String(40_000_000 + ++phoneSequence).slice(-8)}`;

interface Save {
  startedAt: number;
  ms: number;
  status: number;
}

/** Visitors save leads one after another until stopped; every save's start, duration and status. */
function leadSaves(origins: string[]) {
  const saves: Save[] = [];
  let stopped = false;
  const visitor = async (index: number) => {
    while (!stopped) {
      const origin = origins[index % origins.length] ?? '';
      const startedAt = performance.now();
      const res = await fetch(`${origin}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${index + 1}` },
        body: JSON.stringify({ name: 'Visitante da Tempestade', phone: nextPhone(), started_at: 0 }),
      });
      await res.arrayBuffer();
      saves.push({ startedAt, ms: performance.now() - startedAt, status: res.status });
    }
  };
  const visitors = Promise.all(Array.from({ length: VISITORS }, (_, index) => visitor(index)));
  return {
    saves,
    async stop() {
      stopped = true;
      await visitors;
    },
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

function describeSaves(label: string, saves: Save[], from: number, to: number): string {
  const times = saves
    .filter((save) => save.startedAt >= from && save.startedAt < to)
    .map((save) => save.ms)
    .sort((a, b) => a - b);
  const p50 = percentile(times, 50).toFixed(1);
  const p99 = percentile(times, 99).toFixed(1);
  return `  ${label.padEnd(34)} ${String(times.length).padStart(5)} saves   p50 ${p50.padStart(7)} ms   p99 ${p99.padStart(7)} ms`;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The drill on one installation's servers: both storms with lead saves running throughout. */
async function storm(storeName: string, installation: Installation, servers: ServerProcess[]) {
  const origins = servers.map((server) => server.origin);
  const origin = (i: number) => origins[i % origins.length] ?? '';
  const saving = leadSaves(origins);

  const quietFrom = performance.now();
  await pause(3_000);
  const oneAccountFrom = performance.now();

  // 200 wrong passwords for one account from one address, all at once, spread over the servers.
  const before = checkedPasswords(servers);
  const guesser = `198.18.${Math.floor(Math.random() * 250)}.7`;
  const statuses = await burst(
    Array.from({ length: STORM }, (_, i) => ({
      origin: origin(i),
      email: installation.email,
      password: `errada-${i}-longa`,
      address: guesser,
    })),
  );
  await pause(500);
  const checkedInStorm = checkedPasswords(servers) - before;
  const manyAddressesFrom = performance.now();

  // 200 addresses, one wrong password each: every one of them is checked, one or two at a time.
  const widely = checkedPasswords(servers);
  const spread = await burst(
    Array.from({ length: STORM }, (_, i) => ({
      origin: origin(i),
      email: installation.email,
      password: `errada-${i}-longa`,
      address: `198.19.${Math.floor(i / 250)}.${(i % 250) + 1}`,
    })),
  );
  await pause(500);
  const checkedWidely = checkedPasswords(servers) - widely;
  const afterFrom = performance.now();
  await pause(2_000);
  await saving.stop();
  const end = performance.now();

  // The owner, from an address of their own, gets in.
  const owner = await logIn(origin(0), installation.email, PASSWORD, '203.0.113.200');
  // The next installation's servers take these ports.
  await Promise.all(servers.map((server) => server.kill()));

  console.log(
    [
      `Login storm on the ${storeName} store (${servers.length} process${servers.length > 1 ? 'es' : ''}):`,
      `  ${STORM} wrong passwords, one account, one address: ${checkedInStorm} checked by argon2, ` +
        `${statuses.filter((s) => s === 429).length} refused with 429 before any check`,
      `  ${STORM} wrong passwords from ${STORM} addresses: ${checkedWidely} checked`,
      'Lead saves (POST /api/leads, 4 visitors back to back):',
      describeSaves('before the storms', saving.saves, quietFrom, oneAccountFrom),
      describeSaves('one account, one address', saving.saves, oneAccountFrom, manyAddressesFrom),
      describeSaves(
        `${STORM} addresses (${STORM} argon2 checks)`,
        saving.saves,
        manyAddressesFrom,
        afterFrom,
      ),
      describeSaves('after', saving.saves, afterFrom, end),
    ].join('\n'),
  );

  expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
  expect(checkedInStorm).toBeGreaterThan(0);
  expect(checkedInStorm).toBeLessThanOrEqual(DEFAULT_LOGIN_THROTTLE.freeFailures);
  expect(statuses.filter((status) => status === 401)).toHaveLength(checkedInStorm);
  expect(spread).toEqual(Array<number>(STORM).fill(401));
  expect(checkedWidely).toBe(STORM);
  expect(owner.status).toBe(200);
  // Nothing a visitor sent was lost to the storm.
  expect(saving.saves.filter((save) => save.status !== 201 && save.status !== 200)).toEqual([]);
}

describe('a login storm against the running server', () => {
  it('on SQLite with the memory store, checks at most 5 of 200 simultaneous wrong passwords', async () => {
    const installation = await sqliteInstallation();
    await storm('memory', installation, [await start(installation, 0)]);
  });

  it('on PostgreSQL with the PostgreSQL store, checks at most 5 of 200', async () => {
    const installation = await postgresInstallation(false);
    await storm('PostgreSQL', installation, [await start(installation, 0)]);
  });

  it('on two processes sharing PostgreSQL and Redis, checks at most 5 of 200 between them', async () => {
    const redis = new Redis(REDIS_URL);
    cleanups.push(async () => {
      const keys = await redis.keys(`funil:*${RUN}*`);
      const addresses = await redis.keys('funil:login-ip:198.1[89].*');
      const all = [...keys, ...addresses];
      if (all.length > 0) await redis.del(...all);
      await redis.quit();
    });
    const installation = await postgresInstallation(true);
    const servers = await Promise.all([start(installation, 0), start(installation, 1)]);
    await storm('Redis', installation, servers);
  });
});
