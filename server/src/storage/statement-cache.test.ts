import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.ts';

function counted(size?: number) {
  const sqlite = new SQLite(':memory:');
  const prepared: string[] = [];
  const database = withStatementCache(
    {
      close: () => sqlite.close(),
      prepare: (text) => {
        prepared.push(text);
        return sqlite.prepare(text);
      },
    },
    size,
  );
  return { database, prepared };
}

describe('withStatementCache', () => {
  it('compiles a query text once and gives the same results each time', async () => {
    const { database, prepared } = counted();
    const db = new Kysely<{ t: { n: number } }>({ dialect: new SqliteDialect({ database }) });
    await sql`create table t (n integer)`.execute(db);
    for (const n of [1, 2, 3]) await db.insertInto('t').values({ n }).execute();
    const rows = await db.selectFrom('t').select('n').where('n', '>', 1).orderBy('n').execute();
    expect(rows).toEqual([{ n: 2 }, { n: 3 }]);
    expect(prepared.filter((text) => text.startsWith('insert'))).toHaveLength(1);
    await db.destroy();
  });

  it('keeps only the most recently used statements', () => {
    const { database, prepared } = counted(2);
    for (const text of ['select 1', 'select 2', 'select 1', 'select 3', 'select 1', 'select 2']) {
      database.prepare(text);
    }
    // 'select 2' was the least recently used when 'select 3' came, so it is compiled again.
    expect(prepared).toEqual(['select 1', 'select 2', 'select 3', 'select 2']);
    database.close();
  });
});
