// The counted numbers of a period as decision 0017 defines them, per UTC hour, per attribution or in
// total, and the period's sales: the rows domain/metrics/period-metrics.ts folds into every screen's
// numbers (the leads KPIs, the funnel, the journey, the opportunities).
import { FUNNEL_DIMENSIONS, type FunnelDimension } from '@funil/core/analytics';
import { periodBounds } from '@funil/core/analytics-period';
import type { CountedMetric } from '@funil/core/metrics';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { CheckoutStates, CountRow, MetricQueries } from '../../domain/ports/metric-queries.ts';
import { toCount } from '../analytics/sql-aggregates.ts';
import { type Engine, engineOf } from '../database.ts';
import type { Database } from '../schema.ts';
import {
  type CountSource,
  countedMetrics,
  firstSales,
  isOpenedCheckout,
  newVisitorsWithin,
} from './conditions.ts';
import {
  checkoutOfLaunch,
  type LaunchScope,
  launchScope,
  leadOfLaunch,
  whileCurrent,
} from './launch-scope.ts';
import { attributionLeads } from './person-join.ts';
import { loadSales } from './sales-rows.ts';

type Counts = Partial<Record<CountedMetric, RawBuilder<boolean>>>;

/**
 * Where counted numbers come from: the period's rows, read without the person so the date index
 * alone answers (`at` dates each), and the same rows with the person's attribution as `l`.
 */
interface Source {
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

/** Every source, of one launch's rows when a scope is given (storage/metrics/launch-scope.ts). */
function sources(
  checkouts: CheckoutStates,
  engine: Engine,
  scope: LaunchScope | undefined,
): Record<CountSource, Source> {
  const opened = sql<boolean>`${isOpenedCheckout('c', checkouts)} and ${checkoutOfLaunch('c', scope)}`;
  const person = attributionLeads(engine);
  const leads = (start: string, end: string) => ({
    from: sql`leads l`,
    at: 'l.lead_at',
    where: sql<boolean>`${within('l.lead_at', start, end)} and ${leadOfLaunch('l', scope)}`,
  });
  const sales = firstSales(checkoutOfLaunch('checkouts', scope));
  return {
    visits: {
      rows: (start, end) => ({
        from: sql`lead_visits v`,
        at: 'v.visited_at',
        where: sql<boolean>`${within('v.visited_at', start, end)} and ${whileCurrent('v.visited_at', scope)}`,
      }),
      // A person's visits are summed first: the join then reads each person once.
      attributed: (start, end) => ({
        from: sql`(select lead_id, count(*) as n from lead_visits
          where ${within('visited_at', start, end)} and ${whileCurrent('visited_at', scope)}
          group by lead_id) v join ${person} on l.id = v.lead_id`,
        where: ALWAYS,
        weight: sql.ref('v.n'),
      }),
    },
    leads: { rows: leads, attributed: leads },
    leadsAndSales: { rows: leads, attributed: leads },
    newVisitors: {
      rows: (start, end) => ({
        from: sql`${newVisitorsWithin(start, end)} l`,
        at: 'l.created_at',
        where: whileCurrent('l.created_at', scope),
      }),
      attributed: (start, end) => ({
        from: sql`${newVisitorsWithin(start, end)} l`,
        where: whileCurrent('l.created_at', scope),
      }),
    },
    openedCheckouts: {
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
    firstSales: {
      rows: (start, end) => ({
        from: sql`(${sales}) b`,
        at: 'b.first_paid_at',
        where: within('b.first_paid_at', start, end),
      }),
      attributed: (start, end) => ({
        from: sql`(${sales}) b left join ${person} on l.id = b.lead_id`,
        where: within('b.first_paid_at', start, end),
      }),
    },
  };
}

/**
 * The sources of the wanted numbers only, each with all the numbers it counts: each statement
 * costs a pass over the period's rows.
 */
function neededSources(
  db: Kysely<Database>,
  checkouts: CheckoutStates,
  wanted: readonly CountedMetric[],
  scope: LaunchScope | undefined,
): (Source & { counts: Counts })[] {
  const all = sources(checkouts, engineOf(db), scope);
  const metrics = countedMetrics(checkouts);
  const needed = new Map<CountSource, Counts>();
  for (const key of Object.keys(metrics) as CountedMetric[]) {
    const { source } = metrics[key];
    if (wanted.some((other) => metrics[other].source === source)) {
      needed.set(source, { ...needed.get(source), [key]: metrics[key].when });
    }
  }
  return [...needed].map(([source, counts]) => ({ ...all[source], counts }));
}

const ATTRIBUTION_COLUMNS: Record<FunnelDimension, string> = {
  utm_source: 'l.utm_source',
  utm_campaign: 'l.utm_campaign',
  region: 'l.region',
  partner: 'l.partner_code',
};

/** One statement: `counts` over `from` grouped by `groups` (SQL expressions named by their keys). */
async function countGrouped(
  db: Kysely<Database>,
  rows: { from: RawBuilder<unknown>; where: RawBuilder<boolean>; weight?: RawBuilder<unknown> },
  counts: Counts,
  groups: Record<string, RawBuilder<unknown>>,
): Promise<(Record<string, string> & CountRow)[]> {
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
  })) as (Record<string, string> & CountRow)[];
}

export function createMetricQueries(db: Kysely<Database>): MetricQueries {
  return {
    async hourlyCounts(period, checkouts, wanted) {
      const { start, end } = periodBounds(period);
      const rows: ({ hour: string } & CountRow)[] = [];
      for (const source of neededSources(db, checkouts, wanted, await launchScope(db, period.launch))) {
        const from = source.rows(start, end);
        const hours = { hour: sql`substr(${sql.ref(from.at)}, 1, 13)` };
        for (const row of await countGrouped(db, from, source.counts, hours))
          rows.push({ ...row, hour: row.hour as string });
      }
      return rows;
    },

    async countTotals(period, checkouts, wanted) {
      const { start, end } = periodBounds(period);
      const rows: CountRow[] = [];
      for (const source of neededSources(db, checkouts, wanted, await launchScope(db, period.launch))) {
        rows.push(...(await countGrouped(db, source.rows(start, end), source.counts, {})));
      }
      return rows;
    },

    async attributedCounts(period, checkouts, wanted) {
      // One scan per source grouped by every attribution at once; the domain sums per attribution.
      const groups = Object.fromEntries(
        FUNNEL_DIMENSIONS.map((dimension) => [
          dimension.key,
          sql`coalesce(${sql.ref(ATTRIBUTION_COLUMNS[dimension.key])}, '')`,
        ]),
      );
      const { start, end } = periodBounds(period);
      const rows: (Record<FunnelDimension, string> & CountRow)[] = [];
      for (const source of neededSources(db, checkouts, wanted, await launchScope(db, period.launch))) {
        for (const row of await countGrouped(db, source.attributed(start, end), source.counts, groups)) {
          rows.push(row as Record<FunnelDimension, string> & CountRow);
        }
      }
      return rows;
    },

    async sales(period) {
      return loadSales(db, periodBounds(period), undefined, await launchScope(db, period.launch));
    },
  };
}
