// Issue 27, reproduction 7: with the disk full, 1,488 of 1,500 lead saves answered 500 internal_error
// and the log said only "cannot rollback - no transaction is active" (Kysely's ROLLBACK after SQLite
// had already rolled back), never the cause. A full database, through the real app on each engine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERRORS } from '@funil/core/errors';
import {
  openTestDatabase,
  POSTGRES_AVAILABLE,
  type TestDatabase,
} from '@funil/testkit/server/test-databases';
import { type LogLine, postJson, type TestApp, testAppOn } from '@funil/testkit/server/test-server';
import { type Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../storage/database.ts';
import { migrate } from '../storage/migrate.ts';
import type { Database } from '../storage/schema.ts';

const SAVES = 300;
const phoneOf = (n: number) => `55119${String(10_000_000 + n).slice(-8)}`;

/** What a lead modal sends, each with its own phone. */
function save(t: TestApp, n: number) {
  return postJson(t.app, '/api/leads', {
    name: `Pessoa ${n} da Silva`,
    phone: phoneOf(n),
    utm_source: 'instagram',
    free_call: true,
  });
}

/** Every answer is a save (201) or the pt-BR 503 that tells the browser to come back later. */
async function expectSavedOrFull(res: Response): Promise<string | undefined> {
  if (res.status === 201) return ((await res.json()) as { id: string }).id;
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  expect(await res.json()).toEqual({ error: { code: 'storage_full', message: ERRORS.storage_full } });
  return undefined;
}

/** The log names the cause; Kysely's failed ROLLBACK never stands in for it. */
function expectCauseLogged(logs: LogLine[], code: string) {
  const text = JSON.stringify(logs);
  expect(text).not.toContain('cannot rollback');
  expect(text).not.toContain('internal_error');
  expect(logs.some((line) => line.msg.includes('sem espaço') && JSON.stringify(line).includes(code))).toBe(
    true,
  );
}

describe('a full disk on SQLite (max_page_count)', () => {
  let dir: string;
  let path: string;
  let db: Kysely<Database>;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'funil-disco-cheio-'));
    path = join(dir, 'funil.db');
    db = openDatabase(path);
    await migrate(db);
  });
  afterEach(async () => {
    await db.destroy().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After and the cause in the log, loses no acknowledged lead, and recovers', async () => {
    const t = testAppOn(db, { publicWritesPerMinute: 1_000_000 });
    const { page_count: pages } = (await sql<{ page_count: number }>`pragma page_count`.execute(db))
      .rows[0] ?? {
      page_count: 0,
    };
    // Room for a few dozen leads, then SQLITE_FULL, as a disk that fills up under a burst.
    await sql.raw(`pragma max_page_count = ${pages + 12}`).execute(db);

    const answers = await Promise.all(Array.from({ length: SAVES }, (_, n) => save(t, n)));
    const saved = (await Promise.all(answers.map(expectSavedOrFull))).filter((id) => id !== undefined);
    expect(saved.length).toBeGreaterThan(0);
    expect(saved.length).toBeLessThan(SAVES);
    expectCauseLogged(t.logs, 'SQLITE_FULL');

    // Room again: the next save works without a restart, and every acknowledged lead is on disk.
    await sql.raw('pragma max_page_count = 1073741823').execute(db);
    expect((await save(t, SAVES)).status).toBe(201);
    await db.destroy();
    db = openDatabase(path);
    const kept = await db.selectFrom('leads').select('id').where('id', 'in', saved).execute();
    expect(kept).toHaveLength(saved.length);
  });
});

describe.skipIf(!POSTGRES_AVAILABLE)('a full disk on PostgreSQL (SQLSTATE 53100)', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await openTestDatabase('postgres');
  });
  afterEach(async () => {
    await database?.close();
  });

  it('answers 503 with Retry-After and logs the cause, then saves again once there is room', async () => {
    const { db } = database;
    const t = testAppOn(db, { publicWritesPerMinute: 1_000_000 });
    // PostgreSQL's own error for a full disk, raised where a write would have needed the space.
    await sql`create function disco_cheio() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file: No space left on device' using errcode = '53100'; end $$`.execute(
      db,
    );
    await sql`create trigger disco_cheio before insert on leads for each row execute function disco_cheio()`.execute(
      db,
    );

    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => save(t, n)));
    for (const res of answers) expect(await expectSavedOrFull(res)).toBeUndefined();
    expectCauseLogged(t.logs, '53100');

    await sql`drop trigger disco_cheio on leads`.execute(db);
    const res = await save(t, 99);
    expect(res.status).toBe(201);
  });
});
