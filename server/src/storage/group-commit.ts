// Group commit for SQLite: the writes that arrive together share one transaction and one commit.
import type { Kysely, Transaction } from 'kysely';
import type { TransactionScope } from '../domain/ports/transaction-scope.ts';
import { engineOf } from './database.ts';
import { WalSyncError } from './wal-sync.ts';

interface Job<S> {
  work: (store: S) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

/**
 * SQLite has one writer, and a commit writes every page the transaction touched to the WAL: with
 * the lead indexes that is most of a save's cost. Jobs queue while a batch runs; the next batch
 * waits for the connection and then takes them all in one transaction. Nobody hears of success
 * before the commit is durable: Kysely answers a transaction after the WAL sync that covers it
 * (durable-sqlite-dialect.ts), and that sync runs off the event loop while the next batch already
 * works. Jobs must be safe to run twice: when one fails, the batch is rolled back and its jobs are
 * run again one by one. (Savepoints would isolate a failure without the rerun, but SQLite copies
 * every page a savepoint touches to a journal first, which costs as much as the commit saved.)
 */
export function groupCommit<DB, S>(
  db: Kysely<DB>,
  storeOf: (trx: Transaction<DB>) => S,
): TransactionScope<S> {
  let queued: Job<S>[] = [];
  /** A batch is started and has not taken the queue yet: new jobs join it. */
  let batchWaiting = false;

  function take(): Job<S>[] {
    const batch = queued;
    queued = [];
    batchWaiting = false;
    return batch;
  }

  function startBatch(): void {
    let batch: Job<S>[] | undefined;
    db.transaction()
      .execute(async (trx) => {
        // Taken once the connection is free: every job queued while the batch before committed.
        batch = take();
        const store = storeOf(trx);
        const done: unknown[] = [];
        for (const job of batch) done.push(await job.work(store));
        return done;
      })
      .then(
        (values) => {
          for (const [index, job] of (batch ?? []).entries()) job.resolve(values[index]);
        },
        (error: unknown) => failed(batch ?? take(), error),
      );
  }

  function failed(batch: Job<S>[], error: unknown): void {
    // Committed but perhaps not on disk: not saved, and running them again could write them twice.
    if (error instanceof WalSyncError || batch.length === 1) {
      for (const job of batch) job.reject(error);
      return;
    }
    // Nothing of the batch was written. Each job runs again in a transaction of its own, so one
    // job's failure is never another's.
    for (const job of batch) {
      db.transaction()
        .execute((trx) => job.work(storeOf(trx)))
        .then(job.resolve, job.reject);
    }
  }

  return <T>(work: (store: S) => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      queued.push({ work, resolve: resolve as (value: unknown) => void, reject });
      // The first job of a quiet moment waits one turn of the event loop for its companions; later
      // ones wait for the connection, held by the batch before them.
      if (!batchWaiting) {
        batchWaiting = true;
        setImmediate(startBatch);
      }
    });
}

/**
 * The write path of the public routes: grouped commits on SQLite; on PostgreSQL a transaction per
 * call, because PostgreSQL runs them side by side over its pool and groups their commits itself.
 */
export function writeScope<DB, S>(db: Kysely<DB>, storeOf: (trx: Transaction<DB>) => S): TransactionScope<S> {
  return engineOf(db) === 'sqlite' ? groupCommit(db, storeOf) : transactionScope(db, storeOf);
}

/** One transaction per call, whatever the engine. */
export function transactionScope<DB, S>(
  db: Kysely<DB>,
  storeOf: (trx: Transaction<DB>) => S,
): TransactionScope<S> {
  return (work) => db.transaction().execute((trx) => work(storeOf(trx)));
}
