// One runner per interval for a periodic job, however many processes run its timer. On PostgreSQL
// the claim is taken under a transaction-scoped advisory lock (safe behind PgBouncer in transaction
// mode), so two processes checking at once cannot both see the job as due.
import { type Kysely, sql } from 'kysely';
import type { PeriodicJobClaims } from '../domain/ports/periodic-job-claims.ts';
import { engineOf } from './database.ts';
import type { Database } from './schema.ts';

/** A run that never finished (its process died) is taken over after this many intervals. */
const ABANDONED_AFTER_INTERVALS = 3;

export type { PeriodicJobClaims };

export function createPeriodicJobClaims(db: Kysely<Database>): PeriodicJobClaims {
  const postgres = engineOf(db) === 'postgres';
  return {
    claim: (job, now, intervalMs) =>
      db.transaction().execute(async (trx) => {
        if (postgres) {
          const { rows } = await sql<{ locked: boolean }>`
            select pg_try_advisory_xact_lock(hashtextextended(${`funil:job:${job}`}, 0)) as locked
          `.execute(trx);
          if (!rows[0]?.locked) return false;
        }
        const last = await trx
          .selectFrom('job_runs')
          .select(['started_at', 'finished_at'])
          .where('job', '=', job)
          .executeTakeFirst();
        if (last) {
          const startedAgo = now.getTime() - Date.parse(last.started_at);
          const running = last.finished_at === null || last.finished_at < last.started_at;
          if (startedAgo < intervalMs) return false;
          if (running && startedAgo < intervalMs * ABANDONED_AFTER_INTERVALS) return false;
        }
        const started_at = now.toISOString();
        await trx
          .insertInto('job_runs')
          .values({ job, started_at, finished_at: null })
          .onConflict((oc) => oc.column('job').doUpdateSet({ started_at, finished_at: null }))
          .execute();
        return true;
      }),
    async finished(job, now) {
      await db
        .updateTable('job_runs')
        .set({ finished_at: now.toISOString() })
        .where('job', '=', job)
        .execute();
    },
  };
}
