// Opens the SQLite file behind the query layer, tuned for one server process with many readers.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema.ts';

export const IN_MEMORY = ':memory:';

export function openDatabase(path: string): Kysely<Database> {
  if (path !== IN_MEMORY) mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  // WAL lets readers go on while a write commits; NORMAL sync is safe with WAL and much faster.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // Another process (a migration, a backup) may hold the lock briefly: wait instead of failing.
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
