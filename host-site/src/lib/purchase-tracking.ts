// The thank-you page's Purchase (spec §2: 97 BRL) counts once per purchase: a reload, a bookmark
// or a second tab must not tell the ad platforms about a second sale.
import { CURRENCY, IMMERSION } from '@funil/core/offers';
import { type Tracker, trackPurchase } from '@funil/widgets/react';

/** localStorage key holding the transaction ids already reported from this browser. */
export const TRACKED_PURCHASES_KEY = 'funilTrackedPurchases';
/** Enough for any real buyer; keeps the list from growing without end. */
const MAX_REMEMBERED = 20;

function remembered(storage: Storage): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(TRACKED_PURCHASES_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The purchase this visit confirms: the payment or lead named in the URL (the checkout's return
 * link), else the visitor's stored lead. Null for a visitor the page knows nothing about (a search
 * engine, a shared link): no sale is reported for them.
 */
export function purchaseId(search: string, storedLeadId: string | null): string | null {
  const params = new URLSearchParams(search);
  const fromUrl = params.get('payment') || params.get('lead');
  return fromUrl || storedLeadId || null;
}

/** Tracks the Purchase unless this browser already did for `transactionId`; true when it tracked. */
export function trackPurchaseOnce(
  tracker: Tracker,
  transactionId: string,
  storage: Storage = localStorage,
): boolean {
  const done = remembered(storage);
  if (done.includes(transactionId)) return false;
  try {
    storage.setItem(TRACKED_PURCHASES_KEY, JSON.stringify([...done, transactionId].slice(-MAX_REMEMBERED)));
  } catch {
    // Without storage the dedupe cannot hold across reloads; the sale is still worth reporting.
  }
  trackPurchase(tracker, IMMERSION.priceCents, CURRENCY, transactionId);
  return true;
}
