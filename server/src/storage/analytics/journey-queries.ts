// How leads moved between stages, derived from the timestamps each move leaves (decision 0014).
import { JOURNEY_MOVES, type JourneyMove, type JourneyReport } from '@funil/core/analytics';
import { type Period, periodBounds } from '@funil/core/analytics-period';
import { type Kysely, sql } from 'kysely';
import { dailySeries } from '../../domain/analytics/daily-series.ts';
import type { Database } from '../schema.ts';
import { hourOf, toCount } from './sql-aggregates.ts';

type LeadTimeColumn =
  | 'created_at'
  | 'checkout_created_at'
  | 'checkout_visited_at'
  | 'checkout_abandoned_at'
  | 'purchase_date';

/** Each move, the column holding when it happened, and which rows it counts. */
const MOVES: Record<JourneyMove, { column: LeadTimeColumn; where?: ReturnType<typeof sql> }> = {
  visitor: { column: 'created_at', where: sql`conversion_stage = 'visitor'` },
  lead: { column: 'created_at', where: sql`conversion_stage <> 'visitor'` },
  checkoutCreated: { column: 'checkout_created_at' },
  checkoutVisited: { column: 'checkout_visited_at' },
  checkoutAbandoned: { column: 'checkout_abandoned_at' },
  customer: { column: 'purchase_date' },
};

const moveKeys = JOURNEY_MOVES.map((move) => move.key);

export async function journeyReport(db: Kysely<Database>, period: Period): Promise<JourneyReport> {
  const { start, end } = periodBounds(period);
  const hourly: ({ hour: string } & Record<JourneyMove, number>)[] = [];
  for (const key of moveKeys) {
    const move = MOVES[key];
    let query = db
      .selectFrom('leads')
      .select([hourOf(move.column).as('hour'), sql<number | string>`count(*)`.as('n')])
      .where(move.column, '>=', start)
      .where(move.column, '<', end);
    if (move.where) query = query.where(move.where as never);
    const rows = await query.groupBy(sql`1`).execute();
    for (const row of rows) {
      const entry = { hour: String(row.hour), ...Object.fromEntries(moveKeys.map((k) => [k, 0])) } as {
        hour: string;
      } & Record<JourneyMove, number>;
      entry[key] = toCount(row.n);
      hourly.push(entry);
    }
  }
  const series = dailySeries(period, moveKeys, hourly);
  const totals = Object.fromEntries(
    moveKeys.map((key) => [key, series.reduce((sum, day) => sum + day[key], 0)]),
  ) as Record<JourneyMove, number>;

  const stages = await db
    .selectFrom('leads')
    .select(['journey_stage', 'conversion_stage', sql<number | string>`count(*)`.as('n')])
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .groupBy(['journey_stage', 'conversion_stage'])
    .orderBy('journey_stage')
    .orderBy('conversion_stage')
    .execute();

  return {
    period,
    series,
    totals,
    stages: stages.map((row) => ({
      journeyStage: row.journey_stage,
      conversionStage: row.conversion_stage,
      count: toCount(row.n),
    })),
  };
}
