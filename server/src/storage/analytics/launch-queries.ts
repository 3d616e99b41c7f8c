// The launch results: the period's sales (decision 0017) every way the launch team reads them, and
// each event's registrations beside the sales of its registrants.
import type { LaunchReport } from '@funil/core/analytics';
import { type Period, periodBounds } from '@funil/core/analytics-period';
import { type Kysely, sql } from 'kysely';
import { summariseSales } from '../../domain/analytics/launch-results.ts';
import { loadSales } from '../metrics/sales-rows.ts';
import type { Database } from '../schema.ts';
import { toCount } from './sql-aggregates.ts';

export async function launchReport(db: Kysely<Database>, period: Period): Promise<LaunchReport> {
  const { start, end } = periodBounds(period);
  const sales = await loadSales(db, { start, end });

  const events = await db
    .selectFrom('events')
    .leftJoin('event_registrations as r', (join) =>
      join
        .onRef('r.event_id', '=', 'events.id')
        .on('r.registration_date', '>=', start)
        .on('r.registration_date', '<', end),
    )
    .leftJoin('checkouts as c', (join) =>
      join.onRef('c.lead_id', '=', 'r.lead_id').on('c.paid_at', '>=', start).on('c.paid_at', '<', end),
    )
    .select([
      'events.slug',
      'events.title',
      sql<number | string>`count(distinct r.lead_id)`.as('registrations'),
      sql<number | string>`count(distinct c.lead_id)`.as('customers'),
      sql<number | string | null>`sum(c.amount_cents)`.as('revenue'),
    ])
    .groupBy(['events.id', 'events.slug', 'events.title', 'events.starts_at'])
    .orderBy('events.starts_at')
    .execute();

  return summariseSales(
    period,
    sales,
    events.map((row) => ({
      slug: row.slug,
      title: row.title,
      registrations: toCount(row.registrations),
      buyers: toCount(row.customers),
      revenueCents: toCount(row.revenue),
    })),
  );
}
