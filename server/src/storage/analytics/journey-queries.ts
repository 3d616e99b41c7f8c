// Where the period's leads stand now, per journey and conversion stage; with the period's numbers
// (storage/metrics/period-metrics.ts), what domain/analytics/journey.ts reports.
import { type Period, periodBounds } from '@funil/core/analytics-period';
import { type Kysely, sql } from 'kysely';
import type { JourneyQueries } from '../../domain/ports/journey-queries.ts';
import { engineOf } from '../database.ts';
import { launchScope, leadOfLaunch } from '../metrics/launch-scope.ts';
import { createMetricQueries } from '../metrics/period-metrics.ts';
import type { Database } from '../schema.ts';
import { toCount } from './sql-aggregates.ts';

export function createJourneyQueries(db: Kysely<Database>): JourneyQueries {
  return { ...createMetricQueries(db), journeyStages: (period) => journeyStages(db, period) };
}

async function journeyStages(db: Kysely<Database>, period: Period) {
  const { start, end } = periodBounds(period);
  // Read off the lead_at index, which holds both stages: SQLite would rather walk the stage index
  // in order and read every row for its lead_at.
  const leads = engineOf(db) === 'sqlite' ? sql`leads l indexed by leads_lead_at_idx` : sql`leads l`;
  const launch = await launchScope(db, period.launch);
  const { rows: stages } = await sql<{ journey_stage: string; conversion_stage: string; n: number | string }>`
    select journey_stage, conversion_stage, count(*) as n from ${leads}
    where lead_at >= ${start} and lead_at < ${end} and ${leadOfLaunch('l', launch)}
    group by journey_stage, conversion_stage order by journey_stage, conversion_stage`.execute(db);

  return stages.map((row) => ({
    journeyStage: row.journey_stage,
    conversionStage: row.conversion_stage,
    count: toCount(row.n),
  }));
}
