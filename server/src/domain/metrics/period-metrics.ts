// Every number of a period as decision 0017 defines it, per São Paulo day and per attribution: the
// leads KPIs, the funnel, the journey, the opportunities and the integrated overview all read here.
// Storage counts the rows (MetricQueries); the sums, the days and the money are worked out here.
import { FUNNEL_DIMENSIONS, type FunnelDimension } from '@funil/core/analytics';
import type { Period } from '@funil/core/analytics-period';
import {
  COUNTED_METRICS,
  type CountedMetric,
  type LaunchTotals,
  SALE_METRICS,
  SUMMED_METRICS,
  type SummedMetric,
} from '@funil/core/metrics';
import { dailySeries } from '../analytics/daily-series.ts';
import type { MetricQueries, Sale } from '../ports/metric-queries.ts';
import { checkoutStates, saleMetrics } from './definitions.ts';
import { saleTotals } from './sales.ts';

/** The numbers that add up (core's metric registry): counted from rows or summed from sales. */
export type PeriodMetric = SummedMetric;
export type MetricValues = Record<PeriodMetric, number>;

const METRIC_KEYS = SUMMED_METRICS;

/** Rows beyond this many values in a breakdown are summed into one 'Outros'. */
export const BREAKDOWN_LIMIT = 15;
export const OTHERS = 'Outros';

export interface PeriodMetrics {
  totals: MetricValues;
  /** Sales totals with refunds and chargebacks, as the launch results show them. */
  saleTotals: LaunchTotals;
  series: ({ day: string } & MetricValues)[];
  sales: Sale[];
}

export type AttributionRow = { value: string } & MetricValues;
export type MetricBreakdowns = Record<FunnelDimension, AttributionRow[]>;

function zero(): MetricValues {
  return Object.fromEntries(METRIC_KEYS.map((key) => [key, 0])) as MetricValues;
}

const countedOf = (wanted: readonly PeriodMetric[]) =>
  COUNTED_METRICS.filter((key) => wanted.includes(key)) as readonly CountedMetric[];
const wantsSales = (wanted: readonly PeriodMetric[]) => SALE_METRICS.some((key) => wanted.includes(key));

/** Totals and the per-day series of the period's numbers: all of them, or the `wanted` ones (others stay 0). */
export async function periodMetrics(
  queries: MetricQueries,
  period: Period,
  now: Date,
  wanted: readonly PeriodMetric[] = METRIC_KEYS,
): Promise<PeriodMetrics> {
  const hourly: ({ hour: string } & MetricValues)[] = [];
  const counted = countedOf(wanted);
  if (counted.length > 0) {
    for (const row of await queries.hourlyCounts(period, checkoutStates(now), counted))
      hourly.push({ ...zero(), ...row });
  }
  const sales = wantsSales(wanted) ? await queries.sales(period) : [];
  for (const sale of sales) hourly.push({ ...zero(), ...saleMetrics(sale), hour: sale.paidAt.slice(0, 13) });

  const series = dailySeries(period, METRIC_KEYS, hourly);
  const totals = zero();
  for (const day of series) for (const key of METRIC_KEYS) totals[key] += day[key];
  return { totals, saleTotals: saleTotals(sales), series, sales };
}

/** The period's totals alone, for screens without a per-day chart: one count per source, no grouping. */
export async function periodTotals(
  queries: MetricQueries,
  period: Period,
  now: Date,
  wanted: readonly PeriodMetric[] = METRIC_KEYS,
): Promise<MetricValues> {
  const totals = zero();
  const counted = countedOf(wanted);
  if (counted.length > 0) {
    for (const row of await queries.countTotals(period, checkoutStates(now), counted)) {
      for (const key of Object.keys(row) as CountedMetric[]) totals[key] += row[key] ?? 0;
    }
  }
  if (wantsSales(wanted)) {
    for (const sale of await queries.sales(period)) {
      const money = saleMetrics(sale);
      for (const key of SALE_METRICS) totals[key] += money[key];
    }
  }
  return totals;
}

/**
 * The period's numbers per source, campaign, region and partner of the person behind them: all
 * of them, or the `wanted` ones (others stay 0); `sales` are the period's, from periodMetrics.
 */
export async function metricsByAttribution(
  queries: MetricQueries,
  period: Period,
  now: Date,
  sales: readonly Sale[],
  wanted: readonly PeriodMetric[] = METRIC_KEYS,
): Promise<MetricBreakdowns> {
  // One scan per source grouped by every attribution at once, then summed per attribution here.
  const combinations: (Record<FunnelDimension, string> & MetricValues)[] = [];
  const counted = countedOf(wanted);
  if (counted.length > 0) {
    for (const row of await queries.attributedCounts(period, checkoutStates(now), counted))
      combinations.push({ ...zero(), ...row });
  }
  for (const sale of wantsSales(wanted) ? sales : []) {
    combinations.push({
      ...zero(),
      ...saleMetrics(sale),
      utm_source: sale.utmSource ?? '',
      utm_campaign: sale.utmCampaign ?? '',
      region: sale.region ?? '',
      partner: sale.partnerCode ?? '',
    });
  }
  const breakdowns = {} as MetricBreakdowns;
  for (const dimension of FUNNEL_DIMENSIONS) {
    const byValue = new Map<string, AttributionRow>();
    for (const row of combinations) {
      const value = row[dimension.key];
      let sums = byValue.get(value);
      if (!sums) {
        sums = { value, ...zero() };
        byValue.set(value, sums);
      }
      for (const key of METRIC_KEYS) sums[key] += row[key];
    }
    breakdowns[dimension.key] = topWithOthers([...byValue.values()]);
  }
  return breakdowns;
}

/** The largest values by leads, then sales; beyond the limit the rest are summed as 'Outros'. */
function topWithOthers(rows: AttributionRow[]): AttributionRow[] {
  const sorted = rows.sort(
    (a, b) => b.leads - a.leads || b.sales - a.sales || b.visits - a.visits || a.value.localeCompare(b.value),
  );
  if (sorted.length <= BREAKDOWN_LIMIT) return sorted;
  const others: AttributionRow = { value: OTHERS, ...zero() };
  for (const row of sorted.slice(BREAKDOWN_LIMIT - 1)) for (const key of METRIC_KEYS) others[key] += row[key];
  return [...sorted.slice(0, BREAKDOWN_LIMIT - 1), others];
}
