// Kysely's SQLite dialect with the commit's fsync off the event loop (decision 0028): the connection
// runs in WAL mode with synchronous = NORMAL, so a COMMIT only write()s its frames, and whoever
// wrote hears back only once wal-sync.ts has synced the WAL on libuv's thread pool.
import type BetterSqlite3 from 'better-sqlite3';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SelectQueryNode,
  SqliteDialect,
  SqliteDriver,
} from 'kysely';
import { type StatementSource, withStatementCache } from './statement-cache.ts';
import type { WalSync } from './wal-sync.ts';

export class DurableSqliteDialect extends SqliteDialect {
  readonly #sqlite: BetterSqlite3.Database;
  readonly #wal: WalSync;

  /** `sqlite` must be in WAL mode; `wal` syncs its -wal file. */
  constructor(sqlite: BetterSqlite3.Database, wal: WalSync) {
    super({ database: sqlite });
    this.#sqlite = sqlite;
    this.#wal = wal;
  }

  override createDriver(): Driver {
    return new DurableSqliteDriver(this.#sqlite, this.#wal);
  }
}

/**
 * Kysely releases the connection after a transaction's COMMIT (or an autocommit statement) and
 * only then answers its caller. The sync is awaited there, after the connection is free: reads and
 * the next transaction go on while it runs. Kysely's begin, commit, rollback and savepoints are kept.
 */
class DurableSqliteDriver extends SqliteDriver {
  readonly #sqlite: BetterSqlite3.Database;
  readonly #wal: WalSync;
  readonly #connection: DurableConnection;
  readonly #mutex = new ConnectionMutex();

  constructor(sqlite: BetterSqlite3.Database, wal: WalSync) {
    super({ database: sqlite });
    this.#sqlite = sqlite;
    this.#wal = wal;
    this.#connection = new DurableConnection(withStatementCache(sqlite), sqlite);
  }

  override async init(): Promise<void> {}

  override async acquireConnection(): Promise<DatabaseConnection> {
    // SQLite has one connection: its users take turns.
    await this.#mutex.lock();
    return this.#connection;
  }

  /**
   * After SQLITE_FULL, SQLITE_IOERR or SQLITE_NOMEM SQLite may already have rolled the transaction
   * back itself (a failed COMMIT included). Kysely's ROLLBACK would then fail with "cannot rollback
   * - no transaction is active", and that error, not the cause, is what the caller and the log got.
   */
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.#sqlite.inTransaction) await super.rollbackTransaction(connection);
  }

  override async rollbackToSavepoint(
    connection: DatabaseConnection,
    savepointName: string,
    compileQuery: Parameters<SqliteDriver['rollbackToSavepoint']>[2],
  ): Promise<void> {
    if (this.#sqlite.inTransaction) await super.rollbackToSavepoint(connection, savepointName, compileQuery);
  }

  override async releaseConnection(): Promise<void> {
    const committed = this.#connection.takeCommitted();
    this.#mutex.unlock();
    // Started after the commit's frames were written, so this sync covers them.
    if (committed) await this.#wal.sync();
  }

  override async destroy(): Promise<void> {
    await this.#wal.close();
    this.#sqlite.close();
  }
}

const ROLLBACK = /^\s*rollback\b/i;

/** Kysely's SqliteConnection, plus noticing when a write was committed. */
class DurableConnection implements DatabaseConnection {
  readonly #statements: StatementSource<BetterSqlite3.Statement>;
  readonly #sqlite: BetterSqlite3.Database;
  /** The open transaction (or the statement just run) wrote something. */
  #dirty = false;
  /** A write was committed while the connection was held. */
  #committed = false;

  constructor(statements: StatementSource<BetterSqlite3.Statement>, sqlite: BetterSqlite3.Database) {
    this.#statements = statements;
    this.#sqlite = sqlite;
  }

  takeCommitted(): boolean {
    const committed = this.#committed;
    this.#committed = false;
    return committed;
  }

  executeQuery<R>({ sql, parameters }: CompiledQuery): Promise<QueryResult<R>> {
    const statement = this.#statements.prepare(sql);
    let result: QueryResult<R>;
    try {
      result = run<R>(statement, parameters);
    } catch (error) {
      // A failed statement commits nothing; if it ended the transaction, SQLite rolled it back.
      if (!this.#sqlite.inTransaction) this.#dirty = false;
      throw error;
    }
    // COMMIT is "readonly" to SQLite; what it commits was marked by the statements before it.
    if (!statement.readonly) this.#dirty = true;
    if (this.#dirty && !this.#sqlite.inTransaction) {
      // An autocommit write, or the end of a transaction that wrote: a COMMIT unless it rolled back.
      if (!ROLLBACK.test(sql)) this.#committed = true;
      this.#dirty = false;
    }
    return Promise.resolve(result);
  }

  async *streamQuery<R>({ sql, parameters, query }: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(query))
      throw new Error('Sqlite driver only supports streaming of select queries');
    for (const row of this.#statements.prepare(sql).iterate(parameters)) yield { rows: [row as R] };
  }
}

function run<R>(statement: BetterSqlite3.Statement, parameters: readonly unknown[]): QueryResult<R> {
  if (statement.reader) return { rows: statement.all(parameters) as R[] };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

/** Kysely's, which is not exported. */
class ConnectionMutex {
  #promise?: Promise<void>;
  #resolve?: () => void;

  async lock(): Promise<void> {
    while (this.#promise) await this.#promise;
    this.#promise = new Promise((resolve) => {
      this.#resolve = resolve;
    });
  }

  unlock(): void {
    const resolve = this.#resolve;
    this.#promise = undefined;
    this.#resolve = undefined;
    resolve?.();
  }
}
