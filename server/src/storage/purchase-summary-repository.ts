// One checkout for the thank-you page, on Kysely for both engines: its offer's name, amount, method,
// installments and status, never its lead or buyer.
import { PAID_EVENTS } from '@funil/core/payment-webhook';
import type { Kysely } from 'kysely';
import type { PurchaseSummaryStore } from '../domain/ports/purchases.ts';
import type { Database } from './schema.ts';

export function createPurchaseSummaryRepository(db: Kysely<Database>): PurchaseSummaryStore {
  return {
    async findPurchase(checkoutId) {
      const row = await db
        .selectFrom('checkouts as c')
        .innerJoin('offers as o', 'o.code', 'c.offer_code')
        .leftJoin('events as e', (join) => join.onRef('e.id', '=', 'o.event_id').on('o.kind', '=', 'ticket'))
        .leftJoin('leads as l', (join) =>
          join.onRef('l.id', '=', 'c.lead_id').on('l.anonymized_at', 'is', null),
        )
        .select([
          'o.name',
          'e.slug as event_slug',
          'e.kind as event_kind',
          'e.title as event_title',
          'e.description as event_description',
          'e.starts_at as event_starts_at',
          'e.ends_at as event_ends_at',
          'e.location as event_location',
          'c.method',
          'c.amount_cents',
          'c.currency',
          'c.status',
          'c.installments',
          'c.buyer_link',
          'c.coupon_code',
          'c.discount_cents',
          'l.id as lead_id',
          'l.phone',
          'l.email',
        ])
        .where('c.id', '=', checkoutId)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        offerName: row.name,
        ticketEvent:
          row.event_slug === null
            ? null
            : {
                slug: row.event_slug,
                kind: row.event_kind ?? 'other',
                title: row.event_title ?? '',
                description: row.event_description ?? '',
                startsAt: row.event_starts_at ?? '',
                endsAt: row.event_ends_at ?? '',
                location: row.event_location ?? '',
              },
        method: row.method,
        amountCents: Number(row.amount_cents),
        currency: row.currency,
        status: row.status,
        installments: row.installments === null ? null : Number(row.installments),
        paidBillingType: row.method === 'multi' ? await paidBillingType(db, checkoutId) : null,
        items: (
          await db
            .selectFrom('checkout_items')
            .select(['kind', 'name', 'amount_cents'])
            .where('checkout_id', '=', checkoutId)
            .orderBy('position')
            .execute()
        ).map((item) => ({
          kind: item.kind === 'bump' ? ('bump' as const) : ('main' as const),
          name: item.name,
          amountCents: Number(item.amount_cents),
        })),
        couponCode: row.coupon_code,
        discountCents: Number(row.discount_cents),
        buyer: {
          hasLead: row.lead_id !== null,
          link: row.buyer_link,
          hasPhone: Boolean(row.phone),
          hasEmail: Boolean(row.email),
        },
      };
    },
  };
}

/** What the payment event of a checkout that offered PIX and card says was used (sales-rows.ts alike). */
async function paidBillingType(db: Kysely<Database>, checkoutId: string): Promise<string | null> {
  const events = await db
    .selectFrom('provider_events')
    .select('payload')
    .where('checkout_id', '=', checkoutId)
    .where('event_type', 'in', [...PAID_EVENTS])
    .execute();
  for (const event of events) {
    try {
      const billingType = (JSON.parse(event.payload) as { payment?: { billingType?: unknown } }).payment
        ?.billingType;
      if (typeof billingType === 'string') return billingType;
    } catch {
      // An unreadable payload says nothing about the method.
    }
  }
  return null;
}
