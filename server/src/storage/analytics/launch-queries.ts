// The launch results' rows: the period's sales (decision 0017), and each event's registrations beside
// the sales of its registrants; domain/analytics/launch-results.ts sums them.
import { type Period, periodBounds } from '@funil/core/analytics-period';
import { type Kysely, sql } from 'kysely';
import type { LaunchQueries, LaunchRows } from '../../domain/ports/launch-queries.ts';
import { launchScope } from '../metrics/launch-scope.ts';
import { loadSales } from '../metrics/sales-rows.ts';
import type { Database } from '../schema.ts';
import { toCount } from './sql-aggregates.ts';

export function createLaunchQueries(db: Kysely<Database>): LaunchQueries {
  return { launchRows: (period) => launchRows(db, period) };
}

async function launchRows(db: Kysely<Database>, period: Period): Promise<LaunchRows> {
  const { start, end } = periodBounds(period);
  const launch = await launchScope(db, period.launch);
  const sales = await loadSales(db, { start, end }, undefined, launch);

  let ofLaunch = db.selectFrom('events');
  if (launch) ofLaunch = ofLaunch.where('events.launch_id', '=', launch.id);
  const events = await ofLaunch
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

  return {
    sales,
    events: events.map((row) => ({
      slug: row.slug,
      title: row.title,
      registrations: toCount(row.registrations),
      buyers: toCount(row.customers),
      grossRevenue: toCount(row.revenue),
    })),
  };
}
