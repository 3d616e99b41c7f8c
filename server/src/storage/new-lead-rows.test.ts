import {
  openTestDatabase,
  POSTGRES_AVAILABLE,
  type TestDatabase,
} from '@funil/testkit/server/test-databases';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_LEAD_TABLES } from './new-lead-rows.ts';

/** The column set of every `insert into table (columns)` in a function's source. */
function insertedColumns(source: string): Record<string, string[]> {
  const inserts: Record<string, string[]> = {};
  for (const [, table, columns] of source.matchAll(/insert into (\w+) \(([^)]*)\)/g))
    inserts[table as string] = (columns as string)
      .split(',')
      .map((column) => column.trim())
      .sort();
  return inserts;
}

// PostgreSQL's one-call save (migration 0035) is SQL of its own: it must insert the columns the
// rows' one definition names, no more and no fewer, or the engines' leads would differ.
describe.skipIf(!POSTGRES_AVAILABLE)('the new-lead rows PostgreSQL’s function writes', () => {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
  });
  afterAll(() => database?.close());

  it('are the columns new-lead-rows.ts defines, table by table', async () => {
    if (!database) throw new Error('the PostgreSQL test database did not open');
    const { rows } = await sql<{ source: string }>`
      select pg_get_functiondef('funil_save_new_leads(jsonb)'::regprocedure) as source`.execute(database.db);
    const defined = Object.fromEntries(
      Object.values(NEW_LEAD_TABLES).map((rows) => [
        rows.table,
        [...rows.columns, ...('event' in rows ? [rows.event] : [])].sort(),
      ]),
    );
    expect(insertedColumns(rows[0]?.source ?? '')).toEqual(defined);
  });
});
