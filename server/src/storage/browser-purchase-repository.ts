// The thank-you page's claim on a purchase's browser Purchase, on Kysely for both engines.
import type { Kysely } from 'kysely';
import type { BrowserPurchaseStore } from '../domain/ports/purchases.ts';
import type { Database } from './schema.ts';

export function createBrowserPurchaseRepository(db: Kysely<Database>): BrowserPurchaseStore {
  return {
    async queuedEventPayload(eventName, eventId) {
      const row = await db
        .selectFrom('tracking_events')
        .select('payload')
        .where('event_name', '=', eventName)
        .where('event_id', '=', eventId)
        .executeTakeFirst();
      return row?.payload;
    },

    async claimBrowserPurchase(checkoutId, time) {
      // One statement: of two browsers asking at once, exactly one sees its update land.
      const result = await db
        .updateTable('checkouts')
        .set({ browser_purchase_claimed_at: time })
        .where('id', '=', checkoutId)
        .where('browser_purchase_claimed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
