import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DurableSqliteDialect } from './durable-sqlite-dialect.ts';
import { type HeldSyncCall, heldSync, turn, watch } from './held-sync.ts';
import { createWalSync, WalSyncError } from './wal-sync.ts';

interface Notes {
  notes: { text: string };
}

let dir: string;
let db: Kysely<Notes>;
let calls: HeldSyncCall[];

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'funil-durable-sqlite-'));
  const path = join(dir, 'notes.db');
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  const held = heldSync();
  calls = held.calls;
  db = new Kysely<Notes>({
    dialect: new DurableSqliteDialect(sqlite, createWalSync(`${path}-wal`, held.syncFile)),
  });
  const created = sql`create table notes (text text not null unique)`.execute(db);
  await expect.poll(() => calls.length).toBe(1);
  calls[0]?.release();
  await created;
  calls.length = 0;
});

afterEach(async () => {
  for (const call of calls) call.release();
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const add = (text: string) => db.insertInto('notes').values({ text }).execute();
const texts = async () =>
  (await db.selectFrom('notes').select('text').orderBy('text').execute()).map((r) => r.text);

describe('DurableSqliteDialect', () => {
  it('answers an autocommit write only after the WAL sync that covers it', async () => {
    const write = watch(add('a'));
    await expect.poll(() => calls.length).toBe(1);
    await turn();
    expect(write.settled()).toBe('pending');

    calls[0]?.release();
    await expect.poll(() => write.settled()).toBe('fulfilled');
  });

  it('answers a transaction only after the WAL sync that covers its commit', async () => {
    const write = watch(
      db.transaction().execute(async (trx) => trx.insertInto('notes').values({ text: 'a' }).execute()),
    );
    await expect.poll(() => calls.length).toBe(1);
    await turn();
    expect(write.settled()).toBe('pending');

    calls[0]?.release();
    await expect.poll(() => write.settled()).toBe('fulfilled');
  });

  it('does not hold reads while a sync runs; they already see the committed row', async () => {
    const write = watch(add('a'));
    await expect.poll(() => calls.length).toBe(1);

    expect(await texts()).toEqual(['a']);
    expect(
      await db
        .transaction()
        .execute(async (trx) => (await trx.selectFrom('notes').selectAll().execute()).length),
    ).toBe(1);
    expect(write.settled()).toBe('pending');
    expect(calls).toHaveLength(1);
  });

  it('needs no sync for a rolled back transaction, a failed write or a transaction that only read', async () => {
    const saved = add('b');
    await expect.poll(() => calls.length).toBe(1);
    calls[0]?.release();
    await saved;

    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ text: 'a' }).execute();
        throw new Error('desistiu');
      }),
    ).rejects.toThrow('desistiu');
    await expect(add('b')).rejects.toThrow(/UNIQUE/);
    await db.transaction().execute((trx) => trx.selectFrom('notes').selectAll().execute());

    await turn();
    expect(calls).toHaveLength(1);
    expect(await texts()).toEqual(['b']);
  });

  it('covers two commits made while a sync runs with the next sync', async () => {
    const first = watch(add('a'));
    await expect.poll(() => calls.length).toBe(1);
    const later = [
      watch(add('b')),
      watch(db.transaction().execute((trx) => trx.insertInto('notes').values({ text: 'c' }).execute())),
    ];
    // Both are committed (the connection is free while the first sync runs)…
    await expect.poll(texts).toEqual(['a', 'b', 'c']);

    calls[0]?.release();
    await expect.poll(() => first.settled()).toBe('fulfilled');
    // …but that sync may have started before their frames were written.
    expect(later.map((write) => write.settled())).toEqual(['pending', 'pending']);
    await expect.poll(() => calls.length).toBe(2);
    calls[1]?.release();
    await expect.poll(() => later.map((write) => write.settled())).toEqual(['fulfilled', 'fulfilled']);
    expect(calls).toHaveLength(2);
  });

  it('fails the writes a failed sync was to cover, and the writes after it; reads go on', async () => {
    const write = add('a');
    await expect.poll(() => calls.length).toBe(1);
    calls[0]?.fail(new Error('EIO: i/o error, fdatasync'));

    await expect(write).rejects.toBeInstanceOf(WalSyncError);
    await expect(add('b')).rejects.toBeInstanceOf(WalSyncError);
    expect(await texts()).toEqual(['a', 'b']);
  });

  // Issue 27, reproduction 7: after SQLITE_FULL SQLite had rolled back on its own, Kysely's ROLLBACK
  // failed with "cannot rollback - no transaction is active", and that error replaced the cause.
  it('keeps the cause when SQLite already ended the transaction, and leaves nothing written', async () => {
    const cause = new Error('SQLITE_FULL: database or disk is full');
    const failed = db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ text: 'a' }).execute();
      // What SQLite does itself after SQLITE_FULL, SQLITE_IOERR or SQLITE_NOMEM.
      await sql`rollback`.execute(trx);
      throw cause;
    });
    await expect(failed).rejects.toBe(cause);
    // A savepoint's rollback, and a transaction rolled back by hand, likewise.
    const trx = await db.startTransaction().execute();
    const point = await trx.savepoint('antes').execute();
    await point.insertInto('notes').values({ text: 'b' }).execute();
    await sql`rollback`.execute(point);
    await expect(point.rollbackToSavepoint('antes').execute()).resolves.toBeDefined();
    await expect(trx.rollback().execute()).resolves.toBeUndefined();
    expect(await texts()).toEqual([]);
    expect(calls).toEqual([]);
  });
});
