// The commission ledger (issue 31, decision 0040), moved only inside the payment webhook's
// transaction, under the checkout's lock:
// - paid: the plan the charge carried becomes a `pending` row (once: UNIQUE(checkout, partner));
// - PAYMENT_SPLIT_DONE: pending → released, and `commission.released` is queued for the producer;
// - PAYMENT_SPLIT_CANCELLED: pending → cancelled with the split's cancellationReason (also a reversed
//   one never paid out: the provider's word that nothing was paid wins, whatever the order);
// - PAYMENT_SPLIT_DIVERGENCE_BLOCK / _FINISHED: stays pending, its reason says the block and its end;
// - PAYMENT_REFUNDED or a chargeback: pending or released → reversed.
// A split event that comes before the payment waits for it (deferred as the refunds are), so the end
// state does not depend on the order; a repeated delivery changes nothing.

import type { CommissionStatus } from '@funil/core/partner-admin';
import type { PaymentWebhookEvent, SplitEvent } from '@funil/core/payment-webhook';
import { outboundEvent } from '../outbound-event.ts';
import type { CheckoutStatus, StoredCheckout } from '../ports/checkouts.ts';
import type { CommissionRow } from '../ports/commissions.ts';
import type { WebhookStore } from '../ports/payment-webhooks.ts';
import { CHARGED_STATUSES } from '../purchase-changes.ts';
import { readCommissionPlan } from './commission-plan.ts';

/** The sale was paid: its commission is owed, pending until the provider pays the split. */
export async function recordPaidCommission(
  store: WebhookStore,
  checkout: Pick<StoredCheckout, 'id'>,
  time: string,
): Promise<void> {
  const kept = await store.checkoutCommissionPlan(checkout.id);
  const plan = readCommissionPlan(kept.plan);
  if (!plan) return;
  await store.insertCommission({
    id: crypto.randomUUID(),
    checkout_id: checkout.id,
    partner_code: plan.partnerCode,
    launch_id: kept.launchId,
    wallet_id: plan.walletId,
    percent_bp: plan.percentBp,
    fixed_cents: plan.fixedCents,
    base_cents: plan.baseCents,
    amount_cents: plan.amountCents,
    status: 'pending',
    status_reason: plan.reason,
    created_at: time,
    updated_at: time,
    released_at: null,
    cancelled_at: null,
    reversed_at: null,
  });
}

/** What became of the sale after it was paid: a full refund or a chargeback takes the commission back. */
export async function followSaleCommission(
  store: WebhookStore,
  checkout: Pick<StoredCheckout, 'id'>,
  to: CheckoutStatus,
  event: PaymentWebhookEvent,
  time: string,
): Promise<void> {
  if (to !== 'refunded' && to !== 'chargeback') return;
  const commission = await store.findCommission(checkout.id);
  if (!commission) return;
  await store.moveCommission(commission.id, ['pending', 'released'], {
    status: 'reversed',
    status_reason: event.event,
    reversed_at: time,
    updated_at: time,
  });
}

export type SplitOutcome = 'applied' | 'unchanged' | 'deferred';

/** One of Asaas's split events, for the checkout it names. */
export async function applySplitEvent(
  store: WebhookStore,
  checkout: StoredCheckout,
  event: PaymentWebhookEvent & { event: SplitEvent },
  eventRowId: string,
  at: Date,
): Promise<SplitOutcome> {
  const time = at.toISOString();
  // Before the payment there is no commission yet: the event waits for it, as a refund does.
  if (!CHARGED_STATUSES.includes(checkout.status as CheckoutStatus)) {
    await store.deferEvent(eventRowId, checkout.id);
    return 'deferred';
  }
  const commission = await store.findCommission(checkout.id);
  const moved = commission ? await moveBySplit(store, commission, event, time) : false;
  if (moved && commission && event.event === 'PAYMENT_SPLIT_DONE') {
    await queueReleased(store, { ...commission, status: 'released', released_at: time }, at);
  }
  await store.markProcessed(eventRowId, checkout.id, time);
  return moved ? 'applied' : 'unchanged';
}

async function moveBySplit(
  store: WebhookStore,
  commission: CommissionRow,
  event: PaymentWebhookEvent & { event: SplitEvent },
  time: string,
): Promise<boolean> {
  const split = splitOf(event, commission);
  const move = (from: CommissionStatus[], changes: Parameters<WebhookStore['moveCommission']>[2]) =>
    store.moveCommission(commission.id, from, changes);
  switch (event.event) {
    case 'PAYMENT_SPLIT_DONE':
      return move(['pending'], {
        status: 'released',
        status_reason: null,
        released_at: time,
        updated_at: time,
      });
    case 'PAYMENT_SPLIT_CANCELLED': {
      // A commission reversed before it was ever paid out was not paid: the cancellation says so.
      const from: CommissionStatus[] =
        commission.released_at === null ? ['pending', 'reversed'] : ['pending'];
      return move(from, {
        status: 'cancelled',
        status_reason: (split?.cancellationReason ?? 'PAYMENT_SPLIT_CANCELLED').slice(0, 120),
        cancelled_at: time,
        updated_at: time,
      });
    }
    case 'PAYMENT_SPLIT_DIVERGENCE_BLOCK':
      if (commission.status_reason === 'bloqueio_divergencia') return false;
      return move(['pending'], { status_reason: 'bloqueio_divergencia', updated_at: time });
    case 'PAYMENT_SPLIT_DIVERGENCE_BLOCK_FINISHED':
      if (commission.status_reason === 'divergencia_encerrada') return false;
      return move(['pending'], { status_reason: 'divergencia_encerrada', updated_at: time });
  }
}

/** The event's split for the partner's wallet, when the payment lists its splits. */
function splitOf(event: PaymentWebhookEvent, commission: CommissionRow) {
  const splits = event.payment?.split ?? [];
  const named = event.additionalInfo?.splitId;
  return (
    splits.find((split) => named && split.id === named) ??
    splits.find((split) => split.walletId && split.walletId === commission.wallet_id)
  );
}

async function queueReleased(store: WebhookStore, commission: CommissionRow, at: Date): Promise<void> {
  const facts = await store.commissionReleaseFacts(commission);
  const payload = {
    commission: {
      id: commission.id,
      status: commission.status,
      amountCents: commission.amount_cents,
      baseCents: commission.base_cents,
      percentBp: commission.percent_bp,
      fixedCents: commission.fixed_cents,
      releasedAt: commission.released_at,
    },
    ...facts,
  };
  // The payload names no buyer, so the event names no lead for an erasure to find.
  await store.queueOutboundEvent(outboundEvent('commission.released', payload, at, null));
}
