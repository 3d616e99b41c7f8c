// The sales of a period (checkouts paid in it, whatever became of them) and the events side by side.
import type { LaunchReport } from '@funil/core/analytics';
import { type Period, periodBounds } from '@funil/core/analytics-period';
import { PAID_EVENTS } from '@funil/core/payment-webhook';
import { type Kysely, sql } from 'kysely';
import { paymentMethod, summariseSales } from '../../domain/analytics/launch-results.ts';
import type { Database } from '../schema.ts';
import { toCount } from './sql-aggregates.ts';

/** Ids per IN list. */
const ID_CHUNK = 500;

export async function launchReport(db: Kysely<Database>, period: Period): Promise<LaunchReport> {
  const { start, end } = periodBounds(period);
  const rows = await db
    .selectFrom('checkouts')
    .leftJoin('leads', 'leads.id', 'checkouts.lead_id')
    .select([
      'checkouts.id',
      'checkouts.method',
      'checkouts.amount_cents',
      'checkouts.status',
      'checkouts.paid_at',
      'leads.utm_source',
      'leads.utm_campaign',
      'leads.partner_code',
    ])
    .where('checkouts.paid_at', '>=', start)
    .where('checkouts.paid_at', '<', end)
    .execute();

  const billingTypes = await multiBillingTypes(
    db,
    rows.filter((row) => row.method === 'multi').map((row) => row.id),
  );

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
      sql<number | string>`count(distinct c.lead_id)`.as('buyers'),
      sql<number | string | null>`sum(c.amount_cents)`.as('revenue'),
    ])
    .groupBy(['events.id', 'events.slug', 'events.title', 'events.starts_at'])
    .orderBy('events.starts_at')
    .execute();

  return summariseSales(
    period,
    rows.map((row) => ({
      amountCents: row.amount_cents,
      status: row.status,
      paidAt: row.paid_at ?? start,
      method: paymentMethod(row.method, billingTypes.get(row.id)),
      utmSource: row.utm_source,
      utmCampaign: row.utm_campaign,
      partnerCode: row.partner_code,
    })),
    events.map((row) => ({
      slug: row.slug,
      title: row.title,
      registrations: toCount(row.registrations),
      buyers: toCount(row.buyers),
      revenueCents: toCount(row.revenue),
    })),
  );
}

/** For checkouts that offered PIX and card, the billing type the provider's payment event names. */
async function multiBillingTypes(db: Kysely<Database>, checkoutIds: string[]): Promise<Map<string, string>> {
  const types = new Map<string, string>();
  if (checkoutIds.length === 0) return types;
  // In chunks: a launch's thousands of ids would pass SQLite's limit of bound parameters.
  const events: { checkout_id: string | null; payload: string }[] = [];
  for (let i = 0; i < checkoutIds.length; i += ID_CHUNK) {
    events.push(
      ...(await db
        .selectFrom('provider_events')
        .select(['checkout_id', 'payload'])
        .where('checkout_id', 'in', checkoutIds.slice(i, i + ID_CHUNK))
        .where('event_type', 'in', [...PAID_EVENTS])
        .execute()),
    );
  }
  for (const event of events) {
    try {
      const billingType = (JSON.parse(event.payload) as { payment?: { billingType?: unknown } }).payment
        ?.billingType;
      if (event.checkout_id && typeof billingType === 'string') types.set(event.checkout_id, billingType);
    } catch {
      // An unreadable payload leaves the method as 'PIX ou cartão'.
    }
  }
  return types;
}
