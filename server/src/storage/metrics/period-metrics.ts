// Every number of a period as decision 0017 defines it, per São Paulo day and per attribution: the
// leads KPIs, the funnel, the journey, the opportunities and the integrated overview all read here.
import { FUNNEL_DIMENSIONS, type FunnelDimension } from '@funil/core/analytics';
import { type Period, periodBounds } from '@funil/core/analytics-period';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { dailySeries } from '../../domain/analytics/daily-series.ts';
import { saleValue } from '../../domain/metrics/definitions.ts';
import { type SaleTotals, saleTotals } from '../../domain/metrics/sales.ts';
import { toCount } from '../analytics/sql-aggregates.ts';
import { type Engine, engineOf } from '../database.ts';
import type { Database } from '../schema.ts';
import {
  FIRST_SALES,
  gaveInstagram,
  isAbandonedCheckout,
  isCustomer,
  isOpenedCheckout,
  isVisitedCheckout,
  newVisitorsWithin,
} from './conditions.ts';
import { attributionLeads } from './person-join.ts';
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

/**
 * Where counted numbers come from: the period's rows, read without the person so the date index
 * alone answers (`at` dates each), and the same rows with the person's attribution as `l`.
 */
interface Source {
  counts: Partial<Record<CountedMetric, RawBuilder<boolean>>>;
  rows: (start: string, end: string) => { from: RawBuilder<unknown>; at: string; where: RawBuilder<boolean> };
  /** Each row counts `weight` times (rows summed per person before the join). */
  attributed: (
    start: string,
    end: string,
  ) => { from: RawBuilder<unknown>; where: RawBuilder<boolean>; weight?: RawBuilder<unknown> };
}

const ALWAYS = sql<boolean>`1 = 1`;

function within(at: string, start: string, end: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(at)} >= ${start} and ${sql.ref(at)} < ${end}`;
}

function sources(now: Date, engine: Engine): Source[] {
  const opened = isOpenedCheckout('c');
  const person = attributionLeads(engine);
  const leads = (start: string, end: string) => ({
    from: sql`leads l`,
    at: 'l.lead_at',
    where: within('l.lead_at', start, end),
  });
  return [
    {
      counts: { visits: ALWAYS },
      rows: (start, end) => ({
        from: sql`lead_visits v`,
        at: 'v.visited_at',
        where: within('v.visited_at', start, end),
      }),
      // A person's visits are summed first: the join then reads each person once.
      attributed: (start, end) => ({
        from: sql`(select lead_id, count(*) as n from lead_visits
          where ${within('visited_at', start, end)} group by lead_id) v join ${person} on l.id = v.lead_id`,
        where: ALWAYS,
        weight: sql.ref('v.n'),
      }),
    },
    { counts: { leads: ALWAYS, leadsWithInstagram: gaveInstagram('l') }, rows: leads, attributed: leads },
    // Apart: it looks up each lead's sales, which only the leads' conversion needs.
    { counts: { convertedLeads: isCustomer(sql.ref('l.id')) }, rows: leads, attributed: leads },
    {
      counts: { newVisitors: ALWAYS },
      rows: (start, end) => ({
        from: sql`${newVisitorsWithin(start, end)} l`,
        at: 'l.created_at',
        where: ALWAYS,
      }),
      attributed: (start, end) => ({ from: sql`${newVisitorsWithin(start, end)} l`, where: ALWAYS }),
    },
    {
      counts: {
        checkoutsOpened: ALWAYS,
        checkoutsVisited: isVisitedCheckout('c'),
        checkoutsAbandoned: isAbandonedCheckout('c', now),
      },
      rows: (start, end) => ({
        from: sql`checkouts c`,
        at: 'c.created_at',
        where: sql<boolean>`${within('c.created_at', start, end)} and ${opened}`,
      }),
      attributed: (start, end) => ({
        from: sql`checkouts c left join ${person} on l.id = c.lead_id`,
        where: sql<boolean>`${within('c.created_at', start, end)} and ${opened}`,
      }),
    },
    {
      counts: { newCustomers: ALWAYS },
      rows: (start, end) => ({
        from: sql`(${FIRST_SALES}) b`,
        at: 'b.first_paid_at',
        where: within('b.first_paid_at', start, end),
      }),
      attributed: (start, end) => ({
        from: sql`(${FIRST_SALES}) b left join ${person} on l.id = b.lead_id`,
        where: within('b.first_paid_at', start, end),
      }),
    },
  ];
}

/** The sources of the wanted numbers only: each statement costs a pass over the period's rows. */
function neededSources(db: Kysely<Database>, now: Date, wanted: readonly PeriodMetric[]): Source[] {
  return sources(now, engineOf(db)).filter((source) =>
    Object.keys(source.counts).some((key) => wanted.includes(key as CountedMetric)),
  );
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

/** One statement: `counts` over `from` grouped by `groups` (SQL expressions named by their keys). */
async function countGrouped(
  db: Kysely<Database>,
  rows: { from: RawBuilder<unknown>; where: RawBuilder<boolean>; weight?: RawBuilder<unknown> },
  counts: Source['counts'],
  groups: Record<string, RawBuilder<unknown>>,
): Promise<(Record<string, string> & Partial<MetricValues>)[]> {
  const groupNames = Object.keys(groups);
  const weight = rows.weight ?? sql`1`;
  const counted = Object.entries(counts).map(
    ([key, condition]) => sql`sum(case when ${condition} then ${weight} else 0 end) as ${sql.ref(key)}`,
  );
  const result = await sql<Record<string, unknown>>`select
      ${sql.join([...groupNames.map((name) => sql`${groups[name]} as ${sql.ref(name)}`), ...counted])}
    from ${rows.from} where ${rows.where}
    ${groupNames.length === 0 ? sql`` : sql`group by ${sql.join(groupNames.map((_, i) => sql.lit(i + 1)))}`}`.execute(
    db,
  );
  return result.rows.map((row) => ({
    ...Object.fromEntries(groupNames.map((name) => [name, String(row[name] ?? '')])),
    ...Object.fromEntries(Object.keys(counts).map((key) => [key, toCount(row[key])])),
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
  const { start, end } = periodBounds(period);
  for (const source of neededSources(db, now, wanted)) {
    const rows = source.rows(start, end);
    const hours = { hour: sql`substr(${sql.ref(rows.at)}, 1, 13)` };
    for (const row of await countGrouped(db, rows, source.counts, hours)) {
      hourly.push({ ...zero(), ...row, hour: row.hour as string });
    }
  }
  const wantsSales = SALE_METRICS.some((key) => wanted.includes(key));
  const sales = wantsSales ? await loadSales(db, { start, end }) : [];
  for (const sale of sales) hourly.push({ ...zero(), ...saleMetrics(sale), hour: sale.paidAt.slice(0, 13) });

  const series = dailySeries(period, METRIC_KEYS, hourly);
  const totals = zero();
  for (const day of series) for (const key of METRIC_KEYS) totals[key] += day[key];
  return { totals, saleTotals: saleTotals(sales), series, sales };
}

/** The period's totals alone, for screens without a per-day chart: one count per source, no grouping. */
export async function periodTotals(
  db: Kysely<Database>,
  period: Period,
  now: Date,
  wanted: readonly PeriodMetric[] = METRIC_KEYS,
): Promise<MetricValues> {
  const totals = zero();
  const { start, end } = periodBounds(period);
  for (const source of neededSources(db, now, wanted)) {
    for (const row of await countGrouped(db, source.rows(start, end), source.counts, {})) {
      for (const key of Object.keys(source.counts) as CountedMetric[]) totals[key] += row[key] ?? 0;
    }
  }
  if (SALE_METRICS.some((key) => wanted.includes(key))) {
    for (const sale of await loadSales(db, { start, end })) {
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
  db: Kysely<Database>,
  period: Period,
  now: Date,
  sales: readonly SaleRow[],
  wanted: readonly PeriodMetric[] = METRIC_KEYS,
): Promise<MetricBreakdowns> {
  // One scan per source grouped by every attribution at once, then summed per attribution here.
  const groups = Object.fromEntries(
    FUNNEL_DIMENSIONS.map((dimension) => [
      dimension.key,
      sql`coalesce(${sql.ref(ATTRIBUTION_COLUMNS[dimension.key])}, '')`,
    ]),
  );
  const combinations: (Record<FunnelDimension, string> & MetricValues)[] = [];
  const { start, end } = periodBounds(period);
  for (const source of neededSources(db, now, wanted)) {
    for (const row of await countGrouped(db, source.attributed(start, end), source.counts, groups)) {
      combinations.push({ ...zero(), ...row } as Record<FunnelDimension, string> & MetricValues);
    }
  }
  for (const sale of SALE_METRICS.some((key) => wanted.includes(key)) ? sales : []) {
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
