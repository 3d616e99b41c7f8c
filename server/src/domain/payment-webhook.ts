// Applies one provider webhook: logs it by its id and changes state in the same transaction, once.
// Events may arrive in any order: one that needs an earlier step (a refund before the payment)
// waits on its checkout and is applied right after that step, so the end state never depends on order.
// The payment itself queues the server's Purchase for the Conversions API in that same transaction.
// An event reaches exactly one checkout: by the provider's ids (checkout, payment), and by the
// externalReference only when that names one checkout; otherwise it is kept for staff, unapplied.

import {
  isSplitEvent,
  type PaymentWebhookEvent,
  type ProviderEventProblem,
  paymentWebhookSchema,
} from '@funil/core/payment-webhook';
import { adEventAllowed } from './ad-consent.ts';
import {
  applySplitEvent,
  followSaleCommission,
  recordPaidCommission,
} from './commissions/commission-ledger.ts';
import { PURGED_PAYLOAD } from './lead-erasure.ts';
import type { CheckoutStatus, StoredCheckout } from './ports/checkouts.ts';
import type { DomainLogger } from './ports/logger.ts';
import type { WebhookScope, WebhookStore } from './ports/payment-webhooks.ts';
import type { ProviderCustomer } from './ports/payments.ts';
import { type BuyerContact, buyerContact, buyerLink } from './provider-buyer.ts';
import {
  installmentPlanOf,
  installmentsOf,
  leadChangesFor,
  purchaseChanges,
  refundedCentsOf,
  type Transition,
  targetStatus,
  transactionIdOf,
  transitionFor,
} from './purchase-changes.ts';
import { purchaseConversion } from './purchase-conversion.ts';
import { newRowId } from './row-id.ts';

export interface WebhookDeps {
  scope: WebhookScope;
  logger: DomainLogger;
  now: () => Date;
  /**
   * The number of installments of a provider's installment plan (Asaas: GET /installments/{id}),
   * undefined when it cannot be read. Asked before the transaction: it is a network call.
   */
  installmentCount?: (planId: string) => Promise<number | undefined>;
  /** The provider's customer a payment names (name, e-mail, phone); asked before the transaction too. */
  customer?: (customerId: string) => Promise<ProviderCustomer | undefined>;
}

export type WebhookOutcome =
  | 'duplicate'
  | 'applied'
  | 'unchanged'
  | 'deferred'
  | 'ignored'
  | ProviderEventProblem;

/** What the event's provider told us besides the event itself. */
interface EventFacts {
  planCount: number | undefined;
  /** Who paid, as the provider knows them: used only when the checkout has no lead. */
  buyer: BuyerContact | undefined;
}

export async function applyPaymentWebhook(
  deps: WebhookDeps,
  event: PaymentWebhookEvent,
  rawPayload: string,
): Promise<WebhookOutcome> {
  const facts: EventFacts = { planCount: await planCountOf(deps, event), buyer: await buyerOf(deps, event) };
  const outcome = await deps.scope(async (store) => {
    const time = deps.now().toISOString();
    const eventRowId = crypto.randomUUID();
    const fresh = await store.recordEvent({
      id: eventRowId,
      provider: 'asaas',
      provider_event_id: event.id,
      event_type: event.event,
      payload: rawPayload,
      received_at: time,
      provider_payment_id: event.payment?.id ?? null,
      problem: null,
    });
    if (!fresh) return 'duplicate' as const;

    const match = await findCheckout(store, event);
    if (!match.found) {
      await store.markProblem(eventRowId, match.problem);
      return match.problem;
    }
    const found = match.found;
    await store.lockCheckout(found.id);
    // Read again under the lock: a delivery that held it may have just moved the checkout.
    const checkout = (await store.findCheckoutById(found.id)) ?? found;
    const apply = { store, deps, time };
    const result = await applyToCheckout(apply, checkout, event, eventRowId, facts);
    if (result === 'applied') await applyDeferred(apply, checkout.id);
    // A sale kept for the books after its buyer's erasure is not named again by the provider's later
    // events (a refund, a chargeback): kept like its earlier ones, without the payer (decision 0012).
    // A deferred event keeps its body until it is applied.
    if (result !== 'deferred' && (await store.buyerErased(checkout.id)))
      await store.replaceEventPayload(eventRowId, PURGED_PAYLOAD);
    return result;
  });
  const log = { eventId: event.id, event: event.event, outcome };
  if (outcome === 'unknown_checkout' || outcome === 'ambiguous_reference') {
    deps.logger.warn(log, 'Webhook de pagamento sem um checkout certo; guardado para a equipe');
  } else {
    deps.logger.info(log, 'Webhook de pagamento');
  }
  return outcome;
}

/**
 * An authenticated delivery whose body is not an event we can read: kept as it came, for staff,
 * and answered 200 all the same (Asaas pauses a webhook queue after 15 failures in a row).
 */
export async function keepInvalidWebhook(
  deps: WebhookDeps,
  rawPayload: string,
  parsed: unknown,
): Promise<void> {
  const body = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  const eventType =
    typeof body.event === 'string' && /^[A-Z0-9_]{1,80}$/.test(body.event) ? body.event : 'UNKNOWN';
  const id = crypto.randomUUID();
  await deps.scope((store) =>
    store.recordEvent({
      id,
      provider: 'asaas',
      // Its own id, never the body's: a later, valid delivery of that id must still be applied.
      provider_event_id: `invalid_${id}`,
      event_type: eventType,
      payload: rawPayload,
      received_at: deps.now().toISOString(),
      provider_payment_id: null,
      problem: 'invalid_body',
    }),
  );
  deps.logger.warn(
    {
      rowId: id,
      event: eventType,
      providerEventId: typeof body.id === 'string' ? body.id.slice(0, 200) : undefined,
    },
    'Webhook de pagamento com corpo inválido; guardado para a equipe',
  );
}

async function planCountOf(deps: WebhookDeps, event: PaymentWebhookEvent): Promise<number | undefined> {
  const plan = installmentPlanOf(event);
  if (!plan || !deps.installmentCount || transitionFor(event.event)?.kind !== 'payment') return undefined;
  const count = await deps.installmentCount(plan);
  if (count === undefined) {
    deps.logger.warn(
      { eventId: event.id, plan },
      'Parcelamento não lido no provedor; parcelas ficam em branco',
    );
  }
  return count;
}

/** The paying customer, for a payment event that names one; a network call, so outside the transaction. */
async function buyerOf(deps: WebhookDeps, event: PaymentWebhookEvent): Promise<BuyerContact | undefined> {
  const customerId = event.payment?.customer;
  if (!customerId || !deps.customer || transitionFor(event.event)?.kind !== 'payment') return undefined;
  return buyerContact(await deps.customer(customerId));
}

interface ApplyContext {
  store: WebhookStore;
  deps: WebhookDeps;
  time: string;
}

async function applyToCheckout(
  { store, deps, time }: ApplyContext,
  stored: StoredCheckout,
  event: PaymentWebhookEvent,
  eventRowId: string,
  facts: EventFacts,
): Promise<WebhookOutcome> {
  // The split events move the partner's commission only (issue 31).
  if (isSplitEvent(event.event)) {
    return applySplitEvent(store, stored, { ...event, event: event.event }, eventRowId, deps.now());
  }
  const transition = transitionFor(event.event);
  let result: WebhookOutcome = 'ignored';
  if (transition) {
    if ((transition.waitsIn as string[]).includes(stored.status)) {
      await store.deferEvent(eventRowId, stored.id);
      return 'deferred';
    }
    const checkout = await withRefund(store, stored, event, time);
    const to = targetStatus(transition, checkout);
    const moved = await store.moveCheckout(checkout.id, transition.from, to, time);
    result = moved ? 'applied' : 'unchanged';
    if (transition.kind === 'payment') {
      await recordPayment(store, checkout, event, facts, moved, deps.now());
    } else if (moved) {
      if (checkout.lead_id) await changeLead(store, transition, to, checkout, checkout.lead_id, event, time);
      await followSaleCommission(store, checkout, to, event, time);
    }
  }
  await store.markProcessed(eventRowId, stored.id, time);
  return result;
}

/** A refund event's amount is kept whatever the status does, so the amount never depends on order. */
async function withRefund(
  store: WebhookStore,
  checkout: StoredCheckout,
  event: PaymentWebhookEvent,
  time: string,
): Promise<StoredCheckout> {
  const refunded = refundedCentsOf(event, checkout);
  if (refunded === undefined || refunded <= checkout.refunded_cents) return checkout;
  await store.raiseRefunded(checkout.id, refunded, time);
  return { ...checkout, refunded_cents: refunded };
}

/**
 * The first paid event makes the sale: the lead's purchase fields and the server's Purchase.
 * Every paid event (Asaas sends one per installment, and CHECKOUT_PAID besides) may bring the
 * installment count the first one lacked.
 */
async function recordPayment(
  store: WebhookStore,
  checkout: StoredCheckout,
  event: PaymentWebhookEvent,
  facts: EventFacts,
  moved: boolean,
  at: Date,
): Promise<void> {
  const installments = installmentsOf(checkout, event, facts.planCount);
  const time = at.toISOString();
  let sale = checkout;
  if (moved) {
    // A buyer who skipped the lead form is still someone: the provider's customer becomes the lead.
    const linked =
      !sale.lead_id && facts.buyer
        ? await store.linkBuyer(sale.id, buyerLink(facts.buyer, time), time)
        : undefined;
    if (linked) sale = { ...sale, lead_id: linked.leadId };
    if (sale.lead_id) {
      await store.updateLead(sale.lead_id, purchaseChanges(sale, event, time, installments));
    }
    // A lead made here gave its details to pay, never consent to ad matching: its Purchase goes to
    // the ads outbox as an anonymous buyer's did (decisions 0024, 0034).
    await queuePurchase(store, linked?.created ? checkout : sale, event, at);
    await recordPaidCommission(store, sale, time);
  }
  if (installments !== null) await store.recordInstallments(sale.id, installments);
}

async function queuePurchase(
  store: WebhookStore,
  checkout: StoredCheckout,
  event: PaymentWebhookEvent,
  at: Date,
): Promise<void> {
  const leadId = checkout.lead_id;
  const buyer = leadId ? await store.findBuyer(leadId) : undefined;
  const browser = buyer ? await store.latestBrowserFacts(buyer.id) : undefined;
  // The buyer's answer to the cookie notice decides whether the report leaves (decision 0024): the
  // row is kept either way, since the thank-you page's copy takes its id and value from it.
  const answer = leadId ? await store.leadAdConsent(leadId) : undefined;
  const fate = adEventAllowed(undefined, answer);
  const conversion = purchaseConversion({
    checkout,
    items: await store.checkoutItems(checkout.id),
    transactionId: transactionIdOf(checkout, event),
    buyer,
    browser,
    at,
  });
  await store.queueConversion({
    id: newRowId(),
    event_id: conversion.event_id,
    event_name: conversion.event_name,
    event_time: conversion.event_time,
    lead_id: buyer?.id ?? null,
    payload: JSON.stringify(conversion),
    created_at: at.toISOString(),
    status: fate === 'send' ? 'pending' : fate === 'hold' ? 'held' : 'refused',
  });
}

/**
 * Events that arrived before the step they need, in the order they arrived; again after any of
 * them moved the checkout, since that may be the step another one waits for (a reversal waits for
 * the chargeback that waited for the payment).
 */
async function applyDeferred(context: ApplyContext, checkoutId: string): Promise<void> {
  let moved = true;
  while (moved) {
    moved = false;
    for (const waiting of await context.store.deferredEvents(checkoutId)) {
      const checkout = await context.store.findCheckoutById(checkoutId);
      if (!checkout) return;
      const event = paymentWebhookSchema.parse(JSON.parse(waiting.payload));
      const result = await applyToCheckout(context, checkout, event, waiting.id, {
        planCount: undefined,
        buyer: undefined,
      });
      if (result === 'applied') moved = true;
    }
  }
}

type CheckoutMatch =
  | { found: StoredCheckout }
  | { found?: undefined; problem: 'unknown_checkout' | 'ambiguous_reference' };

/**
 * The provider's own ids first (its checkout; the payment itself, which is the provider's id of a
 * PIX charge made on our own page; then the payment an earlier event already tied to a checkout);
 * the externalReference only when it names one checkout: a lead's references repeat across its
 * attempts, and guessing one made a single payment pay two of them.
 */
async function findCheckout(store: WebhookStore, event: PaymentWebhookEvent): Promise<CheckoutMatch> {
  const providerId = event.checkout?.id ?? event.payment?.checkoutSession ?? undefined;
  const byProvider = providerId ? await store.findCheckoutByProviderId(providerId) : undefined;
  if (byProvider) return { found: byProvider };
  const charge = event.payment ? await store.findCheckoutByProviderId(event.payment.id) : undefined;
  if (charge) return { found: charge };
  const byPayment = event.payment ? await store.findCheckoutByPaymentId(event.payment.id) : undefined;
  if (byPayment) return { found: byPayment };
  const reference = event.checkout?.externalReference ?? event.payment?.externalReference ?? undefined;
  const named = reference ? await store.findCheckoutsByReference(reference, 2) : [];
  const [only] = named;
  if (named.length === 1 && only) return { found: only };
  return { problem: named.length > 1 ? 'ambiguous_reference' : 'unknown_checkout' };
}

async function changeLead(
  store: WebhookStore,
  transition: Transition,
  to: CheckoutStatus,
  checkout: StoredCheckout,
  leadId: string,
  event: PaymentWebhookEvent,
  time: string,
): Promise<void> {
  const lead = await store.findLeadState(leadId);
  const changes = lead ? leadChangesFor(transition, to, checkout, lead, event, time) : undefined;
  if (changes) await store.updateLead(leadId, changes);
}
