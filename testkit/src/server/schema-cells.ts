// Every column of every table as the engine's own catalogue lists it (sqlite_master and
// pragma_table_info on SQLite, information_schema on PostgreSQL), and the cells holding given text:
// a table a later migration adds is searched without anyone listing it here.

import { engineOf } from '@funil/server/storage/database';
import type { Database } from '@funil/server/storage/schema';
import { type Kysely, sql } from 'kysely';

export interface SchemaColumn {
  table: string;
  column: string;
}

export async function schemaColumns(db: Kysely<Database>): Promise<SchemaColumn[]> {
  if (engineOf(db) === 'postgres') {
    const result = await sql<{ table: string; column: string }>`
      select table_name as "table", column_name as "column"
      from information_schema.columns
      where table_schema = current_schema()
      order by table_name, ordinal_position`.execute(db);
    return result.rows;
  }
  const tables = await sql<{ name: string }>`
    select name from sqlite_master
    where type = 'table' and name not like 'sqlite_%'
    order by name`.execute(db);
  const columns: SchemaColumn[] = [];
  for (const { name } of tables.rows) {
    const info = await sql<{ name: string }>`select name from pragma_table_info(${name})`.execute(db);
    columns.push(...info.rows.map((row) => ({ table: name, column: row.name })));
  }
  return columns;
}

/** Something a person left in the database, named for the failure message ('telefone', 'e-mail'…). */
export interface Needle {
  label: string;
  text: string;
}

export interface Trace {
  table: string;
  column: string;
  label: string;
  /** The cell, cut around the match. */
  excerpt: string;
}

/** Every cell of every column that holds one of the needles (case-insensitive). */
export async function cellsHolding(db: Kysely<Database>, needles: readonly Needle[]): Promise<Trace[]> {
  const byTable = new Map<string, string[]>();
  for (const { table, column } of await schemaColumns(db)) {
    byTable.set(table, [...(byTable.get(table) ?? []), column]);
  }
  const traces: Trace[] = [];
  for (const [table, columns] of byTable) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    for (const row of rows.rows) {
      for (const column of columns) {
        const cell = textOf(row[column]);
        if (cell === '') continue;
        const lower = cell.toLowerCase();
        for (const needle of needles) {
          const at = lower.indexOf(needle.text.toLowerCase());
          if (at >= 0) traces.push({ table, column, label: needle.label, excerpt: around(cell, at) });
        }
      }
    }
  }
  return traces;
}

function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Uint8Array) return Buffer.from(value).toString('utf8');
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function around(cell: string, at: number): string {
  return cell.slice(Math.max(0, at - 40), at + 60);
}
