// A checkout as storage keeps it, and what creating one reads and writes
// (storage/checkouts-repository.ts implements CheckoutStore).
import type { CheckoutEndpoint } from '@funil/core/checkout';
import type { CommissionTermsReader } from './commissions.ts';
import type { OfferPricingStore } from './offer-pricing.ts';

export interface CheckoutAttributionColumns {
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_content: string | null;
  utm_term: string | null;
  referrer: string | null;
  landing_page: string | null;
  fbc: string | null;
  partner_code: string | null;
}

export interface ReturnOrigins {
  /** True when an active partner registered this origin (scheme://host[:port]) as its site. */
  isActivePartnerOrigin(origin: string): Promise<boolean>;
}

export interface Offer {
  code: string;
  name: string;
  pix_price_cents: number;
  card_total_cents: number;
  max_installments: number;
  checkout_expiry_minutes: number;
  external_reference_prefix: string;
  /** program or ticket (migration 0042); read as the program when absent. */
  kind?: string;
}

export interface NewCheckout extends Partial<CheckoutAttributionColumns> {
  id: string;
  /** The partner commission its charge carries (domain/commissions/commission-plan.ts), JSON. */
  commission_plan?: string | null;
  lead_id: string | null;
  offer_code: string;
  /** The launch it was opened in; null where no launch was given (tests of one launch). */
  launch_id?: string | null;
  method: CheckoutEndpoint;
  amount_cents: number;
  max_installments: number;
  /** The main offer's batch, the coupon applied and what it took off (migration 0043). */
  batch_id?: string | null;
  coupon_code?: string | null;
  discount_cents?: number;
  provider: string;
  external_reference: string;
  expires_at: string;
  status: 'pending';
  created_at: string;
  updated_at: string;
}

export interface LeadCheckoutChanges {
  checkout_status: string;
  checkout_url?: string;
  checkout_created_at?: string;
  checkout_updated_at: string;
  checkout_visited_at?: string;
  checkout_abandoned_at?: string;
  updated_at: string;
  /** An in-page PIX charge's copy-and-paste code (the WhatsApp reminders' {codigo_pix}). */
  pix_code?: string;
}

export interface CheckoutStore extends ReturnOrigins, OfferPricingStore, CommissionTermsReader {
  /** The active offer with this code. */
  findOffer(code: string): Promise<Offer | undefined>;
  /** The launch's active ticket offer with this code (migration 0042). */
  findTicket(launchId: string, code: string): Promise<Offer | undefined>;
  /**
   * Holds a free seat of the ticket for this checkout until `until`, in one conditional write: of
   * requests racing for the last seat exactly one wins. False when no seat is free at `now`.
   */
  holdSeat(offerCode: string, checkoutId: string, until: string, now: string): Promise<boolean>;
  /** The checkout's held seat is free again (its checkout failed, expired or was cancelled). */
  releaseSeat(checkoutId: string): Promise<void>;
  /** The lead with this id, only when the hashed secret is that lead's own capability (decision 0019). */
  findLead(id: string, tokenHash: string): Promise<CheckoutLead | undefined>;
  /** Only an active partner's code is kept as a sale's partner. */
  isActivePartner(code: string): Promise<boolean>;
  insertCheckout(checkout: NewCheckout): Promise<void>;
  checkoutCreated(
    id: string,
    changes: {
      provider_checkout_id: string;
      link: string;
      updated_at: string;
      /** An in-page PIX charge's code and QR image, shown again while it can be paid. */
      pix_payload?: string;
      pix_qr_image?: string;
    },
  ): Promise<void>;
  checkoutFailed(id: string, updatedAt: string): Promise<void>;
  /** An in-page PIX charge as the modal polls it; undefined for any other checkout or none. */
  findPixCharge(id: string): Promise<StoredPixCharge | undefined>;
  updateLeadCheckout(leadId: string, changes: LeadCheckoutChanges): Promise<void>;
}

export type CheckoutStatus =
  | 'pending'
  | 'created'
  | 'visited'
  | 'paid'
  | 'expired'
  | 'canceled'
  | 'refunded'
  | 'partially_refunded'
  | 'chargeback'
  | 'chargeback_dispute'
  | 'failed';

/** The checkout the event is about, as we stored it: its amount is the only one we trust. */
export interface StoredCheckout {
  id: string;
  lead_id: string | null;
  offer_code: string;
  offer_name: string | null;
  method: string;
  amount_cents: number;
  currency: string;
  max_installments: number;
  provider_checkout_id: string | null;
  link: string | null;
  status: string;
  refunded_cents: number;
}

export interface CheckoutLead {
  id: string;
  name: string;
  phone: string;
  email: string;
}

/** An in-page PIX charge (a checkout with its own QR code), as its status read needs it. */
export interface StoredPixCharge {
  id: string;
  lead_id: string | null;
  status: string;
  expires_at: string;
  amount_cents: number;
  pix_payload: string;
  pix_qr_image: string;
  items: { name: string; amount_cents: number }[];
}

/** What cancelling in-page PIX charges at their expiry reads and writes. */
export interface PixChargeExpiryStore {
  /** Unpaid in-page PIX charges whose expiry has passed, oldest first. */
  expiredPixCharges(now: string, limit: number): Promise<{ id: string; provider_checkout_id: string }[]>;
  /** The charge is expired: its checkout (unless paid meanwhile), its seat or batch unit, its lead. */
  expirePixCharge(id: string, time: string): Promise<void>;
}
