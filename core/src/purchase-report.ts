// POST /api/purchases/{checkoutId}/browser-event: the thank-you page asks the server for the
// purchase its pixel may report, once per purchase across every browser.

/** What the page fires as the browser Purchase: the server's own event id, value and currency. */
export interface BrowserPurchase {
  /** The id of the server's Purchase in the Conversions API: Meta keeps one of the two. */
  eventId: string;
  /** In the currency's units (1797 for R$ 1.797,00), from our checkout, never from a browser. */
  value: number;
  currency: string;
  transactionId: string;
}

/** Our checkout ids are random UUIDs; anything else names no purchase. */
export const CHECKOUT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function browserPurchasePath(checkoutId: string): string {
  return `/api/purchases/${encodeURIComponent(checkoutId)}/browser-event`;
}
