// The behaviour charts' sums from behaviour_daily (kept per São Paulo day, so a period's days select
// them exactly): domain/analytics/behaviour.ts makes the report of them.
import type { Period } from '@funil/core/analytics-period';
import { type Kysely, sql } from 'kysely';
import type { BehaviourQueries } from '../../domain/ports/analytics-queries.ts';
import type { Database } from '../schema.ts';
import { toCount } from './sql-aggregates.ts';

export function createBehaviourQueries(db: Kysely<Database>): BehaviourQueries {
  const daily = (period: Period) =>
    db.selectFrom('behaviour_daily').where('day', '>=', period.from).where('day', '<=', period.to);
  const entries = sql<number | string>`sum(entries)`;
  return {
    async topTargets(period, kind, limit) {
      const rows = await daily(period)
        .select(['target', entries.as('count'), sql<number | string>`sum(time_spent_ms)`.as('time')])
        .where('kind', '=', kind)
        .groupBy('target')
        .having(entries, '>', 0)
        .orderBy(entries, 'desc')
        .orderBy('target')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        target: row.target,
        entries: toCount(row.count),
        timeMs: toCount(row.time),
      }));
    },

    async devices(period) {
      const rows = await daily(period)
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
      return rows.map((row) => ({
        device: row.device,
        clicks: toCount(row.clicks),
        views: toCount(row.views),
        timeMs: toCount(row.time),
      }));
    },
  };
}
