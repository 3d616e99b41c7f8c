// How people moved between stages in a period, day by day (the period's numbers of decision 0017),
// and where the period's leads stand now.
import { JOURNEY_MOVES, type JourneyMove, type JourneyReport } from '@funil/core/analytics';
import type { Period } from '@funil/core/analytics-period';
import { type MetricValues, periodMetrics } from '../metrics/period-metrics.ts';
import type { JourneyQueries } from '../ports/journey-queries.ts';

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

export async function journeyReport(
  queries: JourneyQueries,
  period: Period,
  now: Date,
): Promise<JourneyReport> {
  const metrics = await periodMetrics(queries, period, now, Object.values(MOVE_METRICS));
  return {
    period,
    series: metrics.series.map((day) => ({ day: day.day, ...movesOf(day) })),
    totals: movesOf(metrics.totals),
    stages: await queries.journeyStages(period),
  };
}
