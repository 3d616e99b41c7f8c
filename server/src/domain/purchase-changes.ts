// What a provider event does to a checkout and its lead: pure rules, so both engines apply the same ones.
import { PAID_EVENTS, type PaymentWebhookEvent } from '@funil/core/payment-webhook';
import type { CheckoutStatus, StoredCheckout } from './ports/checkouts.ts';
import type { LeadPurchaseState } from './ports/payment-webhooks.ts';

/**
 * - payment: the money arrived; the lead becomes a customer.
 * - abandon: an open checkout ended without payment.
 * - after_sale: what became of a paid checkout (refunds, chargebacks and their outcome).
 */
export type TransitionKind = 'payment' | 'abandon' | 'after_sale';

export interface Transition {
  kind: TransitionKind;
  /** 'settled': back to what the money says after the refunds (a chargeback reversed). */
  to: CheckoutStatus | 'settled';
  /** The statuses it may leave; anything else means another delivery already moved it. */
  from: CheckoutStatus[];
  /** Statuses in which the event arrived before the step it needs: it waits for that step. */
  waitsIn: CheckoutStatus[];
}

const OPEN: CheckoutStatus[] = ['pending', 'created', 'visited'];
/** Nothing was charged yet: a refund or chargeback of such a checkout waits for its payment. */
const UNPAID: CheckoutStatus[] = [...OPEN, 'expired', 'canceled', 'failed'];
/** Paid and not disputed, whole or with part given back. */
const SETTLED: CheckoutStatus[] = ['paid', 'partially_refunded'];
const DISPUTED: CheckoutStatus[] = ['chargeback', 'chargeback_dispute'];

/** Statuses in which a payment happened: the sale is counted, and kept after an erasure. */
export const CHARGED_STATUSES: readonly CheckoutStatus[] = [
  'paid',
  'partially_refunded',
  'refunded',
  ...DISPUTED,
];

export function transitionFor(eventType: string): Transition | undefined {
  if ((PAID_EVENTS as readonly string[]).includes(eventType)) {
    // An expired or cancelled PIX can still be paid late; the money decides.
    return { kind: 'payment', to: 'paid', from: UNPAID, waitsIn: [] };
  }
  switch (eventType) {
    case 'CHECKOUT_EXPIRED':
      return { kind: 'abandon', to: 'expired', from: OPEN, waitsIn: [] };
    case 'CHECKOUT_CANCELED':
      return { kind: 'abandon', to: 'canceled', from: OPEN, waitsIn: [] };
    // A PIX charge made on our own page (issue 30) past its due date, or removed (our own expiry
    // cancels it): only an open checkout ends; a paid one never goes back.
    case 'PAYMENT_OVERDUE':
      return { kind: 'abandon', to: 'expired', from: OPEN, waitsIn: [] };
    case 'PAYMENT_DELETED':
      return { kind: 'abandon', to: 'canceled', from: OPEN, waitsIn: [] };
    case 'PAYMENT_REFUNDED':
      return { kind: 'after_sale', to: 'refunded', from: SETTLED, waitsIn: UNPAID };
    case 'PAYMENT_PARTIALLY_REFUNDED':
      return { kind: 'after_sale', to: 'partially_refunded', from: SETTLED, waitsIn: UNPAID };
    case 'PAYMENT_CHARGEBACK_REQUESTED':
      return { kind: 'after_sale', to: 'chargeback', from: [...SETTLED, 'refunded'], waitsIn: UNPAID };
    // Asaas: the buyer's bank contests the sale, we answer with documents (dispute), and when the
    // dispute is won the acquirer sends the money back (awaiting reversal): the sale stands again.
    case 'PAYMENT_CHARGEBACK_DISPUTE':
      return {
        kind: 'after_sale',
        to: 'chargeback_dispute',
        from: ['chargeback'],
        waitsIn: [...UNPAID, ...SETTLED],
      };
    case 'PAYMENT_AWAITING_CHARGEBACK_REVERSAL':
      return { kind: 'after_sale', to: 'settled', from: DISPUTED, waitsIn: [...UNPAID, ...SETTLED] };
    default:
      return undefined;
  }
}

/** Where a paid checkout stands once its refunds are counted. */
export function settledStatus(
  checkout: Pick<StoredCheckout, 'amount_cents' | 'refunded_cents'>,
): CheckoutStatus {
  if (checkout.refunded_cents <= 0) return 'paid';
  return checkout.refunded_cents >= checkout.amount_cents ? 'refunded' : 'partially_refunded';
}

export function targetStatus(transition: Transition, checkout: StoredCheckout): CheckoutStatus {
  return transition.to === 'settled' ? settledStatus(checkout) : transition.to;
}

/**
 * Cents given back to the buyer as of this event, never more than we charged: a full refund is
 * the whole amount; a partial one the sum of the payment's refunds that were not cancelled
 * (Asaas sends the whole list each time). Undefined when the event says nothing about refunds.
 */
export function refundedCentsOf(event: PaymentWebhookEvent, checkout: StoredCheckout): number | undefined {
  if (event.event === 'PAYMENT_REFUNDED') return checkout.amount_cents;
  if (event.event !== 'PAYMENT_PARTIALLY_REFUNDED') return undefined;
  const refunds = event.payment?.refunds;
  if (!refunds) return undefined;
  const cents = refunds
    .filter((refund) => refund.status !== 'CANCELLED')
    .reduce((sum, refund) => sum + Math.round(refund.value * 100), 0);
  return Math.min(cents, checkout.amount_cents);
}

/**
 * Lead columns a purchase sets (spec §3/§4: payment_approved makes the lead a customer).
 * `installments` is the count the provider reported, null when it could not be read.
 */
export function purchaseChanges(
  checkout: StoredCheckout,
  event: PaymentWebhookEvent,
  time: string,
  installments: number | null,
) {
  return {
    has_purchased: 1 as const,
    purchase_date: time,
    purchase_id: checkout.id,
    payment_provider_transaction_key: transactionIdOf(checkout, event),
    plan_name: checkout.offer_name,
    plan_key: checkout.offer_code,
    product_key: checkout.offer_code,
    trans_installments: installments,
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

/** The provider's payment id when the event has one, else its checkout's. */
export function transactionIdOf(checkout: StoredCheckout, event: PaymentWebhookEvent): string {
  return event.payment?.id ?? checkout.provider_checkout_id ?? checkout.id;
}

/**
 * The installment plan the event names, when the count must be asked of the provider: a card
 * payment split into installments. Undefined when the event alone tells the count.
 */
export function installmentPlanOf(event: PaymentWebhookEvent): string | undefined {
  const payment = event.payment;
  if (payment?.billingType !== 'CREDIT_CARD') return undefined;
  return payment.installment ?? undefined;
}

/**
 * The number of installments of a purchase: PIX and a card paid at once are 1; a split card sale
 * has the count of its plan (`planCount`, from the provider), which must be one we offered.
 * Null when the plan could not be read, rather than a guess.
 */
export function installmentsOf(
  checkout: StoredCheckout,
  event: PaymentWebhookEvent,
  planCount: number | undefined,
): number | null {
  if (checkout.method === 'pix' || event.payment?.billingType === 'PIX') return 1;
  if (!installmentPlanOf(event)) return event.payment ? 1 : null;
  return planCount !== undefined && planCount >= 1 && planCount <= checkout.max_installments
    ? planCount
    : null;
}

/** Lead columns for the other transitions, or undefined when the lead has moved past this checkout. */
export function leadChangesFor(
  transition: Transition,
  to: CheckoutStatus,
  checkout: StoredCheckout,
  lead: LeadPurchaseState,
  event: PaymentWebhookEvent,
  time: string,
): Record<string, string | number> | undefined {
  if (transition.kind === 'abandon') {
    // Only the lead's current checkout speaks for it, and never after a purchase.
    if (lead.has_purchased || lead.checkout_url !== checkout.link) return undefined;
    return { checkout_status: to, checkout_abandoned_at: time, checkout_updated_at: time, updated_at: time };
  }
  if (transition.kind === 'after_sale') {
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
