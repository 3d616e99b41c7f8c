// The funnel of the people first recorded in a period: how far each got, per day and per attribution.
import {
  FUNNEL_DIMENSIONS,
  FUNNEL_STEPS,
  type FunnelDimension,
  type FunnelReport,
  type FunnelStep,
} from '@funil/core/analytics';
import { type Period, periodBounds } from '@funil/core/analytics-period';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { dailySeries, stepConversions } from '../../domain/analytics/daily-series.ts';
import type { Database } from '../schema.ts';
import { countIf, hourOf, isSet, isTrueColumn, toCount } from './sql-aggregates.ts';

/**
 * A lead row is created by a visit (a 'visitor') or by the lead form; every row is a visit. A row
 * is a lead once it has a name, which the form requires and a bare visit does not give.
 */
const STEP_CONDITIONS: Record<FunnelStep, RawBuilder<unknown>> = {
  visits: sql`1 = 1`,
  leads: sql`name <> ''`,
  instagram: sql`instagram is not null and instagram <> ''`,
  checkoutCreated: isSet('checkout_created_at'),
  checkoutVisited: isSet('checkout_visited_at'),
  purchase: isTrueColumn('has_purchased'),
};

const DIMENSION_COLUMNS: Record<FunnelDimension, 'utm_source' | 'utm_campaign' | 'region' | 'partner_code'> =
  {
    utm_source: 'utm_source',
    utm_campaign: 'utm_campaign',
    region: 'region',
    partner: 'partner_code',
  };

/** Rows beyond this many values in a breakdown are summed into one 'Outros'. */
export const BREAKDOWN_LIMIT = 15;
export const OTHERS = 'Outros';

const stepKeys = FUNNEL_STEPS.map((step) => step.key);

function readCounts(row: Record<string, unknown>): Record<FunnelStep, number> {
  return Object.fromEntries(stepKeys.map((key) => [key, toCount(row[key])])) as Record<FunnelStep, number>;
}

export async function funnelReport(db: Kysely<Database>, period: Period): Promise<FunnelReport> {
  const { start, end } = periodBounds(period);
  const inPeriod = () =>
    db.selectFrom('leads').where('created_at', '>=', start).where('created_at', '<', end);
  const stepSelections = stepKeys.map((key) => countIf(STEP_CONDITIONS[key]).as(key));

  const hourly = await inPeriod()
    .select([hourOf('created_at').as('hour'), ...stepSelections])
    .groupBy(sql`1`)
    .execute();
  const series = dailySeries(
    period,
    stepKeys,
    hourly.map((row) => ({ hour: String(row.hour), ...readCounts(row) })),
  );
  const totals = stepKeys.map((key) => series.reduce((sum, day) => sum + day[key], 0));
  const conversions = stepConversions(totals);

  // One scan for all four breakdowns: grouped by every attribution at once (a few thousand
  // combinations at most), then summed per attribution here.
  const combinations = await inPeriod()
    .select([
      ...FUNNEL_DIMENSIONS.map((dimension) =>
        sql<string>`coalesce(${sql.ref(DIMENSION_COLUMNS[dimension.key])}, '')`.as(dimension.key),
      ),
      ...stepSelections,
    ])
    .groupBy(FUNNEL_DIMENSIONS.map((_, i) => sql`${sql.lit(i + 1)}`))
    .execute();
  const breakdowns = {} as FunnelReport['breakdowns'];
  // Thousands of combinations: each row's counts are read once, not once per attribution.
  const counted = combinations.map((row) => ({
    row: row as Record<string, unknown>,
    counts: readCounts(row),
  }));
  for (const dimension of FUNNEL_DIMENSIONS) {
    const byValue = new Map<string, { value: string } & Record<FunnelStep, number>>();
    for (const { row, counts } of counted) {
      const value = String(row[dimension.key] ?? '');
      let sums = byValue.get(value);
      if (!sums) {
        sums = { value, ...readCounts({}) };
        byValue.set(value, sums);
      }
      for (const key of stepKeys) sums[key] += counts[key];
    }
    breakdowns[dimension.key] = topWithOthers([...byValue.values()]);
  }

  return {
    period,
    steps: FUNNEL_STEPS.map((step, i) => ({
      key: step.key,
      label: step.label,
      count: totals[i] ?? 0,
      conversion: conversions[i] ?? null,
    })),
    series,
    breakdowns,
  };
}

function topWithOthers(
  rows: ({ value: string } & Record<FunnelStep, number>)[],
): ({ value: string } & Record<FunnelStep, number>)[] {
  const sorted = rows.sort((a, b) => b.visits - a.visits || a.value.localeCompare(b.value));
  if (sorted.length <= BREAKDOWN_LIMIT) return sorted;
  const rest = sorted.slice(BREAKDOWN_LIMIT - 1);
  const others = { value: OTHERS, ...readCounts({}) };
  for (const row of rest) for (const key of stepKeys) others[key] += row[key];
  return [...sorted.slice(0, BREAKDOWN_LIMIT - 1), others];
}
