// Kysely prepares every query anew, and compiling SQL is a large share of a lead save's CPU on
// SQLite: the connection keeps the statements it compiled, the most recently used ones first.
import type { SqliteStatement } from 'kysely';

/** What Kysely's SqliteDialect needs of a database; S keeps the driver's own statement type. */
export interface StatementSource<S extends SqliteStatement = SqliteStatement> {
  prepare(sql: string): S;
  close(): void;
}

/** Distinct query texts in the app are a few dozen; `in (?, ?, …)` lists of many lengths add more. */
export const STATEMENT_CACHE_SIZE = 256;

export function withStatementCache<S extends SqliteStatement>(
  database: StatementSource<S>,
  size = STATEMENT_CACHE_SIZE,
): StatementSource<S> {
  const statements = new Map<string, S>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare(sql) {
      const cached = statements.get(sql);
      // Re-inserting moves it to the end: the first key is always the least recently used.
      if (cached) statements.delete(sql);
      const statement = cached ?? database.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > size) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
  };
}
