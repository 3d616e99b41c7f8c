import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  describeEachEngineRaw,
  newSchemaName,
  TEST_DATABASE_URL,
} from '@funil/testkit/server/test-databases';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { engineOf, isPostgresUrl, openDatabase } from './database.ts';
import { heldSync, turn, watch } from './held-sync.ts';

describe('openDatabase', () => {
  it('opens PostgreSQL for postgres:// URLs and SQLite for anything else', async () => {
    expect(['postgres://a@b/c', 'postgresql://a@b/c', 'POSTGRES://x'].every(isPostgresUrl)).toBe(true);
    expect(['data/funil.db', ':memory:', '/tmp/postgres://x'].some(isPostgresUrl)).toBe(false);
    const db = openDatabase(':memory:');
    expect(engineOf(db)).toBe('sqlite');
    await db.destroy();
  });

  it('opens a SQLite file in WAL mode whose writes are answered after the WAL is synced', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'funil-database-'));
    const { syncFile, calls } = heldSync();
    const db = openDatabase(join(dir, 'funil.db'), { syncFile });
    try {
      const pragma = async (name: string) =>
        Object.values(
          (await sql.raw<Record<string, unknown>>(`pragma ${name}`).execute(db)).rows[0] ?? {},
        )[0];
      expect([await pragma('journal_mode'), await pragma('synchronous')]).toEqual(['wal', 1]);

      const write = watch(sql`create table notes (text text)`.execute(db));
      await expect.poll(() => calls.length).toBe(1);
      await turn();
      expect(write.settled()).toBe('pending');
      calls[0]?.release();
      await expect.poll(() => write.settled()).toBe('fulfilled');
    } finally {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a schema name that is not a plain identifier', () => {
    expect(() => openDatabase(TEST_DATABASE_URL, { schema: 'x; drop table leads' })).toThrow(
      /schema inválido/,
    );
  });
});

describeEachEngineRaw('PostgreSQL pool', (engine) => {
  it('reports a dropped idle connection and goes on with a new one', async () => {
    if (engine === 'sqlite') return;
    const errors: Error[] = [];
    const schema = newSchemaName();
    const db = openDatabase(TEST_DATABASE_URL, {
      schema,
      maxConnections: 1,
      onIdleError: (e) => errors.push(e),
    });
    try {
      expect(engineOf(db)).toBe('postgres');
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
      const killer = openDatabase(TEST_DATABASE_URL);
      await sql`select pg_terminate_backend(${rows[0]?.pid})`.execute(killer);
      await killer.destroy();
      await expect.poll(() => errors.length).toBe(1);

      const again = await sql<{ path: string }>`select current_setting('search_path') as path`.execute(db);
      expect(again.rows[0]?.path).toBe(schema);
    } finally {
      await db.destroy();
    }
  });
});
