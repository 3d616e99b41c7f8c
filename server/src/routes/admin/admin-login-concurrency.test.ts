// Issue 27, reproduction 1: wrong passwords sent all at once are refused before argon2 checks them,
// on every limiter store, and one Redis shared by two processes is one throttle.
import { randomUUID } from 'node:crypto';
import { createStaffTestApp, PASSWORD, type StaffTestApp } from '@funil/testkit/server/staff-login';
import { POSTGRES_AVAILABLE, TEST_DATABASE_URL } from '@funil/testkit/server/test-databases';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  type LimiterStore,
  memoryLimiterStore,
  postgresLimiterStore,
  redisLimiterStore,
} from '../../http/limiter-store.ts';
import { DEFAULT_LOGIN_THROTTLE } from '../../http/login-throttle.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';
/** This file's keys in the shared Redis and PostgreSQL, removed at the end. */
const PREFIX = `teste-login-${randomUUID().slice(0, 8)}:`;
const WRONG = 'senha-errada-bem-longa';
const { freeFailures, perAddress } = DEFAULT_LOGIN_THROTTLE;

const opened: LimiterStore[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
});
afterAll(async () => {
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${PREFIX}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
  if (!POSTGRES_AVAILABLE) return;
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  await client.query('delete from rate_limits where key like $1', [`${PREFIX}%`]).catch(() => {});
  await client.end();
});

type StoreKind = 'memory' | 'postgres' | 'redis';
const KINDS: StoreKind[] = ['memory', 'postgres', 'redis'];

async function openStore(kind: StoreKind): Promise<LimiterStore> {
  const store =
    kind === 'memory'
      ? memoryLimiterStore()
      : kind === 'postgres'
        ? await postgresLimiterStore(TEST_DATABASE_URL, { prefix: PREFIX })
        : await redisLimiterStore(REDIS_URL, { prefix: PREFIX });
  opened.push(store);
  return store;
}

/** A staff app counting on `store`; X-Forwarded-For names the client, as behind a proxy. */
async function appOn(store: LimiterStore, email: string): Promise<StaffTestApp> {
  const t = await createStaffTestApp({ trustProxy: true, limits: store });
  await t.addStaff(email, 'admin');
  return t;
}

/** 401 means argon2 checked the password; 429 means it was refused before any check. */
function tally(statuses: number[]) {
  return {
    checked: statuses.filter((status) => status === 401).length,
    refused: statuses.filter((status) => status === 429).length,
    other: statuses.filter((status) => status !== 401 && status !== 429),
  };
}

const uniqueEmail = () => `ana-${randomUUID().slice(0, 8)}@funil.test`;
const uniqueAddress = () =>
  `198.18.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

describe.each(KINDS)('simultaneous logins on the %s store', (kind) => {
  const skip = kind === 'postgres' && !POSTGRES_AVAILABLE;

  it.skipIf(skip)(
    'checks at most 5 of 40 wrong passwords sent at once for one account',
    async () => {
      const email = uniqueEmail();
      const address = uniqueAddress();
      const t = await appOn(await openStore(kind), email);
      const headers = { 'x-forwarded-for': address };

      const answers = await Promise.all(Array.from({ length: 40 }, () => t.logIn(email, WRONG, headers)));

      const { checked, refused, other } = tally(answers.map((res) => res.status));
      expect(other).toEqual([]);
      expect(checked).toBeGreaterThan(0);
      expect(checked).toBeLessThanOrEqual(freeFailures);
      expect(checked + refused).toBe(40);
      for (const res of answers.filter((answer) => answer.status === 429)) {
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      // The guessing address now waits, even with the right password.
      expect((await t.logIn(email, PASSWORD, headers)).status).toBe(429);
      // The owner, from an address of their own, gets in.
      expect((await t.logIn(email, PASSWORD, { 'x-forwarded-for': uniqueAddress() })).status).toBe(200);
    },
    60_000,
  );

  it.skipIf(skip)(
    `holds the ${perAddress}-a-day ceiling of one address under 150 simultaneous e-mails`,
    async () => {
      const address = uniqueAddress();
      const t = await appOn(await openStore(kind), uniqueEmail());

      const answers = await Promise.all(
        Array.from({ length: 150 }, () => t.logIn(uniqueEmail(), WRONG, { 'x-forwarded-for': address })),
      );

      const { checked, refused, other } = tally(answers.map((res) => res.status));
      expect(other).toEqual([]);
      expect(checked).toBeGreaterThan(0);
      expect(checked).toBeLessThanOrEqual(perAddress);
      expect(checked + refused).toBe(150);
    },
    120_000,
  );
});

describe('two server processes on one shared store', () => {
  it('two throttles on one Redis check at most 5 of 30 wrong passwords between them', async () => {
    const email = uniqueEmail();
    const address = uniqueAddress();
    const [a, b] = await Promise.all([
      appOn(await openStore('redis'), email),
      appOn(await openStore('redis'), email),
    ]);
    const headers = { 'x-forwarded-for': address };

    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? a : b).logIn(email, WRONG, headers)),
    );

    const { checked, other } = tally(answers.map((res) => res.status));
    expect(other).toEqual([]);
    expect(checked).toBeLessThanOrEqual(freeFailures);
  }, 60_000);

  it.skipIf(!POSTGRES_AVAILABLE)(
    'two throttles on one PostgreSQL check at most 5 of 30 wrong passwords between them',
    async () => {
      const email = uniqueEmail();
      const address = uniqueAddress();
      const [a, b] = await Promise.all([
        appOn(await openStore('postgres'), email),
        appOn(await openStore('postgres'), email),
      ]);
      const headers = { 'x-forwarded-for': address };

      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? a : b).logIn(email, WRONG, headers)),
      );

      const { checked, other } = tally(answers.map((res) => res.status));
      expect(other).toEqual([]);
      expect(checked).toBeLessThanOrEqual(freeFailures);
    },
    60_000,
  );
});
