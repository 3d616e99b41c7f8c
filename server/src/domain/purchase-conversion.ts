// The server's own Purchase for the Conversions API: what was paid, by whom, with the event id the
// thank-you page reuses for the browser pixel so Meta keeps one of the two.

import { conversionUserData } from './conversions-user-data.ts';
import type { StoredCheckout } from './ports/checkouts.ts';
import type { ConversionEvent } from './ports/conversions.ts';
import type { BrowserFacts, PurchaseBuyer } from './ports/payment-webhooks.ts';

export const PURCHASE_EVENT_NAME = 'Purchase';

/** One purchase, one id: derived from our checkout, so every copy of the event carries the same. */
export function purchaseEventId(checkoutId: string): string {
  return `${PURCHASE_EVENT_NAME}_${checkoutId}`;
}

export interface PurchaseConversionInput {
  checkout: StoredCheckout;
  /** The items charged (the offer and its bumps); none for a checkout from before items. */
  items?: { offer_code: string; amount_cents: number }[];
  transactionId: string;
  buyer: PurchaseBuyer | undefined;
  browser: BrowserFacts | undefined;
  /** When the payment was confirmed. */
  at: Date;
}

/** The value in the checkout's currency units, from our own amount (never a browser's or the webhook's). */
export function purchaseValue(checkout: Pick<StoredCheckout, 'amount_cents'>): number {
  return checkout.amount_cents / 100;
}

export function purchaseConversion({
  checkout,
  items = [],
  transactionId,
  buyer,
  browser,
  at,
}: PurchaseConversionInput): ConversionEvent {
  const [firstName, ...rest] = buyer?.name.trim().split(/\s+/).filter(Boolean) ?? [];
  const user_data = conversionUserData(
    {
      em: buyer?.email || undefined,
      ph: buyer?.phone || undefined,
      fn: firstName,
      ln: rest.length > 0 ? rest.join(' ') : undefined,
      external_id: buyer?.id,
      fbc: browser?.fbc,
      fbp: browser?.fbp,
      client_user_agent: browser?.client_user_agent,
    },
    { ip: browser?.client_ip_address, userAgent: undefined },
  );
  // Meta takes a website event only with the page and the browser; a payment confirmed with
  // neither known (a buyer we never saw browse) is reported as what it is, a system event.
  const website = Boolean(browser?.event_source_url && user_data.client_user_agent);
  return {
    event_name: PURCHASE_EVENT_NAME,
    event_time: Math.floor(at.getTime() / 1000),
    event_id: purchaseEventId(checkout.id),
    action_source: website ? 'website' : 'system_generated',
    ...(website && browser?.event_source_url ? { event_source_url: browser.event_source_url } : {}),
    user_data,
    custom_data: {
      value: purchaseValue(checkout),
      currency: checkout.currency,
      transaction_id: transactionId,
      order_id: checkout.id,
      content_name: checkout.offer_name ?? checkout.offer_code,
      content_type: 'product',
      contents: purchaseContents(checkout, items),
      num_items: Math.max(items.length, 1),
    },
  };
}

/** Meta's `contents`: each item charged with its price; the offer alone when no items were kept. */
function purchaseContents(
  checkout: Pick<StoredCheckout, 'offer_code' | 'amount_cents'>,
  items: { offer_code: string; amount_cents: number }[],
): { id: string; quantity: number; item_price: number }[] {
  const lines =
    items.length > 0 ? items : [{ offer_code: checkout.offer_code, amount_cents: checkout.amount_cents }];
  return lines.map((item) => ({ id: item.offer_code, quantity: 1, item_price: item.amount_cents / 100 }));
}
