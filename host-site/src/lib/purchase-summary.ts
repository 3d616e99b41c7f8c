// The purchase the thank-you page's link names (GET /api/purchases/{checkoutId}): what was bought and
// where its payment stands. While the payment is still being confirmed (the provider may send the
// buyer here a moment before its webhook reaches us), or the server cannot be reached, the page asks
// again on its own for a while, then leaves a button to ask once more.
import {
  PURCHASE_METHODS,
  PURCHASE_STATUSES,
  type PurchaseSummary,
  purchaseSummaryPath,
} from '@funil/core/purchase-summary';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, requestJson } from './http.ts';

export type PurchaseAnswer = PurchaseSummary | 'unknown' | 'unreachable';

/** The server's answer, or 'unknown' (no such purchase) / 'unreachable' (worth asking again later). */
export async function fetchPurchaseSummary(
  checkoutId: string,
  signal?: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<PurchaseAnswer> {
  try {
    const body = await requestJson<unknown>(purchaseSummaryPath(checkoutId), { signal, fetch: fetchImpl });
    return isPurchaseSummary(body) ? withItems(body) : 'unreachable';
  } catch (error) {
    return error instanceof ApiError && error.status === 404 ? 'unknown' : 'unreachable';
  }
}

function isPurchaseSummary(body: unknown): body is PurchaseSummary {
  if (typeof body !== 'object' || body === null) return false;
  const summary = body as Partial<PurchaseSummary>;
  return (
    typeof summary.product?.name === 'string' &&
    typeof summary.amountCents === 'number' &&
    (PURCHASE_METHODS as readonly unknown[]).includes(summary.method) &&
    (PURCHASE_STATUSES as readonly unknown[]).includes(summary.status) &&
    (summary.installments === null || typeof summary.installments === 'number') &&
    (summary.nextSteps === null || typeof summary.nextSteps === 'object')
  );
}

type PurchaseItem = PurchaseSummary['items'][number];

function isItem(item: unknown): item is PurchaseItem {
  const { kind, name, amountCents } = (item ?? {}) as Partial<PurchaseItem>;
  return (kind === 'main' || kind === 'bump') && typeof name === 'string' && typeof amountCents === 'number';
}

/**
 * The answer with its items and coupon as the page reads them: a server from before items were kept
 * (issue 30) sends neither, and the page then names the product alone, as it did.
 */
function withItems(summary: PurchaseSummary): PurchaseSummary {
  const { items, coupon } = summary as Partial<PurchaseSummary>;
  return {
    ...summary,
    items: Array.isArray(items) ? items.filter(isItem) : [],
    coupon:
      typeof coupon?.code === 'string' && typeof coupon.discountCents === 'number'
        ? { code: coupon.code, discountCents: coupon.discountCents }
        : null,
  };
}

export type PurchaseLookup =
  | { state: 'loading' }
  | { state: 'unknown' }
  | { state: 'found'; summary: PurchaseSummary; asking: boolean; retry: () => void }
  | { state: 'unreachable'; asking: boolean; retry: () => void };

/** About two minutes in all: a PIX or card confirmation usually arrives within seconds. */
export const REASK_DELAYS_MS: readonly number[] = [
  2_000, 3_000, 5_000, 8_000, 13_000, 20_000, 30_000, 30_000,
];

/** Whether an answer is worth asking again: a payment still being confirmed, or no answer at all. */
export function shouldAskAgain(answer: PurchaseAnswer): boolean {
  return answer === 'unreachable' || (answer !== 'unknown' && answer.status === 'confirming');
}

export interface PurchaseLookupOptions {
  delaysMs?: readonly number[];
  fetch?: typeof fetch;
}

/**
 * The purchase of the link, asked again while it is being confirmed. `asking` tells the page it is
 * still asking on its own; once it stopped, `retry` asks again (and keeps asking a while).
 */
export function usePurchaseSummary(checkoutId: string, options: PurchaseLookupOptions = {}): PurchaseLookup {
  const { delaysMs = REASK_DELAYS_MS, fetch: fetchImpl = fetch } = options;
  const [answer, setAnswer] = useState<PurchaseAnswer | null>(null);
  const [asking, setAsking] = useState(true);
  // Bumped by retry(): a new round of asks.
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: round starts a new series of asks on purpose.
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async (attempt: number) => {
      const next = await fetchPurchaseSummary(checkoutId, controller.signal, fetchImpl);
      if (controller.signal.aborted) return;
      setAnswer(next);
      const delay = delaysMs[attempt];
      if (!shouldAskAgain(next) || delay === undefined) {
        setAsking(false);
        return;
      }
      timer = setTimeout(() => void ask(attempt + 1), delay);
    };
    setAsking(true);
    void ask(0);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [checkoutId, round, delaysMs, fetchImpl]);

  const retry = useCallback(() => setRound((value) => value + 1), []);
  if (answer === null) return { state: 'loading' };
  if (answer === 'unknown') return { state: 'unknown' };
  if (answer === 'unreachable') return { state: 'unreachable', asking, retry };
  return { state: 'found', summary: answer, asking, retry };
}
