// How people moved between stages in a period, day by day (the period's numbers of decision 0017),
// and where the period's leads stand now.
import { JOURNEY_MOVES, type JourneyMove, type JourneyReport } from '@funil/core/analytics';
import { type Period, periodBounds } from '@funil/core/analytics-period';
import { type Kysely, sql } from 'kysely';
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
  const metrics = await periodMetrics(db, period, now);
  const { start, end } = periodBounds(period);
  const stages = await db
    .selectFrom('leads')
    .select(['journey_stage', 'conversion_stage', sql<number | string>`count(*)`.as('n')])
    .where('lead_at', '>=', start)
    .where('lead_at', '<', end)
    .groupBy(['journey_stage', 'conversion_stage'])
    .orderBy('journey_stage')
    .orderBy('conversion_stage')
    .execute();

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
