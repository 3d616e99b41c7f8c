// Group commit for SQLite: the writes that arrive together share one transaction and one commit.
import type { Kysely, Transaction } from 'kysely';
import type { TransactionScope } from '../domain/ports/transaction-scope.ts';
import { engineOf } from './database.ts';

interface Job<S> {
  work: (store: S) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

/**
 * SQLite has one writer, and a commit writes every page the transaction touched to the WAL: with
 * the lead indexes that is most of a save's cost. Jobs queue while a batch runs; the next batch
 * takes them all in one transaction. Nobody hears of success before the commit. Jobs must be safe
 * to run twice: when one fails, the batch is rolled back and its jobs are run again one by one.
 * (Savepoints would isolate a failure without the rerun, but SQLite copies every page a savepoint
 * touches to a journal first, which costs as much as the commit saved.)
 */
export function groupCommit<DB, S>(
  db: Kysely<DB>,
  storeOf: (trx: Transaction<DB>) => S,
): TransactionScope<S> {
  let queued: Job<S>[] = [];
  let running = false;

  async function runBatches(): Promise<void> {
    try {
      while (queued.length > 0) {
        const batch = queued;
        queued = [];
        await runBatch(batch);
      }
    } finally {
      running = false;
    }
  }

  async function runBatch(batch: Job<S>[]): Promise<void> {
    let values: unknown[];
    try {
      values = await db.transaction().execute(async (trx) => {
        const store = storeOf(trx);
        const done: unknown[] = [];
        for (const job of batch) done.push(await job.work(store));
        return done;
      });
    } catch (error) {
      // Nothing of the batch was written. Alone, the job that failed fails; together, each job
      // runs again in a transaction of its own, so one job's failure is never another's.
      if (batch.length === 1) batch[0]?.reject(error);
      else for (const job of batch) await runBatch([job]);
      return;
    }
    for (const [index, job] of batch.entries()) job.resolve(values[index]);
  }

  return <T>(work: (store: S) => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      queued.push({ work, resolve: resolve as (value: unknown) => void, reject });
      // The first job of a quiet moment waits one turn of the event loop for its companions.
      if (!running) {
        running = true;
        setImmediate(() => void runBatches());
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
