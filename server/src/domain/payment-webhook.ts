// Applies one provider webhook: logs it by its id and changes state in the same transaction, once.
// Events may arrive in any order: one that needs an earlier step (a refund before the payment)
// waits on its checkout and is applied right after that step, so the end state never depends on order.
import { type PaymentWebhookEvent, paymentWebhookSchema } from '@funil/core/payment-webhook';
import type { DomainLogger } from './lead-store.ts';
import {
  type CheckoutStatus,
  type LeadPurchaseState,
  leadChangesFor,
  purchaseChanges,
  type StoredCheckout,
  type Transition,
  transitionFor,
} from './purchase-changes.ts';

export interface RecordedEvent {
  id: string;
  provider: string;
  provider_event_id: string;
  event_type: string;
  payload: string;
  received_at: string;
}

/** Storage seen from inside one transaction. */
export interface WebhookStore {
  /** False when this provider event id was recorded before (UNIQUE): a repeat. */
  recordEvent(event: RecordedEvent): Promise<boolean>;
  findCheckoutByProviderId(providerCheckoutId: string): Promise<StoredCheckout | undefined>;
  /** The newest attempt with this reference. */
  findCheckoutByReference(externalReference: string): Promise<StoredCheckout | undefined>;
  findCheckoutById(id: string): Promise<StoredCheckout | undefined>;
  /** Until the transaction ends, other deliveries for this checkout wait: each sees the last one's state. */
  lockCheckout(id: string): Promise<void>;
  /** Moves the checkout only from one of `from`; false when another delivery got there first. */
  moveCheckout(id: string, from: CheckoutStatus[], to: CheckoutStatus, time: string): Promise<boolean>;
  findLeadState(leadId: string): Promise<LeadPurchaseState | undefined>;
  updateLead(leadId: string, changes: Record<string, string | number | null>): Promise<void>;
  markProcessed(eventId: string, checkoutId: string | null, time: string): Promise<void>;
  /** Leaves the event unprocessed on its checkout, to be applied after the step it needs. */
  deferEvent(eventId: string, checkoutId: string): Promise<void>;
  /** The checkout's waiting events, oldest first. */
  deferredEvents(checkoutId: string): Promise<{ id: string; payload: string }[]>;
}

export type WebhookScope = <T>(work: (store: WebhookStore) => Promise<T>) => Promise<T>;

export interface WebhookDeps {
  scope: WebhookScope;
  logger: DomainLogger;
  now: () => Date;
}

export type WebhookOutcome =
  | 'duplicate'
  | 'applied'
  | 'unchanged'
  | 'deferred'
  | 'unknown_checkout'
  | 'ignored';

export async function applyPaymentWebhook(
  deps: WebhookDeps,
  event: PaymentWebhookEvent,
  rawPayload: string,
): Promise<WebhookOutcome> {
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
    });
    if (!fresh) return 'duplicate' as const;

    const found = await findCheckout(store, event);
    if (!found) return 'unknown_checkout' as const;
    await store.lockCheckout(found.id);
    // Read again under the lock: a delivery that held it may have just moved the checkout.
    const checkout = (await store.findCheckoutById(found.id)) ?? found;
    const result = await applyToCheckout(store, checkout, event, eventRowId, time);
    if (result === 'applied') await applyDeferred(store, checkout.id, time);
    return result;
  });
  deps.logger.info({ eventId: event.id, event: event.event, outcome }, 'Webhook de pagamento');
  return outcome;
}

async function applyToCheckout(
  store: WebhookStore,
  checkout: StoredCheckout,
  event: PaymentWebhookEvent,
  eventRowId: string,
  time: string,
): Promise<WebhookOutcome> {
  const transition = transitionFor(event.event);
  let result: WebhookOutcome = 'ignored';
  if (transition) {
    if (waitsForPayment(transition, checkout.status)) {
      await store.deferEvent(eventRowId, checkout.id);
      return 'deferred';
    }
    const moved = await store.moveCheckout(checkout.id, transition.from, transition.to, time);
    result = moved ? 'applied' : 'unchanged';
    if (moved && checkout.lead_id)
      await changeLead(store, checkout, checkout.lead_id, transition.to, event, time);
  }
  await store.markProcessed(eventRowId, checkout.id, time);
  return result;
}

/** A refund or chargeback of a checkout not paid yet: the payment's event is still on its way. */
function waitsForPayment(transition: Transition, status: string): boolean {
  return transition.from.includes('paid') && !['paid', 'refunded', 'chargeback'].includes(status);
}

/** Events that arrived before the step they need, in the order they arrived. */
async function applyDeferred(store: WebhookStore, checkoutId: string, time: string): Promise<void> {
  for (const waiting of await store.deferredEvents(checkoutId)) {
    const checkout = await store.findCheckoutById(checkoutId);
    if (!checkout) return;
    const event = paymentWebhookSchema.parse(JSON.parse(waiting.payload));
    await applyToCheckout(store, checkout, event, waiting.id, time);
  }
}

async function findCheckout(
  store: WebhookStore,
  event: PaymentWebhookEvent,
): Promise<StoredCheckout | undefined> {
  const providerId = event.checkout?.id ?? event.payment?.checkoutSession ?? undefined;
  if (providerId) {
    const found = await store.findCheckoutByProviderId(providerId);
    if (found) return found;
  }
  const reference = event.checkout?.externalReference ?? event.payment?.externalReference ?? undefined;
  return reference ? store.findCheckoutByReference(reference) : undefined;
}

async function changeLead(
  store: WebhookStore,
  checkout: StoredCheckout,
  leadId: string,
  to: CheckoutStatus,
  event: PaymentWebhookEvent,
  time: string,
): Promise<void> {
  if (to === 'paid') {
    await store.updateLead(leadId, purchaseChanges(checkout, event, time));
    return;
  }
  const lead = await store.findLeadState(leadId);
  const changes = lead ? leadChangesFor(to, checkout, lead, event, time) : undefined;
  if (changes) await store.updateLead(leadId, changes);
}
