// How people moved between stages in a period, day by day (the period's numbers of decision 0017),
// and where the period's leads stand now.
import { JOURNEY_MOVES, type JourneyMove, type JourneyReport } from '@funil/core/analytics';
import { type Period, periodBounds } from '@funil/core/analytics-period';
import { type Kysely, sql } from 'kysely';
import { engineOf } from '../database.ts';
import { type MetricValues, periodMetrics } from '../metrics/period-metrics.ts';
import type { Database } from '../schema.ts';
import { toCount } from './sql-aggregates.ts';

/** The period number each move counts. */
const MOVE_METRICS: Record<JourneyMove, keyof MetricValues> = {
  visitor: 'newVisitors',
  lead: 'leads',
  checkoutCreated: 'checkoutsOpened',
  checkoutVisited: 'checkoutsVisited',
  checkoutAbandoned: 'checkoutsAbandoned',
  customer: 'newCustomers',
};

const moveKeys = JOURNEY_MOVES.map((move) => move.key);

function movesOf(values: MetricValues): Record<JourneyMove, number> {
  return Object.fromEntries(moveKeys.map((key) => [key, values[MOVE_METRICS[key]]])) as Record<
    JourneyMove,
    number
  >;
}

export async function journeyReport(db: Kysely<Database>, period: Period, now: Date): Promise<JourneyReport> {
  const metrics = await periodMetrics(db, period, now, Object.values(MOVE_METRICS));
  const { start, end } = periodBounds(period);
  // Read off the lead_at index, which holds both stages: SQLite would rather walk the stage index
  // in order and read every row for its lead_at.
  const leads = engineOf(db) === 'sqlite' ? sql`leads indexed by leads_lead_at_idx` : sql`leads`;
  const { rows: stages } = await sql<{ journey_stage: string; conversion_stage: string; n: number | string }>`
    select journey_stage, conversion_stage, count(*) as n from ${leads}
    where lead_at >= ${start} and lead_at < ${end}
    group by journey_stage, conversion_stage order by journey_stage, conversion_stage`.execute(db);

  return {
    period,
    series: metrics.series.map((day) => ({ day: day.day, ...movesOf(day) })),
    totals: movesOf(metrics.totals),
    stages: stages.map((row) => ({
      journeyStage: row.journey_stage,
      conversionStage: row.conversion_stage,
      count: toCount(row.n),
    })),
  };
}
