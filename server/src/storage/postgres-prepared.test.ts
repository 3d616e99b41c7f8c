import { POSTGRES_AVAILABLE, TEST_DATABASE_URL } from '@funil/testkit/server/test-databases';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { schemaChanged, statementName } from './postgres-prepared.ts';

describe.skipIf(!POSTGRES_AVAILABLE)('prepared statements on PostgreSQL', () => {
  it('prepares each query text once per connection and reuses it with new parameters', async () => {
    const db = openDatabase(TEST_DATABASE_URL, { maxConnections: 1 });
    try {
      const doubled = async (n: number) =>
        (await sql<{ v: number }>`select ${n}::int * 2 as v`.execute(db)).rows;
      expect(await doubled(2)).toEqual([{ v: 4 }]);
      expect(await doubled(21)).toEqual([{ v: 42 }]);

      const text = sql`select ${0}::int * 2 as v`.compile(db).sql;
      const { rows } = await sql<{ name: string }>`select name from pg_prepared_statements`.execute(db);
      expect(rows.map((row) => row.name).filter((name) => name === statementName(text))).toHaveLength(1);
    } finally {
      await db.destroy();
    }
  });

  it('answers a select * prepared before a column was added, once told the schema changed', async () => {
    const schema = `prepared_${process.pid}_${Date.now()}`;
    const admin = openDatabase(TEST_DATABASE_URL);
    await sql`create schema ${sql.id(schema)}`.execute(admin);
    const db = openDatabase(TEST_DATABASE_URL, { schema, maxConnections: 1 });
    try {
      await sql`create table t (a int)`.execute(db);
      await sql`insert into t values (1)`.execute(db);
      const all = async () => (await sql`select * from t`.execute(db)).rows;
      expect(await all()).toEqual([{ a: 1 }]);
      await sql`alter table t add column b int default 2`.execute(db);
      await expect(all()).rejects.toThrow(/cached plan must not change result type/);
      schemaChanged();
      expect(await all()).toEqual([{ a: 1, b: 2 }]);
    } finally {
      await db.destroy();
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
      await admin.destroy();
    }
  });

  it('names different texts apart and the same text alike', () => {
    expect(statementName('select 1')).toBe(statementName('select 1'));
    expect(statementName('select 1')).not.toBe(statementName('select 2'));
  });
});
