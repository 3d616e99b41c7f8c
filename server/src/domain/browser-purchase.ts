// The thank-you page's Purchase: only for a purchase the server itself confirmed and reported,
// with that report's id and value, and only for the first browser that asks.
import type { BrowserPurchase } from '@funil/core/purchase-report';
import type { BrowserPurchaseStore } from './ports/purchases.ts';
import { PURCHASE_EVENT_NAME, purchaseEventId } from './purchase-conversion.ts';

export type BrowserPurchaseClaim =
  | { ok: true; purchase: BrowserPurchase }
  | { ok: false; error: 'purchase_not_found' | 'purchase_already_reported' };

/**
 * An unknown id, a checkout not paid (yet) and one the server never reported look alike: the
 * answer says nothing about checkouts that were not bought.
 */
export async function claimBrowserPurchase(
  store: BrowserPurchaseStore,
  checkoutId: string,
  now: Date,
): Promise<BrowserPurchaseClaim> {
  const payload = await store.queuedEventPayload(PURCHASE_EVENT_NAME, purchaseEventId(checkoutId));
  const purchase = payload ? browserPurchaseOf(payload) : undefined;
  if (!purchase) return { ok: false, error: 'purchase_not_found' };
  if (!(await store.claimBrowserPurchase(checkoutId, now.toISOString()))) {
    return { ok: false, error: 'purchase_already_reported' };
  }
  return { ok: true, purchase };
}

/** The browser's copy says exactly what the server's says. */
function browserPurchaseOf(payload: string): BrowserPurchase | undefined {
  const event = JSON.parse(payload) as { event_id?: unknown; custom_data?: Record<string, unknown> };
  const data = event.custom_data ?? {};
  if (
    typeof event.event_id !== 'string' ||
    typeof data.value !== 'number' ||
    typeof data.currency !== 'string' ||
    typeof data.transaction_id !== 'string'
  ) {
    return undefined;
  }
  return {
    eventId: event.event_id,
    value: data.value,
    currency: data.currency,
    transactionId: data.transaction_id,
  };
}
