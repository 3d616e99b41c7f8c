import type { PurchaseSummary } from '@funil/core/purchase-summary';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paymentMethodLabel } from '../content/thank-you.ts';
import { fetchPurchaseSummary, usePurchaseSummary } from './purchase-summary.ts';

const CHECKOUT = '7b0e1c52-2f7a-4c59-9a51-3c3e1e0c2d11';
const summary = (status: PurchaseSummary['status']): PurchaseSummary => ({
  product: { kind: 'program', name: 'IA NA PRÁTICA' },
  amountCents: 179_700,
  items: [{ kind: 'main', name: 'IA NA PRÁTICA', amountCents: 179_700 }],
  coupon: null,
  currency: 'BRL',
  method: 'pix',
  installments: 1,
  status,
  nextSteps: status === 'paid' ? { buyersGroupUrl: null, accessBy: 'whatsapp' } : null,
});

/** A server that answers these in turn (a summary as 200, a number as that status), then the last again. */
function server(...answers: (PurchaseSummary | number | Error)[]) {
  const urls: string[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL) => {
    urls.push(String(url));
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (answer instanceof Error) throw answer;
    if (typeof answer === 'number') return new Response('{"error":{}}', { status: answer });
    return new Response(JSON.stringify(answer), { status: 200 });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, urls };
}

describe('fetchPurchaseSummary', () => {
  it('reads the purchase of the link, tells an unknown one from a server out of reach', async () => {
    const { fetch, urls } = server(summary('paid'));
    expect(await fetchPurchaseSummary(CHECKOUT, undefined, fetch)).toEqual(summary('paid'));
    expect(urls).toEqual([`/api/purchases/${CHECKOUT}`]);
    expect(await fetchPurchaseSummary(CHECKOUT, undefined, server(404).fetch)).toBe('unknown');
    for (const failure of [500, 429, new TypeError('Failed to fetch')]) {
      expect(await fetchPurchaseSummary(CHECKOUT, undefined, server(failure).fetch)).toBe('unreachable');
    }
  });

  it('reads an answer from before items were kept as a purchase of the product alone', async () => {
    const { items: _items, coupon: _coupon, ...old } = summary('paid');
    expect(await fetchPurchaseSummary(CHECKOUT, undefined, server(old as PurchaseSummary).fetch)).toEqual({
      ...old,
      items: [],
      coupon: null,
    });
  });

  it('keeps the items and the coupon the server listed', async () => {
    const withBump: PurchaseSummary = {
      ...summary('paid'),
      amountCents: 191_430,
      items: [
        { kind: 'main', name: 'IA NA PRÁTICA', amountCents: 161_730 },
        { kind: 'bump', name: 'Pack de prompts', amountCents: 29_700 },
      ],
      coupon: { code: 'LANCAMENTO10', discountCents: 17_970 },
    };
    expect(await fetchPurchaseSummary(CHECKOUT, undefined, server(withBump).fetch)).toEqual(withBump);
  });

  it('takes an answer of another shape for no answer, never for a purchase', async () => {
    const odd = { ...summary('paid'), status: 'approved' } as unknown as PurchaseSummary;
    expect(await fetchPurchaseSummary(CHECKOUT, undefined, server(odd).fetch)).toBe('unreachable');
  });
});

describe('usePurchaseSummary', () => {
  const delaysMs = [0, 0] as const;

  it('asks again while the payment is being confirmed, and shows it paid once it is', async () => {
    const { fetch, urls } = server(summary('confirming'), summary('confirming'), summary('paid'));
    const { result } = renderHook(() => usePurchaseSummary(CHECKOUT, { delaysMs, fetch }));
    expect(result.current.state).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ state: 'found', asking: false }));
    expect(result.current.state === 'found' && result.current.summary.status).toBe('paid');
    expect(urls).toHaveLength(3);
  });

  it('stops after its delays, and asks again when the buyer says so', async () => {
    const { fetch, urls } = server(summary('confirming'));
    const { result } = renderHook(() => usePurchaseSummary(CHECKOUT, { delaysMs, fetch }));
    await waitFor(() => expect(result.current).toMatchObject({ state: 'found', asking: false }));
    expect(urls).toHaveLength(3);
    act(() => {
      if (result.current.state === 'found') result.current.retry();
    });
    await waitFor(() => expect(urls).toHaveLength(6));
    await waitFor(() => expect(result.current).toMatchObject({ asking: false }));
  });

  it('asks once for a purchase that is settled or unknown', async () => {
    for (const answer of [summary('paid'), summary('not_paid'), 404] as const) {
      const { fetch, urls } = server(answer);
      const { result } = renderHook(() => usePurchaseSummary(CHECKOUT, { delaysMs, fetch }));
      await waitFor(() => expect(result.current.state).not.toBe('loading'));
      expect(result.current.state).toBe(answer === 404 ? 'unknown' : 'found');
      expect(urls).toHaveLength(1);
    }
  });

  it('keeps asking while the server is out of reach', async () => {
    const { fetch } = server(new TypeError('Failed to fetch'), 503, summary('paid'));
    const { result } = renderHook(() => usePurchaseSummary(CHECKOUT, { delaysMs, fetch }));
    await waitFor(() => expect(result.current.state).toBe('found'));
  });
});

describe('paymentMethodLabel', () => {
  it('names the method as the buyer knows it', () => {
    expect(paymentMethodLabel({ method: 'pix', installments: 1 })).toBe('PIX');
    expect(paymentMethodLabel({ method: 'card', installments: 12 })).toBe('12x no cartão');
    expect(paymentMethodLabel({ method: 'card', installments: 1 })).toBe('Cartão de crédito, à vista');
    expect(paymentMethodLabel({ method: 'card', installments: null })).toBe('Cartão de crédito');
    expect(paymentMethodLabel({ method: 'pix_or_card', installments: null })).toBe('PIX ou cartão');
  });
});
