// What backs a valued ads event (domain/tracking-values.ts): the server's own Purchase, a lead's checkout.
import type { Kysely } from 'kysely';
import type { BackedValue, TrackingValueStore } from '../domain/ports/tracking-values.ts';
import type { Database } from './schema.ts';

export function createTrackingValuesRepository(db: Kysely<Database>): TrackingValueStore {
  return {
    async serverPurchaseValue(eventName, eventId) {
      // The server's Purchase carries its checkout's id as order_id; the value is read from that row.
      const row = await db
        .selectFrom('tracking_events')
        .select('payload')
        .where('event_name', '=', eventName)
        .where('event_id', '=', eventId)
        .executeTakeFirst();
      const checkoutId = row ? orderIdOf(row.payload) : undefined;
      if (!checkoutId) return undefined;
      const checkout = await db
        .selectFrom('checkouts')
        .select(['amount_cents', 'currency'])
        .where('id', '=', checkoutId)
        .where('paid_at', 'is not', null)
        .executeTakeFirst();
      return checkout && backedValue(checkout);
    },

    async leadCheckoutValue(leadId) {
      const checkout = await db
        .selectFrom('checkouts')
        .select(['amount_cents', 'currency'])
        .where('lead_id', '=', leadId)
        .where('provider_checkout_id', 'is not', null)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return checkout && backedValue(checkout);
    },
  };
}

function backedValue(row: { amount_cents: number; currency: string }): BackedValue {
  return { cents: Number(row.amount_cents), currency: row.currency };
}

function orderIdOf(payload: string): string | undefined {
  try {
    const event = JSON.parse(payload) as { custom_data?: { order_id?: unknown } };
    return typeof event.custom_data?.order_id === 'string' ? event.custom_data.order_id : undefined;
  } catch {
    return undefined;
  }
}
