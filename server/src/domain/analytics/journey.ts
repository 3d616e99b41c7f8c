// How people moved between stages in a period, day by day (the period's numbers of decision 0017),
// and where the period's leads stand now.
import { JOURNEY_MOVES, type JourneyMove, type JourneyReport } from '@funil/core/analytics';
import type { Period } from '@funil/core/analytics-period';
import { type MetricValues, periodMetrics } from '../metrics/period-metrics.ts';
import type { JourneyQueries } from '../ports/journey-queries.ts';

function movesOf(values: MetricValues): Record<JourneyMove, number> {
  return Object.fromEntries(JOURNEY_MOVES.map((move) => [move.key, values[move.metric]])) as Record<
    JourneyMove,
    number
  >;
}

export async function journeyReport(
  queries: JourneyQueries,
  period: Period,
  now: Date,
): Promise<JourneyReport> {
  const metrics = await periodMetrics(
    queries,
    period,
    now,
    JOURNEY_MOVES.map((move) => move.metric),
  );
  return {
    period,
    series: metrics.series.map((day) => ({ day: day.day, ...movesOf(day) })),
    totals: movesOf(metrics.totals),
    stages: await queries.journeyStages(period),
  };
}
