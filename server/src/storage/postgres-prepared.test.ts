import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { POSTGRES_AVAILABLE, TEST_DATABASE_URL } from '../testing/test-databases.ts';
import { openDatabase } from './database.ts';
import { statementName } from './postgres-prepared.ts';

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

  it('names different texts apart and the same text alike', () => {
    expect(statementName('select 1')).toBe(statementName('select 1'));
    expect(statementName('select 1')).not.toBe(statementName('select 2'));
  });
});
