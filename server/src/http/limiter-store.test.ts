// Two processes sharing one budget: two stores opened on the same Redis, or on the same PostgreSQL,
// admit N requests in all, not N each. Memory stores (one SQLite process) count apart.
import { randomUUID } from 'node:crypto';
import { TEST_DATABASE_URL } from '@funil/testkit/server/test-databases';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type LimiterStore,
  memoryLimiterStore,
  postgresLimiterStore,
  redisLimiterStore,
} from './limiter-store.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';

const opened: LimiterStore[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
});

async function admitted(stores: LimiterStore[], points: number, attempts: number): Promise<number> {
  // A fresh name per run: the stores outlive the test in Redis and PostgreSQL.
  const name = `teste-${randomUUID()}`;
  const limiters = stores.map((store) => store.limiter({ name, points, durationSeconds: 60 }));
  let count = 0;
  for (let i = 0; i < attempts; i += 1) {
    try {
      await limiters[i % limiters.length]?.consume('203.0.113.7');
      count += 1;
    } catch (rejection) {
      if (rejection instanceof Error) throw rejection;
    }
  }
  return count;
}

describe('limiter stores', () => {
  it('two processes on one Redis admit the budget once between them', async () => {
    opened.push(await redisLimiterStore(REDIS_URL), await redisLimiterStore(REDIS_URL));
    expect(await admitted(opened, 5, 12)).toBe(5);
  });

  it('two processes on one PostgreSQL admit the budget once between them', async () => {
    opened.push(await postgresLimiterStore(TEST_DATABASE_URL), await postgresLimiterStore(TEST_DATABASE_URL));
    expect(await admitted(opened, 5, 12)).toBe(5);
  });

  it('keeps the PostgreSQL counts in an unlogged table: a count waits for no disk sync', async () => {
    opened.push(await postgresLimiterStore(TEST_DATABASE_URL));
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    const { rows } = await client
      .query(`select relpersistence from pg_class where oid = to_regclass('rate_limits')`)
      .finally(() => client.end());
    expect(rows).toEqual([{ relpersistence: 'u' }]);
  });

  it('with the statement names dropped (PgBouncer in transaction mode) the PostgreSQL store still counts', async () => {
    const store = await postgresLimiterStore(TEST_DATABASE_URL, { unnamedStatements: true });
    opened.push(store);
    expect(await admitted([store], 3, 4)).toBe(3);
  });

  it('memory stores count each process apart (one SQLite process needs no more)', async () => {
    expect(await admitted([memoryLimiterStore(), memoryLimiterStore()], 5, 12)).toBe(10);
  });

  it('while Redis cannot answer, each process goes on counting in its own memory', async () => {
    const store = await redisLimiterStore(REDIS_URL);
    opened.push(store);
    const limiter = store.limiter({ name: `teste-${randomUUID()}`, points: 2, durationSeconds: 60 });
    await store.close();
    opened.length = 0;
    await expect(limiter.consume('198.51.100.1')).resolves.toMatchObject({ consumedPoints: 1 });
    await limiter.consume('198.51.100.1');
    await expect(limiter.consume('198.51.100.1')).rejects.toMatchObject({ consumedPoints: 3 });
  });

  it('opens while nobody answers at REDIS_URL: one warning, and the counts go on in memory', async () => {
    const warnings: string[] = [];
    const log = { warn: (_: unknown, message: string) => warnings.push(message), info: () => {} };
    // Port 9 (discard) on loopback: nothing listens there.
    const store = await redisLimiterStore('redis://:segredo@127.0.0.1:9/0', { log });
    opened.push(store);
    const limiter = store.limiter({ name: `teste-${randomUUID()}`, points: 2, durationSeconds: 60 });

    await limiter.consume('198.51.100.2');
    await limiter.consume('198.51.100.2');
    await expect(limiter.consume('198.51.100.2')).rejects.toMatchObject({ consumedPoints: 3 });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^Redis não responde em 127\.0\.0\.1:9: /);
    expect(warnings[0]).not.toContain('segredo');
  });
});
