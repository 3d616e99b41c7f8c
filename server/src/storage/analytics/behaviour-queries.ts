// Behaviour charts from behaviour_daily: most clicked elements, most viewed pages and time on them, per device.
import type { BehaviourReport } from '@funil/core/analytics';
import type { Period } from '@funil/core/analytics-period';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';
import { toCount } from './sql-aggregates.ts';

export const TOP_ENTRIES = 15;

export async function behaviourReport(db: Kysely<Database>, period: Period): Promise<BehaviourReport> {
  // The sums are kept per São Paulo day, so the period's days select them exactly.
  const daily = () =>
    db.selectFrom('behaviour_daily').where('day', '>=', period.from).where('day', '<=', period.to);
  const entries = sql<number | string>`sum(entries)`;

  const top = (kind: 'click' | 'page_view') =>
    daily()
      .select(['target', entries.as('count'), sql<number | string>`sum(time_spent_ms)`.as('time')])
      .where('kind', '=', kind)
      .groupBy('target')
      .having(entries, '>', 0)
      .orderBy(entries, 'desc')
      .orderBy('target')
      .limit(TOP_ENTRIES)
      .execute();
  const elements = await top('click');
  const pages = await top('page_view');

  const devices = await daily()
    .select([
      'device',
      sql<number | string>`sum(case when kind = 'click' then entries else 0 end)`.as('clicks'),
      sql<number | string>`sum(case when kind = 'page_view' then entries else 0 end)`.as('views'),
      sql<number | string>`sum(time_spent_ms)`.as('time'),
    ])
    .groupBy('device')
    .having(entries, '>', 0)
    .orderBy('device')
    .execute();

  const average = (time: unknown, views: number) => (views === 0 ? 0 : Math.round(toCount(time) / views));
  return {
    period,
    elements: elements.map((row) => ({ target: row.target, clicks: toCount(row.count) })),
    pages: pages.map((row) => ({
      page: row.target,
      views: toCount(row.count),
      averageTimeMs: average(row.time, toCount(row.count)),
    })),
    devices: devices.map((row) => ({
      device: row.device,
      clicks: toCount(row.clicks),
      views: toCount(row.views),
      averageTimeMs: average(row.time, toCount(row.views)),
    })),
  };
}
