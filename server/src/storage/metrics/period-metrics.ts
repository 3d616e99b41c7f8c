// Every number of a period as decision 0017 defines it, per São Paulo day and per attribution: the
// leads KPIs, the funnel, the journey, the opportunities and the integrated overview all read here.
import { FUNNEL_DIMENSIONS, type FunnelDimension } from '@funil/core/analytics';
import { type Period, periodBounds } from '@funil/core/analytics-period';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { dailySeries } from '../../domain/analytics/daily-series.ts';
import { saleValue } from '../../domain/metrics/definitions.ts';
import { type SaleTotals, saleTotals } from '../../domain/metrics/sales.ts';
import { toCount } from '../analytics/sql-aggregates.ts';
import type { Database } from '../schema.ts';
import {
  FIRST_SALES,
  gaveInstagram,
  isAbandonedCheckout,
  isCustomer,
  isNewVisitor,
  isOpenedCheckout,
  isVisitedCheckout,
} from './conditions.ts';
import { loadSales, type SaleRow } from './sales-rows.ts';

export const COUNTED_METRICS = [
  'visits',
  'leads',
  'leadsWithInstagram',
  /** Leads of the period who are customers now: the leads' conversion. */
  'convertedLeads',
  'newVisitors',
  'checkoutsOpened',
  'checkoutsVisited',
  'checkoutsAbandoned',
  'newCustomers',
] as const;
export type CountedMetric = (typeof COUNTED_METRICS)[number];

export const SALE_METRICS = ['sales', 'revenueCents', 'netRevenueCents'] as const;
export type SaleMetric = (typeof SALE_METRICS)[number];

export type PeriodMetric = CountedMetric | SaleMetric;
export type MetricValues = Record<PeriodMetric, number>;

const METRIC_KEYS: readonly PeriodMetric[] = [...COUNTED_METRICS, ...SALE_METRICS];

/** Rows beyond this many values in a breakdown are summed into one 'Outros'. */
export const BREAKDOWN_LIMIT = 15;
export const OTHERS = 'Outros';

export interface PeriodMetrics {
  totals: MetricValues;
  /** Sales totals with refunds and chargebacks, as the launch results show them. */
  saleTotals: SaleTotals;
  series: ({ day: string } & MetricValues)[];
  sales: SaleRow[];
}

export type AttributionRow = { value: string } & MetricValues;
export type MetricBreakdowns = Record<FunnelDimension, AttributionRow[]>;

/** Where a counted number comes from: its rows, the instant that dates each, and what each counts. */
interface Source {
  from: RawBuilder<unknown>;
  at: string;
  where?: RawBuilder<boolean>;
  counts: Partial<Record<CountedMetric, RawBuilder<boolean>>>;
}

const ALWAYS = sql<boolean>`1 = 1`;

function sources(now: Date): Source[] {
  return [
    {
      from: sql`lead_visits v join leads l on l.id = v.lead_id`,
      at: 'v.visited_at',
      counts: { visits: ALWAYS },
    },
    {
      from: sql`leads l`,
      at: 'l.lead_at',
      counts: {
        leads: ALWAYS,
        leadsWithInstagram: gaveInstagram('l'),
        convertedLeads: isCustomer(sql.ref('l.id')),
      },
    },
    { from: sql`leads l`, at: 'l.created_at', where: isNewVisitor('l'), counts: { newVisitors: ALWAYS } },
    {
      from: sql`checkouts c left join leads l on l.id = c.lead_id`,
      at: 'c.created_at',
      where: isOpenedCheckout('c'),
      counts: {
        checkoutsOpened: ALWAYS,
        checkoutsVisited: isVisitedCheckout('c'),
        checkoutsAbandoned: isAbandonedCheckout('c', now),
      },
    },
    {
      from: sql`(${FIRST_SALES}) b left join leads l on l.id = b.lead_id`,
      at: 'b.first_paid_at',
      counts: { newCustomers: ALWAYS },
    },
  ];
}

const ATTRIBUTION_COLUMNS: Record<FunnelDimension, string> = {
  utm_source: 'l.utm_source',
  utm_campaign: 'l.utm_campaign',
  region: 'l.region',
  partner: 'l.partner_code',
};

function zero(): MetricValues {
  return Object.fromEntries(METRIC_KEYS.map((key) => [key, 0])) as MetricValues;
}

/** One statement per source: its counts grouped by `groups` (SQL expressions named by their keys). */
async function countGrouped(
  db: Kysely<Database>,
  source: Source,
  period: Period,
  groups: Record<string, RawBuilder<unknown>>,
): Promise<(Record<string, string> & Partial<MetricValues>)[]> {
  const { start, end } = periodBounds(period);
  const at = sql.ref(source.at);
  const groupNames = Object.keys(groups);
  const counted = Object.entries(source.counts).map(
    ([key, condition]) => sql`sum(case when ${condition} then 1 else 0 end) as ${sql.ref(key)}`,
  );
  const { rows } = await sql<Record<string, unknown>>`select
      ${sql.join([...groupNames.map((name) => sql`${groups[name]} as ${sql.ref(name)}`), ...counted])}
    from ${source.from}
    where ${at} >= ${start} and ${at} < ${end} and ${source.where ?? ALWAYS}
    group by ${sql.join(groupNames.map((_, i) => sql.lit(i + 1)))}`.execute(db);
  return rows.map((row) => ({
    ...Object.fromEntries(groupNames.map((name) => [name, String(row[name] ?? '')])),
    ...Object.fromEntries(Object.keys(source.counts).map((key) => [key, toCount(row[key])])),
  })) as (Record<string, string> & Partial<MetricValues>)[];
}

function saleMetrics(sale: SaleRow): Pick<MetricValues, SaleMetric> {
  const money = saleValue(sale);
  return { sales: 1, revenueCents: money.grossCents, netRevenueCents: money.netCents };
}

/** Totals and the per-day series of the period's numbers: all of them, or the `wanted` ones (others stay 0). */
export async function periodMetrics(
  db: Kysely<Database>,
  period: Period,
  now: Date,
  wanted: readonly PeriodMetric[] = METRIC_KEYS,
): Promise<PeriodMetrics> {
  const hourly: ({ hour: string } & MetricValues)[] = [];
  const needed = sources(now).filter((source) =>
    Object.keys(source.counts).some((key) => wanted.includes(key as CountedMetric)),
  );
  for (const source of needed) {
    const rows = await countGrouped(db, source, period, { hour: sql`substr(${sql.ref(source.at)}, 1, 13)` });
    for (const row of rows) hourly.push({ ...zero(), ...row, hour: row.hour as string });
  }
  const wantsSales = SALE_METRICS.some((key) => wanted.includes(key));
  const sales = wantsSales ? await loadSales(db, periodBounds(period)) : [];
  for (const sale of sales) hourly.push({ ...zero(), ...saleMetrics(sale), hour: sale.paidAt.slice(0, 13) });

  const series = dailySeries(period, METRIC_KEYS, hourly);
  const totals = zero();
  for (const day of series) for (const key of METRIC_KEYS) totals[key] += day[key];
  return { totals, saleTotals: saleTotals(sales), series, sales };
}

/** Every number of the period per source, campaign, region and partner of the person behind it. */
export async function metricsByAttribution(
  db: Kysely<Database>,
  period: Period,
  now: Date,
  sales: readonly SaleRow[],
): Promise<MetricBreakdowns> {
  // One scan per source grouped by every attribution at once, then summed per attribution here.
  const groups = Object.fromEntries(
    FUNNEL_DIMENSIONS.map((dimension) => [
      dimension.key,
      sql`coalesce(${sql.ref(ATTRIBUTION_COLUMNS[dimension.key])}, '')`,
    ]),
  );
  const combinations: (Record<FunnelDimension, string> & MetricValues)[] = [];
  for (const source of sources(now)) {
    for (const row of await countGrouped(db, source, period, groups)) {
      combinations.push({ ...zero(), ...row } as Record<FunnelDimension, string> & MetricValues);
    }
  }
  for (const sale of sales) {
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
