// Values that differ between the two engines, written and read the same way everywhere.
import { type Kysely, sql } from 'kysely';
import { engineOf } from './database.ts';

/**
 * better-sqlite3 cannot bind JS booleans; PostgreSQL reads the parameters 1 and 0 as true and
 * false for a boolean column, so 1/0 is the one spelling both accept.
 */
export const TRUE = 1 as const;
export const FALSE = 0 as const;

/** SQLite answers 0/1 and PostgreSQL false/true. */
export function isTrue(value: unknown): boolean {
  return value === true || value === 1;
}

/**
 * A transaction-scoped lock on a name. SQLite needs none: its one connection runs one
 * transaction at a time. PostgreSQL takes an advisory lock released at commit or rollback.
 */
export function transactionLock<DB>(db: Kysely<DB>): (name: string) => Promise<void> {
  if (engineOf(db) === 'sqlite') return async () => {};
  return async (name) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`.execute(db);
  };
}
