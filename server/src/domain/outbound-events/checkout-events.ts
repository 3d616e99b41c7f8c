// The checkout's and the purchase's outbound events (issue 31), queued in the transaction of the
// change they report, from the checkout as it stands in that transaction.
import type { OutboundEventData } from '@funil/core/outbound-event-payloads';
import type { OutboundEventType } from '@funil/core/outbound-events';
import { outboundEvent } from '../outbound-event.ts';
import type { CheckoutStatus } from '../ports/checkouts.ts';
import type { CheckoutEventFacts, OutboundEventStore } from '../ports/outbound-events.ts';
import { checkoutData } from './payload-parts.ts';

type CheckoutEventType =
  | 'checkout.created'
  | 'pix.generated'
  | 'checkout.abandoned'
  | 'purchase.approved'
  | 'purchase.refunded'
  | 'purchase.chargeback';

async function queueCheckoutEvent<Type extends CheckoutEventType & OutboundEventType>(
  store: OutboundEventStore,
  type: Type,
  checkoutId: string,
  at: Date,
  data: (facts: CheckoutEventFacts) => OutboundEventData<Type> | undefined,
): Promise<void> {
  const facts = await store.checkoutForEvent(checkoutId);
  const payload = facts && data(facts);
  if (!facts || !payload) return;
  await store.queueOutboundEvent(outboundEvent(type, payload, at, facts.lead?.id ?? null));
}

/** checkout.created: the provider took the checkout (card) or made the charge (PIX). */
export function queueCheckoutCreated(store: OutboundEventStore, checkoutId: string, at: Date): Promise<void> {
  return queueCheckoutEvent(store, 'checkout.created', checkoutId, at, (facts) => ({
    ...checkoutData(facts),
    expiresAt: facts.expires_at,
  }));
}

/** pix.generated: a PIX charge made on our page, with its copy-and-paste code (no QR image). */
export function queuePixGenerated(store: OutboundEventStore, checkoutId: string, at: Date): Promise<void> {
  return queueCheckoutEvent(store, 'pix.generated', checkoutId, at, (facts) =>
    facts.pix_payload && facts.expires_at
      ? {
          ...checkoutData(facts),
          pix: { amountCents: facts.amount_cents, pixCode: facts.pix_payload, expiresAt: facts.expires_at },
        }
      : undefined,
  );
}

/** checkout.abandoned: an open checkout ended unpaid (it can only end once). */
export function queueCheckoutAbandoned(
  store: OutboundEventStore,
  checkoutId: string,
  at: Date,
  reason: 'expired' | 'cancelled',
): Promise<void> {
  return queueCheckoutEvent(store, 'checkout.abandoned', checkoutId, at, (facts) => ({
    ...checkoutData(facts),
    reason,
    abandonedAt: at.toISOString(),
  }));
}

/** How a provider event moved a checkout (payment-webhook.ts's transition, once it moved). */
export interface CheckoutMove {
  kind: 'payment' | 'abandon' | 'after_sale';
  to: CheckoutStatus;
  checkoutId: string;
  at: Date;
}

/**
 * The event a provider's move of a checkout announces: the first payment (purchase.approved), an open
 * checkout ended (checkout.abandoned), a refund, whole or partial (purchase.refunded, with what was
 * given back in all), a chargeback (purchase.chargeback). Only a move announces: a repeated delivery
 * moves nothing. A chargeback won (back to paid) and the dispute's steps announce nothing.
 */
export async function announceCheckoutMove(store: OutboundEventStore, move: CheckoutMove): Promise<void> {
  const { checkoutId, at, to } = move;
  const time = at.toISOString();
  if (move.kind === 'payment' && to === 'paid')
    return queueCheckoutEvent(store, 'purchase.approved', checkoutId, at, (facts) => ({
      ...checkoutData(facts),
      paidAt: facts.paid_at ?? time,
    }));
  if (move.kind === 'abandon')
    return queueCheckoutAbandoned(store, checkoutId, at, to === 'expired' ? 'expired' : 'cancelled');
  if (move.kind === 'after_sale' && (to === 'refunded' || to === 'partially_refunded'))
    return queueCheckoutEvent(store, 'purchase.refunded', checkoutId, at, (facts) => ({
      ...checkoutData(facts),
      refund: { refundedCents: facts.refunded_cents, full: to === 'refunded' },
      refundedAt: time,
    }));
  if (move.kind === 'after_sale' && to === 'chargeback')
    return queueCheckoutEvent(store, 'purchase.chargeback', checkoutId, at, (facts) => ({
      ...checkoutData(facts),
      chargebackAt: time,
    }));
}
