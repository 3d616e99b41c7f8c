// An offer's batches, coupons and order bumps as checkouts and the quote read them (migration 0043),
// on Kysely for both engines. A batch's units are seats (offer_seats) keyed `lote:<batch id>`.
import { COUPON_KINDS, type CouponKind } from '@funil/core/offer-pricing';
import type { Kysely, Transaction } from 'kysely';
import type {
  OfferPricingStore,
  PricedBatch,
  StoredBump,
  StoredCoupon,
} from '../domain/ports/offer-pricing.ts';
import { freeSeats, holdSeat } from './offer-seats.ts';
import type { Database } from './schema.ts';
import { isTrue, TRUE } from './sql-values.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The key of a batch's units in offer_seats, beside tickets' seats (migration 0043). */
export function batchUnitsKey(batchId: string): string {
  return `lote:${batchId}`;
}

export function createOfferPricingRepository(db: Db): OfferPricingStore {
  return {
    async batches(offerCode, now): Promise<PricedBatch[]> {
      const rows = await db
        .selectFrom('offer_batches')
        .selectAll()
        .where('offer_code', '=', offerCode)
        .orderBy('position')
        .execute();
      return Promise.all(
        rows.map(async (row) => ({
          id: row.id,
          position: row.position,
          pixPriceCents: row.pix_price_cents,
          cardTotalCents: row.card_total_cents,
          startsAt: row.starts_at,
          endsAt: row.ends_at,
          quantity: row.quantity,
          unitsLeft: row.quantity === null ? null : await freeSeats(db, batchUnitsKey(row.id), now),
        })),
      );
    },

    async coupon(offerCode, code): Promise<StoredCoupon | undefined> {
      const row = await db
        .selectFrom('coupons')
        .selectAll()
        .where('offer_code', '=', offerCode)
        .where('code', '=', code)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        code: row.code,
        kind: couponKind(row.kind),
        percentBp: row.percent_bp,
        amountCents: row.amount_cents,
        startsAt: row.starts_at,
        endsAt: row.ends_at,
        maxUses: row.max_uses,
        uses: Number(row.uses),
        active: isTrue(row.is_active),
      };
    },

    async bumps(offerCode): Promise<StoredBump[]> {
      const rows = await db
        .selectFrom('order_bumps')
        .innerJoin('offers', 'offers.code', 'order_bumps.bump_offer_code')
        .select([
          'order_bumps.id',
          'order_bumps.bump_offer_code',
          'offers.name',
          'offers.kind',
          'order_bumps.price_cents',
          'order_bumps.pitch',
        ])
        .where('order_bumps.offer_code', '=', offerCode)
        .where('offers.is_active', '=', TRUE)
        .orderBy('order_bumps.position')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        offerCode: row.bump_offer_code,
        name: row.name,
        kind: row.kind,
        priceCents: row.price_cents,
        pitch: row.pitch,
      }));
    },

    holdBatchUnit: (batchId, checkoutId, until, now) =>
      holdSeat(db, { offerCode: batchUnitsKey(batchId), checkoutId, until, now }),

    async insertItems(items) {
      if (items.length > 0) await db.insertInto('checkout_items').values(items).execute();
    },
  };
}

function couponKind(kind: string): CouponKind {
  return (COUPON_KINDS as readonly string[]).includes(kind) ? (kind as CouponKind) : 'fixed';
}

/**
 * Paid: the checkout's coupon counts one use, once (coupon_counted_at), in the payment's own
 * transaction; `uses = uses + 1` is one write, so concurrent payments never lose a count.
 */
export async function countCouponUse(db: Db, checkoutId: string, time: string): Promise<void> {
  const checkout = await db
    .updateTable('checkouts')
    .set({ coupon_counted_at: time })
    .where('id', '=', checkoutId)
    .where('coupon_code', 'is not', null)
    .where('coupon_counted_at', 'is', null)
    .returning(['offer_code', 'coupon_code'])
    .executeTakeFirst();
  if (!checkout?.coupon_code) return;
  await db
    .updateTable('coupons')
    .set((eb) => ({ uses: eb('uses', '+', 1), updated_at: time }))
    .where('offer_code', '=', checkout.offer_code)
    .where('code', '=', checkout.coupon_code)
    .execute();
}
