// What an order costs, computed by the server alone (issue 30): the main offer at its current
// batch's price, less its coupon, and each order bump ticked at its bump price. The quote shows it;
// a checkout charges it, holding a unit of the batch when the batch has a quantity.
import type { ErrorCode } from '@funil/core/errors';
import {
  batchLabel,
  type ChargedItem,
  COUPON_CODE,
  couponDiscountCents,
  couponRefusal,
  currentBatch,
  normalizeCouponCode,
} from '@funil/core/offer-pricing';
import type { Offer } from './ports/checkouts.ts';
import type {
  NewCheckoutItem,
  OfferPricingReader,
  OfferPricingStore,
  PricedBatch,
  StoredBump,
  StoredCoupon,
} from './ports/offer-pricing.ts';

/** The main offer's price now: its batch's when it has batches, its own otherwise. */
export interface OfferPrice {
  batch: PricedBatch | undefined;
  pixCents: number;
  cardTotalCents: number;
}

export type BatchChoice = { ok: true; price: OfferPrice } | { ok: false; error: 'offer_closed' };

/**
 * The batch selling at `now` among `batches`: none of them open (every window over, every
 * quantity sold) closes the sale; an offer without batches sells at its own price.
 */
export function offerPriceAt(offer: Offer, batches: PricedBatch[], now: string): BatchChoice {
  if (batches.length === 0) {
    return {
      ok: true,
      price: { batch: undefined, pixCents: offer.pix_price_cents, cardTotalCents: offer.card_total_cents },
    };
  }
  const batch = currentBatch(batches, now, (b) => b.unitsLeft ?? undefined);
  if (!batch) return { ok: false, error: 'offer_closed' };
  return { ok: true, price: { batch, pixCents: batch.pixPriceCents, cardTotalCents: batch.cardTotalCents } };
}

export type CouponChoice =
  | { ok: true; coupon: StoredCoupon | undefined }
  | { ok: false; code: string; error: NonNullable<ReturnType<typeof couponRefusal>> };

/** The coupon asked for, if it may be used now; no code asked is no coupon. */
export async function chooseCoupon(
  store: OfferPricingReader,
  offerCode: string,
  asked: string | undefined,
  now: string,
): Promise<CouponChoice> {
  const code = asked === undefined ? '' : normalizeCouponCode(asked);
  if (code === '') return { ok: true, coupon: undefined };
  // A code no coupon can have is looked up nowhere (and never reaches the database as typed).
  if (!COUPON_CODE.test(code)) return { ok: false, code: code.slice(0, 40), error: 'coupon_not_found' };
  const coupon = await store.coupon(offerCode, code);
  const refusal = couponRefusal(coupon, now);
  return refusal ? { ok: false, code, error: refusal } : { ok: true, coupon };
}

export interface PricedOrder {
  batch: PricedBatch | undefined;
  coupon: StoredCoupon | undefined;
  /** What the coupon took off the main offer, for the method charged. */
  discountCents: number;
  items: ChargedItem[];
  /** The bump rows of the items after the first, in order. */
  bumps: StoredBump[];
  totalCents: number;
}

export type OrderChoice = { ok: true; order: PricedOrder } | { ok: false; error: ErrorCode };

/**
 * Prices the order for one way of paying ('pix' charges the PIX price, the card the card total):
 * the main item at `price` less the coupon, then each bump ticked. A bump that is not the offer's
 * refuses the order: the buyer saw it and must choose again.
 */
export async function priceOrder(
  store: OfferPricingReader,
  input: {
    offer: Offer;
    price: OfferPrice;
    coupon: StoredCoupon | undefined;
    bumpIds: readonly string[];
    pix: boolean;
  },
): Promise<OrderChoice> {
  const { offer, price, coupon } = input;
  const offered = input.bumpIds.length > 0 ? await store.bumps(offer.code) : [];
  const ticked = [...new Set(input.bumpIds)].map((id) => offered.find((bump) => bump.id === id));
  if (ticked.some((bump) => bump === undefined)) return { ok: false, error: 'bump_unavailable' };
  const bumps = ticked as StoredBump[];
  const listCents = input.pix ? price.pixCents : price.cardTotalCents;
  const discountCents = coupon ? couponDiscountCents(listCents, coupon) : 0;
  const items: ChargedItem[] = [
    {
      kind: 'main',
      offerCode: offer.code,
      name: offer.name,
      listCents,
      amountCents: listCents - discountCents,
    },
    ...bumps.map((bump) => ({
      kind: 'bump' as const,
      offerCode: bump.offerCode,
      name: bump.name,
      listCents: bump.priceCents,
      amountCents: bump.priceCents,
    })),
  ];
  const totalCents = items.reduce((sum, item) => sum + item.amountCents, 0);
  return { ok: true, order: { batch: price.batch, coupon, discountCents, items, bumps, totalCents } };
}

/** The order's items as the checkout keeps them. */
export function checkoutItemRows(checkoutId: string, order: PricedOrder): NewCheckoutItem[] {
  return order.items.map((item, index) => ({
    checkout_id: checkoutId,
    position: index + 1,
    kind: item.kind,
    offer_code: item.offerCode,
    name: item.name,
    list_cents: item.listCents,
    amount_cents: item.amountCents,
    batch_id: index === 0 ? (order.batch?.id ?? null) : null,
    bump_id: index === 0 ? null : (order.bumps[index - 1]?.id ?? null),
  }));
}

/** "1º lote" of the order's batch, for the provider's description; undefined without one. */
export function orderBatchLabel(order: PricedOrder): string | undefined {
  return order.batch ? batchLabel(order.batch.position) : undefined;
}

/** How many times a checkout looks again after the batch it chose sold its last unit meanwhile. */
const BATCH_ATTEMPTS = 10;

/**
 * The price a checkout charges, held: the current batch's, taking one of its units when it has a
 * quantity. Losing the last unit to a concurrent checkout moves on to the batch that sells next.
 */
export async function holdOfferPrice(
  store: OfferPricingStore,
  hold: { offer: Offer; checkoutId: string; until: string; now: string },
): Promise<BatchChoice> {
  for (let attempt = 0; attempt < BATCH_ATTEMPTS; attempt++) {
    const choice = offerPriceAt(hold.offer, await store.batches(hold.offer.code, hold.now), hold.now);
    const batch = choice.ok ? choice.price.batch : undefined;
    if (!batch || batch.quantity === null) return choice;
    if (await store.holdBatchUnit(batch.id, hold.checkoutId, hold.until, hold.now)) return choice;
  }
  return { ok: false, error: 'offer_closed' };
}

/** The offer alone at its own price: no batch, no coupon, no bump. */
export function offerOnlyOrder(offer: Offer, pix: boolean): PricedOrder {
  const cents = pix ? offer.pix_price_cents : offer.card_total_cents;
  return {
    batch: undefined,
    coupon: undefined,
    discountCents: 0,
    items: [{ kind: 'main', offerCode: offer.code, name: offer.name, listCents: cents, amountCents: cents }],
    bumps: [],
    totalCents: cents,
  };
}
