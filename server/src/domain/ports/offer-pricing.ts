// What pricing an order reads and writes (issue 30): an offer's batches with their units left, its
// coupons and order bumps, a batch unit held by a checkout, the items a checkout charged.
// storage/offer-pricing-repository.ts implements it.
import type { BatchRule, CouponRule } from '@funil/core/offer-pricing';

export interface PricedBatch extends BatchRule {
  /** Units neither sold nor held by an open checkout; null for a batch without a quantity. */
  unitsLeft: number | null;
}

export interface StoredCoupon extends CouponRule {
  id: string;
}

export interface StoredBump {
  id: string;
  /** The offer sold as the bump, its name and kind (a ticket takes a seat of its event). */
  offerCode: string;
  name: string;
  kind: string;
  priceCents: number;
  pitch: string;
}

export interface NewCheckoutItem {
  checkout_id: string;
  position: number;
  kind: 'main' | 'bump';
  offer_code: string;
  name: string;
  list_cents: number;
  amount_cents: number;
  batch_id: string | null;
  bump_id: string | null;
}

export interface OfferPricingReader {
  /** The offer's batches by position, each with its units left at `now`. */
  batches(offerCode: string, now: string): Promise<PricedBatch[]>;
  /** The offer's coupon with this (normalized) code, active or not. */
  coupon(offerCode: string, code: string): Promise<StoredCoupon | undefined>;
  /** The offer's bumps by position whose bumped offer is on sale. */
  bumps(offerCode: string): Promise<StoredBump[]>;
}

export interface OfferPricingStore extends OfferPricingReader {
  /**
   * Holds one unit of the batch for the checkout until `until`, in one conditional write: of
   * checkouts racing for the last unit exactly one wins. False when none is free.
   */
  holdBatchUnit(batchId: string, checkoutId: string, until: string, now: string): Promise<boolean>;
  insertItems(items: NewCheckoutItem[]): Promise<void>;
}
