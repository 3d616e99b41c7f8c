// Staff's batches, coupons and order bumps of a launch's program offer (issue 30), as the staff area
// reads and writes them (storage/pricing-admin-repository.ts implements it).
import type { OfferPricingUpdate, StaffOfferPricing } from '@funil/core/offer-pricing-admin';
import type { LaunchEditor } from './launches.ts';

export type PricingRefusal =
  | 'launch_not_found'
  | 'launch_closed'
  | 'program_offer_missing'
  | 'batch_not_found'
  | 'batch_has_sales'
  | 'batch_quantity_below_taken'
  | 'coupon_not_known'
  | 'bump_is_offer'
  | 'bump_offer_invalid';

export type PricingOutcome =
  | { ok: true; pricing: StaffOfferPricing }
  | { ok: false; refusal: PricingRefusal };

export interface StaffPricingStore {
  /** Undefined for a launch that does not exist; program_offer_missing when it sells no program. */
  read(launchId: string, now: string): Promise<StaffOfferPricing | 'program_offer_missing' | undefined>;
  /**
   * The offer's batches, coupons and bumps become these (rows left out are removed; a batch's units
   * resized to its quantity), with a row in the launch's audit; all or nothing.
   */
  save(
    launchId: string,
    pricing: OfferPricingUpdate,
    editor: LaunchEditor,
    time: string,
  ): Promise<PricingOutcome>;
}
