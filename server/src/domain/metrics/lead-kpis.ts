// The leads screen's KPIs: the period's numbers core's LEAD_KPIS lists, as decision 0017 defines them.
import type { Period } from '@funil/core/analytics-period';
import {
  LEAD_KPIS,
  type LeadKpis,
  METRICS,
  type RatioMetric,
  ratioValue,
  type SummedMetric,
} from '@funil/core/metrics';
import type { MetricQueries } from '../ports/metric-queries.ts';
import { periodTotals } from './period-metrics.ts';

const isRatio = (key: string): key is RatioMetric => METRICS[key as keyof typeof METRICS].from === 'ratio';

/** The summed numbers the cards need: theirs, and the parts of their ratios. */
const WANTED: readonly SummedMetric[] = [
  ...new Set(
    LEAD_KPIS.flatMap((key): SummedMetric[] => {
      const metric = METRICS[key];
      return metric.from === 'ratio' ? [metric.of, metric.per] : [key as SummedMetric];
    }),
  ),
];

/** São Paulo days `from`–`to`, both included; `now` dates the abandoned checkouts. */
export async function leadKpis(queries: MetricQueries, period: Period, now: Date): Promise<LeadKpis> {
  const totals = await periodTotals(queries, period, now, WANTED);
  return Object.fromEntries(
    LEAD_KPIS.map((key) => [key, isRatio(key) ? ratioValue(key, totals) : totals[key as SummedMetric]]),
  ) as LeadKpis;
}
