// The thank-you page's Purchase: only for a purchase the server confirmed and reported itself, with
// the server's value and event id, and only once per purchase whichever browser opens the page.
import { type BrowserPurchase, browserPurchasePath, CHECKOUT_ID_PATTERN } from '@funil/core/purchase-report';
import { type Tracker, trackPurchase } from '@funil/widgets/react';
import { ApiError, requestJson } from './http.ts';

/**
 * The checkout the success link names (the server builds that link). Null for a visit that names
 * none, such as a search engine, a bookmark or someone who never paid: no sale to report.
 */
export function purchaseCheckoutId(search: string): string | null {
  const id = new URLSearchParams(search).get('checkout')?.trim().toLowerCase() ?? '';
  return CHECKOUT_ID_PATTERN.test(id) ? id : null;
}

export interface ClaimOptions {
  fetch?: typeof fetch;
  /**
   * Waits between asks while the payment is not confirmed yet: the provider may send the buyer
   * here a moment before its webhook reaches the server.
   */
  sleep?: (ms: number) => Promise<void>;
  /** Pauses between asks, in order; their count is how many more times the page asks. */
  retryDelaysMs?: readonly number[];
}

/** About half a minute in all, then the server's own Purchase stands alone. */
const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000] as const;

/**
 * Asks the server for this purchase's browser Purchase. Null when there is none for this page to
 * fire: another browser (or this one, before) reported it, or it was never paid.
 */
export async function claimBrowserPurchase(
  checkoutId: string,
  {
    fetch: doFetch = fetch,
    sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    retryDelaysMs = RETRY_DELAYS_MS,
  }: ClaimOptions = {},
): Promise<BrowserPurchase | null> {
  for (let attempt = 0; ; attempt += 1) {
    const answer = await ask(doFetch, checkoutId);
    if (answer !== 'again') return answer;
    const delay = retryDelaysMs[attempt];
    if (delay === undefined) return null;
    await sleep(delay);
  }
}

async function ask(doFetch: typeof fetch, checkoutId: string): Promise<BrowserPurchase | null | 'again'> {
  try {
    return await requestJson<BrowserPurchase>(browserPurchasePath(checkoutId), {
      method: 'POST',
      fetch: doFetch,
    });
  } catch (error) {
    // No answer, or one that cannot be read: worth asking again.
    if (!(error instanceof ApiError) || error.status === 0 || error.code === 'invalid_response')
      return 'again';
    // 409: already reported. Any other refusal: nothing this page can change by asking again.
    const { status } = error;
    return status === 404 || status === 429 || status >= 500 ? 'again' : null;
  }
}

/** Fires the pixel Purchase the server hands this page, if any; true when it fired. */
export async function trackConfirmedPurchase(
  tracker: Tracker,
  checkoutId: string,
  options?: ClaimOptions,
): Promise<boolean> {
  const purchase = await claimBrowserPurchase(checkoutId, options);
  if (!purchase) return false;
  trackPurchase(
    tracker,
    Math.round(purchase.value * 100),
    purchase.currency,
    purchase.transactionId,
    purchase.eventId,
  );
  return true;
}
