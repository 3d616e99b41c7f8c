// Opens the database behind the query layer: a SQLite file by default, PostgreSQL for several processes.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { DurableSqliteDialect } from './durable-sqlite-dialect.ts';
import { prepareStatements } from './postgres-prepared.ts';
import type { Database } from './schema.ts';
import { withStatementCache } from './statement-cache.ts';
import { createWalSync, type SyncFile } from './wal-sync.ts';

export const IN_MEMORY = ':memory:';

export type Engine = 'sqlite' | 'postgres';

export interface PostgresOptions {
  /** Tables live in this existing schema, set as every connection's search_path. */
  schema?: string;
  /** Pool size per process; PostgreSQL's own limit is shared by every process. */
  maxConnections?: number;
  /**
   * An idle pooled connection failed (PostgreSQL restarted, the network dropped). The pool
   * replaces it; without a listener Node would treat the event as fatal and stop the server.
   */
  onIdleError?: (error: Error) => void;
  /**
   * Named prepared statements (postgres-prepared.ts); off behind PgBouncer in transaction mode,
   * where a statement prepared on one server connection is unknown on the next.
   */
  preparedStatements?: boolean;
}

export interface SqliteOptions {
  /** Flushes the WAL file; tests hold it to see who waits for it. */
  syncFile?: SyncFile;
}

const POSTGRES_URL = /^postgres(ql)?:\/\//i;
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function isPostgresUrl(location: string): boolean {
  return POSTGRES_URL.test(location);
}

/** A postgres:// URL opens PostgreSQL; anything else is a SQLite file path or ':memory:'. */
export function openDatabase(
  location: string,
  options: PostgresOptions & SqliteOptions = {},
): Kysely<Database> {
  return isPostgresUrl(location) ? openPostgres(location, options) : openSqlite(location, options.syncFile);
}

export function engineOf<DB>(db: Kysely<DB>): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

function openSqlite(path: string, syncFile?: SyncFile): Kysely<Database> {
  if (path !== IN_MEMORY) mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  // WAL lets readers go on while a write commits.
  const wal = sqlite.pragma('journal_mode = WAL', { simple: true }) === 'wal';
  // NORMAL: a commit only write()s its WAL frames, and DurableSqliteDialect answers the write once
  // the WAL is synced on the thread pool, so an answered write survives a power cut too (decision
  // 0028). Without a WAL file (':memory:') FULL keeps SQLite's own fsync at each commit.
  sqlite.pragma(`synchronous = ${wal ? 'NORMAL' : 'FULL'}`);
  sqlite.pragma('foreign_keys = ON');
  // Another process (a migration, a backup) may hold the lock briefly: wait instead of failing.
  sqlite.pragma('busy_timeout = 5000');
  // A checkpoint copies the pages the WAL holds into the database file, inside a commit. Every 4,000
  // pages (16 MB) instead of SQLite's 1,000: the pages every save writes (the ends of the lead
  // indexes) are copied a quarter as often. Measured in batches of six: a new lead's CPU 270 → 235 µs.
  sqlite.pragma('wal_autocheckpoint = 4000');
  const dialect = wal
    ? new DurableSqliteDialect(sqlite, createWalSync(walPathOf(sqlite), syncFile))
    : new SqliteDialect({ database: withStatementCache(sqlite) });
  return new Kysely<Database>({ dialect });
}

/** SQLite's own full path of the database file (symlinks resolved); the WAL sits beside it. */
function walPathOf(sqlite: SQLite.Database): string {
  const [main] = sqlite.pragma('database_list') as { file: string }[];
  if (!main?.file) throw new Error('O SQLite não informou o caminho do banco');
  return `${main.file}-wal`;
}

function openPostgres(
  url: string,
  { schema, maxConnections = 10, onIdleError = () => {}, preparedStatements = true }: PostgresOptions,
): Kysely<Database> {
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new Error(`Nome de schema inválido: "${schema}"`);
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: maxConnections,
    // The schema is checked above, so it is safe inside the startup option.
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  });
  pool.on('error', onIdleError);
  if (preparedStatements) prepareStatements(pool);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
