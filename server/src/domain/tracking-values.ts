// Money in ads events comes from the server: an event that reports a value (a Purchase, an
// InitiateCheckout…) is taken only when our own payment or checkout backs it, and leaves with our
// value, never the browser's. One unbacked event refuses the whole request, so nothing is half-queued.
import { isValueEvent, type TrackingEvent } from '@funil/core/tracking';
import type { BackedValue, TrackingValueStore } from './ports/tracking-values.ts';
import { PURCHASE_EVENT_NAME } from './purchase-conversion.ts';

export type BackedEvents = { ok: true; events: TrackingEvent[] } | { ok: false; unbacked: string[] };

export async function backEventValues(
  store: TrackingValueStore,
  events: TrackingEvent[],
): Promise<BackedEvents> {
  const backed: TrackingEvent[] = [];
  const unbacked: string[] = [];
  for (const event of events) {
    if (!isValueEvent(event)) {
      backed.push(event);
      continue;
    }
    const value = await backingValue(store, event);
    if (value) backed.push(withValue(event, value));
    else unbacked.push(event.event_id);
  }
  return unbacked.length > 0 ? { ok: false, unbacked } : { ok: true, events: backed };
}

/** A Purchase only as the copy of one the server reported; anything else by the lead's checkout. */
function backingValue(store: TrackingValueStore, event: TrackingEvent): Promise<BackedValue | undefined> {
  if (event.event_name === PURCHASE_EVENT_NAME)
    return store.serverPurchaseValue(PURCHASE_EVENT_NAME, event.event_id);
  const leadId = event.user_data.external_id;
  return leadId ? store.leadCheckoutValue(leadId) : Promise.resolve(undefined);
}

function withValue(event: TrackingEvent, value: BackedValue): TrackingEvent {
  const { predicted_ltv: _ignored, ...rest } = event.custom_data;
  return { ...event, custom_data: { ...rest, value: value.cents / 100, currency: value.currency } };
}
