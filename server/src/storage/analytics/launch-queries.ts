// The launch results' rows: the period's sales (decision 0017), and each event's registrations beside
// the sales of its registrants; domain/analytics/launch-results.ts sums them.
import { type Period, periodBounds } from '@funil/core/analytics-period';
import { type Kysely, sql } from 'kysely';
import type { LaunchQueries, LaunchRows, SaleItem } from '../../domain/ports/launch-queries.ts';
import { isSale } from '../metrics/conditions.ts';
import { checkoutOfLaunch, type LaunchScope, launchScope } from '../metrics/launch-scope.ts';
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
    items: await saleItems(db, { start, end }, launch),
    events: events.map((row) => ({
      slug: row.slug,
      title: row.title,
      registrations: toCount(row.registrations),
      buyers: toCount(row.customers),
      grossRevenue: toCount(row.revenue),
    })),
  };
}

/** An item's batch: its own, or for the main line the checkout's. */
const BATCH = sql`coalesce(ci.batch_id, case when ci.kind is null or ci.kind = 'main' then c.batch_id end)`;

/**
 * Each line the period's sales charged (checkout_items, issue 30), named as its offer is now. A
 * checkout paid before items were kept is one main line of its offer at its amount, so the items of
 * a period add up to its revenue.
 */
async function saleItems(
  db: Kysely<Database>,
  span: { start: string; end: string },
  launch: LaunchScope | undefined,
): Promise<SaleItem[]> {
  const { rows } = await sql<{
    checkout_id: string;
    kind: string;
    offer_code: string;
    name: string;
    amount_cents: number | string;
    batch_id: string | null;
    batch_position: number | string | null;
    coupon_code: string | null;
    discount_cents: number | string;
  }>`select c.id as checkout_id, coalesce(ci.kind, 'main') as kind,
      coalesce(ci.offer_code, c.offer_code) as offer_code,
      coalesce(o.name, ci.name, c.offer_code) as name,
      coalesce(ci.amount_cents, c.amount_cents) as amount_cents,
      ${BATCH} as batch_id, b.position as batch_position, c.coupon_code, c.discount_cents
    from checkouts c
    left join checkout_items ci on ci.checkout_id = c.id
    left join offers o on o.code = coalesce(ci.offer_code, c.offer_code)
    left join offer_batches b on b.id = ${BATCH}
    where ${isSale('c')} and c.paid_at >= ${span.start} and c.paid_at < ${span.end} and ${checkoutOfLaunch('c', launch)}
    order by c.paid_at, c.id, ci.position`.execute(db);
  return rows.map((row) => ({
    checkoutId: row.checkout_id,
    kind: row.kind === 'bump' ? 'bump' : 'main',
    offerCode: row.offer_code,
    name: row.name,
    amountCents: Number(row.amount_cents),
    batchId: row.batch_id,
    batchPosition: row.batch_position === null ? null : Number(row.batch_position),
    couponCode: row.coupon_code,
    discountCents: Number(row.discount_cents),
  }));
}
