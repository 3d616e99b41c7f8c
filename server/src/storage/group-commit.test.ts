import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type Transaction } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DurableSqliteDialect } from './durable-sqlite-dialect.ts';
import { groupCommit } from './group-commit.ts';
import { type HeldSyncCall, heldSync, watch } from './held-sync.ts';
import { createWalSync, WalSyncError } from './wal-sync.ts';

interface Notes {
  notes: { text: string };
}

let dir: string;
let path: string;
let db: Kysely<Notes>;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'funil-group-commit-'));
  path = join(dir, 'notes.db');
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  db = new Kysely<Notes>({ dialect: new SqliteDialect({ database: sqlite }) });
  await sql`create table notes (text text not null unique)`.execute(db);
});

afterEach(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

/** The store the jobs get: it counts the transactions it was made for. */
function notesStore() {
  let transactions = 0;
  const storeOf = (trx: Transaction<Notes>) => {
    transactions += 1;
    return {
      add: (text: string) => trx.insertInto('notes').values({ text }).execute(),
      count: async () => (await trx.selectFrom('notes').select('text').execute()).length,
    };
  };
  return { storeOf, transactions: () => transactions };
}

/** What another process reading the file sees: only committed rows. */
function committedNotes(): string[] {
  const reader = new SQLite(path, { readonly: true });
  try {
    return reader
      .prepare('select text from notes order by text')
      .all()
      .map((row) => (row as { text: string }).text);
  } finally {
    reader.close();
  }
}

describe('groupCommit', () => {
  it('runs the jobs that arrive together in one transaction, each getting its own result', async () => {
    const { storeOf, transactions } = notesStore();
    const scope = groupCommit(db, storeOf);

    const results = await Promise.all(
      ['a', 'b', 'c', 'd'].map((text) =>
        scope(async (store) => {
          await store.add(text);
          return `${text}:${await store.count()}`;
        }),
      ),
    );

    // Each job sees the writes of the jobs before it in the batch.
    expect(results).toEqual(['a:1', 'b:2', 'c:3', 'd:4']);
    expect(transactions()).toBe(1);
  });

  it('answers only once the batch is committed, so another connection already sees the rows', async () => {
    const scope = groupCommit(db, notesStore().storeOf);

    const seenAtAnswer = await Promise.all(
      ['x', 'y'].map((text) => scope((store) => store.add(text)).then(() => committedNotes())),
    );

    expect(seenAtAnswer).toEqual([
      ['x', 'y'],
      ['x', 'y'],
    ]);
  });

  it('fails only the job that failed; the others are committed and its own writes are not', async () => {
    const scope = groupCommit(db, notesStore().storeOf);
    await scope((store) => store.add('taken'));

    const outcomes = await Promise.allSettled([
      scope((store) => store.add('first')),
      scope(async (store) => {
        await store.add('half-done');
        await store.add('taken');
      }),
      scope((store) => store.add('last')),
    ]);

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(committedNotes()).toEqual(['first', 'last', 'taken']);
  });

  it('gathers the jobs that arrive in the same turns of the event loop into one batch', async () => {
    const { storeOf, transactions } = notesStore();
    const scope = groupCommit(db, storeOf);

    const first = scope((store) => store.add('first'));
    // Queued a turn later, while the batch still waits for companions.
    await new Promise((resolve) => setImmediate(resolve));
    await Promise.all([first, scope((store) => store.add('second'))]);

    expect(committedNotes()).toEqual(['first', 'second']);
    expect(transactions()).toBe(1);
  });

  it('takes the jobs that queue while a batch is running into the next one', async () => {
    const { storeOf, transactions } = notesStore();
    const scope = groupCommit(db, storeOf);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let running = () => {};
    const started = new Promise<void>((resolve) => {
      running = resolve;
    });

    const first = scope(async (store) => {
      await store.add('first');
      running();
      await held;
    });
    await started;
    const later = ['p', 'q', 'r'].map((text) => scope((store) => store.add(text)));
    release();
    await Promise.all([first, ...later]);

    expect(committedNotes()).toEqual(['first', 'p', 'q', 'r']);
    expect(transactions()).toBe(2);
  });
});

describe('groupCommit over durable SQLite commits', () => {
  let durable: Kysely<Notes>;
  let calls: HeldSyncCall[];

  beforeEach(async () => {
    await db.destroy();
    const sqlite = new SQLite(path);
    sqlite.pragma('synchronous = NORMAL');
    const held = heldSync();
    calls = held.calls;
    durable = new Kysely<Notes>({
      dialect: new DurableSqliteDialect(sqlite, createWalSync(`${path}-wal`, held.syncFile)),
    });
    // The outer afterEach destroys `db`: let it destroy this one.
    db = durable;
  });

  afterEach(() => {
    for (const call of calls) call.release();
  });

  it('answers a batch after the sync of its commit, while the next batch already commits', async () => {
    const scope = groupCommit(durable, notesStore().storeOf);

    const first = watch(scope((store) => store.add('first')));
    await expect.poll(() => calls.length).toBe(1);
    const second = watch(scope((store) => store.add('second')));
    await expect.poll(committedNotes).toEqual(['first', 'second']);
    expect([first.settled(), second.settled()]).toEqual(['pending', 'pending']);

    calls[0]?.release();
    await expect.poll(() => first.settled()).toBe('fulfilled');
    // The first sync may have started before the second batch's frames were written.
    expect(second.settled()).toBe('pending');
    await expect.poll(() => calls.length).toBe(2);
    calls[1]?.release();
    await expect.poll(() => second.settled()).toBe('fulfilled');
  });

  it('fails every job of a batch whose sync failed, without running them again', async () => {
    const scope = groupCommit(durable, notesStore().storeOf);
    let runs = 0;
    const jobs = ['a', 'b'].map((text) =>
      scope((store) => {
        runs += 1;
        return store.add(text);
      }),
    );
    await expect.poll(() => calls.length).toBe(1);
    calls[0]?.fail(new Error('EIO: i/o error, fdatasync'));

    const outcomes = await Promise.allSettled(jobs);
    expect(
      outcomes.map((outcome) => outcome.status === 'rejected' && outcome.reason instanceof WalSyncError),
    ).toEqual([true, true]);
    expect(runs).toBe(2);
  });
});
