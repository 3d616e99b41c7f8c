// The conversion model job (domain/analytics/conversion-model-job.ts) built on the database's stores.
import type { Kysely } from 'kysely';
import {
  type ConversionModelJob,
  type ConversionModelJobDeps,
  startConversionModelJob,
} from '../domain/analytics/conversion-model-job.ts';
import { createConversionModelRepository } from '../storage/analytics/predictions-queries.ts';
import { createBehaviourEntriesRepository } from '../storage/behaviour-entries-repository.ts';
import { createPeriodicJobClaims } from '../storage/periodic-job-claim.ts';
import type { Database } from '../storage/schema.ts';

export function createConversionModelJob(
  deps: { db: Kysely<Database> } & Pick<
    ConversionModelJobDeps,
    'logger' | 'now' | 'intervalMs' | 'checkEveryMs'
  >,
): ConversionModelJob {
  const { db, ...rest } = deps;
  return startConversionModelJob({
    ...rest,
    model: createConversionModelRepository(db),
    behaviour: createBehaviourEntriesRepository(db),
    claims: createPeriodicJobClaims(db),
  });
}
