// What a provider event does to a checkout and its lead: pure rules, so both engines apply the same ones.
import { PAID_EVENTS, type PaymentWebhookEvent } from '@funil/core/payment-webhook';

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
  max_installments: number;
  provider_checkout_id: string | null;
  link: string | null;
  status: string;
}

export interface Transition {
  to: CheckoutStatus;
  /** The statuses it may leave; anything else means another delivery already moved it. */
  from: CheckoutStatus[];
}

const OPEN: CheckoutStatus[] = ['pending', 'created', 'visited'];

export function transitionFor(eventType: string): Transition | undefined {
  if ((PAID_EVENTS as readonly string[]).includes(eventType)) {
    // An expired or cancelled PIX can still be paid late; the money decides.
    return { to: 'paid', from: [...OPEN, 'expired', 'canceled', 'failed'] };
  }
  switch (eventType) {
    case 'CHECKOUT_EXPIRED':
      return { to: 'expired', from: OPEN };
    case 'CHECKOUT_CANCELED':
      return { to: 'canceled', from: OPEN };
    case 'PAYMENT_REFUNDED':
    case 'PAYMENT_PARTIALLY_REFUNDED':
      return { to: 'refunded', from: ['paid'] };
    case 'PAYMENT_CHARGEBACK_REQUESTED':
    case 'PAYMENT_CHARGEBACK_DISPUTE':
      return { to: 'chargeback', from: ['paid', 'refunded'] };
    default:
      return undefined;
  }
}

export interface LeadPurchaseState {
  has_purchased: boolean;
  purchase_id: string | null;
  checkout_url: string | null;
}

/** Lead columns a purchase sets (spec §3/§4: payment_approved makes the lead a customer). */
export function purchaseChanges(checkout: StoredCheckout, event: PaymentWebhookEvent, time: string) {
  return {
    has_purchased: 1 as const,
    purchase_date: time,
    purchase_id: checkout.id,
    payment_provider_transaction_key: event.payment?.id ?? checkout.provider_checkout_id,
    plan_name: checkout.offer_name,
    plan_key: checkout.offer_code,
    product_key: checkout.offer_code,
    trans_installments: installmentsOf(checkout, event),
    trans_value: checkout.amount_cents,
    trans_status: 'paid',
    trans_status_code: event.event,
    journey_stage: 'customer',
    conversion_stage: 'payment_approved',
    checkout_status: 'paid',
    checkout_updated_at: time,
    updated_at: time,
  };
}

/** PIX is paid at once; a card's count comes from the provider when it says, else our maximum. */
function installmentsOf(checkout: StoredCheckout, event: PaymentWebhookEvent): number {
  if (event.payment?.billingType === 'PIX' || checkout.method === 'pix') return 1;
  const count = event.payment?.installmentCount;
  return count && count <= checkout.max_installments ? count : checkout.max_installments;
}

/** Lead columns for the other transitions, or undefined when the lead has moved past this checkout. */
export function leadChangesFor(
  to: CheckoutStatus,
  checkout: StoredCheckout,
  lead: LeadPurchaseState,
  event: PaymentWebhookEvent,
  time: string,
): Record<string, string | number> | undefined {
  if (to === 'expired' || to === 'canceled') {
    // Only the lead's current checkout speaks for it, and never after a purchase.
    if (lead.has_purchased || lead.checkout_url !== checkout.link) return undefined;
    return { checkout_status: to, checkout_abandoned_at: time, checkout_updated_at: time, updated_at: time };
  }
  if (to === 'refunded' || to === 'chargeback') {
    if (lead.purchase_id !== checkout.id) return undefined;
    return {
      trans_status: to,
      trans_status_code: event.event,
      checkout_status: to,
      checkout_updated_at: time,
      updated_at: time,
    };
  }
  return undefined;
}
