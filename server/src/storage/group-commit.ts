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

/** Turns of the event loop a batch may wait for more jobs while each turn brings some. */
const GATHER_TURNS = 4;

/**
 * SQLite has one writer, and a commit writes every page the transaction touched to the WAL: with
 * the lead indexes that is most of a save's cost, so the more jobs share a commit the better. Jobs
 * queue while requests keep arriving (gather) and while the batch before holds the connection; the
 * next batch then takes them all in one transaction. Nobody hears of success before the commit is
 * durable: Kysely answers a transaction after the WAL sync that covers it (durable-sqlite-dialect.ts),
 * and that sync runs off the event loop while the next batch already works. Jobs must be safe to
 * run twice: when one fails, the batch is rolled back and its jobs are run again one by one.
 * (Savepoints would isolate a failure without the rerun, but SQLite copies every page a savepoint
 * touches to a journal first, which costs as much as the commit saved.)
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

  /**
   * While jobs are still arriving, the batch waits a few more turns of the event loop for them (each
   * turn reads the sockets that are ready); a turn that brings none starts it. Under load (20
   * connections of new leads) batches grew from about 6 saves to 17 and the server's CPU per lead
   * fell by about a tenth; a lone write waits one quiet turn more.
   */
  async function gather(): Promise<void> {
    for (let turn = 0; turn < GATHER_TURNS; turn += 1) {
      const before = queued.length;
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (queued.length === before) return;
    }
  }

  function startBatch(): void {
    let batch: Job<S>[] | undefined;
    const run = () =>
      db.transaction().execute(async (trx) => {
        // Taken once the connection is free: every job queued while the batch before committed.
        batch = take();
        const store = storeOf(trx);
        const done: unknown[] = [];
        for (const job of batch) done.push(await job.work(store));
        return done;
      });
    gather()
      .then(run)
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
      // The first job of a quiet moment starts a batch, which gathers its companions; later ones
      // join it until it takes the queue.
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
