// On PostgreSQL, catalogue reads that span every schema (Kysely's introspection, which the migrator
// uses) fail when another process drops a schema mid-query; those reads and schema drops take turns.
import { type Kysely, sql } from 'kysely';
import { engineOf } from './database.ts';

/** Any fixed number, shared by every process that reads or drops schemas. */
const SCHEMA_LOCK_KEY = 72_011_884;

/** Runs `work` on one connection holding the lock (SQLite, with one writer, needs none). */
export async function withSchemaLock<DB, T>(
  db: Kysely<DB>,
  work: (db: Kysely<DB>) => Promise<T>,
): Promise<T> {
  if (engineOf(db) !== 'postgres') return work(db);
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${SCHEMA_LOCK_KEY})`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(${SCHEMA_LOCK_KEY})`.execute(connection);
    }
  });
}
