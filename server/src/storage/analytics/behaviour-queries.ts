// Behaviour charts from behaviour_entries: most clicked elements, most viewed pages and time on them, per device.
import type { BehaviourReport } from '@funil/core/analytics';
import { type Period, periodBounds } from '@funil/core/analytics-period';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';
import { toCount } from './sql-aggregates.ts';

export const TOP_ENTRIES = 15;

export async function behaviourReport(db: Kysely<Database>, period: Period): Promise<BehaviourReport> {
  const { start, end } = periodBounds(period);
  const entries = (kind: 'click' | 'page_view') =>
    db
      .selectFrom('behaviour_entries')
      .where('kind', '=', kind)
      .where('occurred_at', '>=', start)
      .where('occurred_at', '<', end);

  const elements = await entries('click')
    .select([
      'target',
      sql<number | string>`count(*)`.as('clicks'),
      sql<number | string>`count(distinct lead_id)`.as('leads'),
    ])
    .groupBy('target')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('target')
    .limit(TOP_ENTRIES)
    .execute();

  const pages = await entries('page_view')
    .select([
      'target',
      sql<number | string>`count(*)`.as('views'),
      sql<number | string>`sum(time_spent_ms)`.as('time'),
    ])
    .groupBy('target')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('target')
    .limit(TOP_ENTRIES)
    .execute();

  const devices = await db
    .selectFrom('behaviour_entries')
    .select([
      'device',
      sql<number | string>`sum(case when kind = 'click' then 1 else 0 end)`.as('clicks'),
      sql<number | string>`sum(case when kind = 'page_view' then 1 else 0 end)`.as('views'),
      sql<number | string>`sum(time_spent_ms)`.as('time'),
    ])
    // Naming both kinds lets the (kind, occurred_at, …) index serve this scan too.
    .where('kind', 'in', ['click', 'page_view'])
    .where('occurred_at', '>=', start)
    .where('occurred_at', '<', end)
    .groupBy('device')
    .orderBy('device')
    .execute();

  const average = (time: unknown, views: number) => (views === 0 ? 0 : Math.round(toCount(time) / views));
  return {
    period,
    elements: elements.map((row) => ({
      target: row.target,
      clicks: toCount(row.clicks),
      leads: toCount(row.leads),
    })),
    pages: pages.map((row) => ({
      page: row.target,
      views: toCount(row.views),
      averageTimeMs: average(row.time, toCount(row.views)),
    })),
    devices: devices.map((row) => ({
      device: row.device,
      clicks: toCount(row.clicks),
      views: toCount(row.views),
      averageTimeMs: average(row.time, toCount(row.views)),
    })),
  };
}
