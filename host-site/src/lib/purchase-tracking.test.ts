import type { Tracker } from '@funil/widgets/react';
import { describe, expect, it, vi } from 'vitest';
import { claimBrowserPurchase, purchaseCheckoutId, trackConfirmedPurchase } from './purchase-tracking.ts';

const CHECKOUT = '7b0e1c52-2f7a-4c59-9a51-3c3e1e0c2d11';
const PURCHASE = { eventId: `Purchase_${CHECKOUT}`, value: 1797, currency: 'BRL', transactionId: 'pay_1' };

function fakeTracker() {
  const track = vi.fn<Tracker['track']>(() => 'event-id');
  return { tracker: { track } as unknown as Tracker, track };
}

/** A server that answers these statuses in turn (200 with the purchase). */
function server(...statuses: number[]) {
  const calls: string[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push(`${init?.method} ${String(url)}`);
    const status = statuses.shift() ?? 404;
    return new Response(JSON.stringify(status === 200 ? PURCHASE : { error: { code: 'x' } }), { status });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const noWait = { sleep: async () => {} };

describe('purchaseCheckoutId', () => {
  it('reads the checkout of the success link, and nothing else', () => {
    expect(purchaseCheckoutId(`?lead=abc&checkout=${CHECKOUT}`)).toBe(CHECKOUT);
    expect(purchaseCheckoutId(`?checkout=${CHECKOUT.toUpperCase()}`)).toBe(CHECKOUT);
    expect(purchaseCheckoutId('?lead=7b0e1c52-2f7a-4c59-9a51-3c3e1e0c2d11')).toBeNull();
    expect(purchaseCheckoutId('?checkout=../../admin')).toBeNull();
    expect(purchaseCheckoutId('')).toBeNull();
  });
});

describe('trackConfirmedPurchase', () => {
  it("fires the server's Purchase: its event id, the value paid and the transaction", async () => {
    const { fetch, calls } = server(200);
    const { tracker, track } = fakeTracker();
    expect(await trackConfirmedPurchase(tracker, CHECKOUT, { fetch, ...noWait })).toBe(true);
    expect(calls).toEqual([`POST /api/purchases/${CHECKOUT}/browser-event`]);
    expect(track).toHaveBeenCalledExactlyOnceWith(
      'Purchase',
      { value: 1797, currency: 'BRL', transaction_id: 'pay_1' },
      { eventId: `Purchase_${CHECKOUT}` },
    );
  });

  it('fires nothing when another browser already reported the purchase, and reads the answer to its end', async () => {
    const answer = new Response(JSON.stringify({ error: { code: 'purchase_already_reported' } }), {
      status: 409,
    });
    const fetch = vi.fn(async () => answer) as unknown as typeof globalThis.fetch;
    const { tracker, track } = fakeTracker();
    expect(await trackConfirmedPurchase(tracker, CHECKOUT, { fetch, ...noWait })).toBe(false);
    expect(fetch).toHaveBeenCalledOnce();
    expect(track).not.toHaveBeenCalled();
    // An unread body keeps the browser's request open (a page that never goes idle).
    expect(answer.bodyUsed).toBe(true);
  });

  it('asks again while the payment is not confirmed yet, then gives up without firing', async () => {
    const { tracker, track } = fakeTracker();
    const late = server(404, 503, 200);
    const sleep = vi.fn(async (_ms: number) => {});
    expect(await trackConfirmedPurchase(tracker, CHECKOUT, { fetch: late.fetch, sleep })).toBe(true);
    expect(late.calls).toHaveLength(3);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1_000, 2_000]);

    const never = server();
    expect(
      await claimBrowserPurchase(CHECKOUT, { fetch: never.fetch, sleep, retryDelaysMs: [1, 1, 1] }),
    ).toBeNull();
    expect(never.calls).toHaveLength(4);
    expect(track).toHaveBeenCalledOnce();
  });

  it('survives a network failure by asking again', async () => {
    let first = true;
    const fetch = vi.fn(async () => {
      if (first) {
        first = false;
        throw new TypeError('Failed to fetch');
      }
      return new Response(JSON.stringify(PURCHASE), { status: 200 });
    }) as unknown as typeof globalThis.fetch;
    expect(await claimBrowserPurchase(CHECKOUT, { fetch, ...noWait })).toEqual(PURCHASE);
  });
});
