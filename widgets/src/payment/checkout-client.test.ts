import { buildCheckoutRequest } from '@funil/core/checkout-request';
import { testLaunchSettings } from '@funil/testkit/widgets/test-launch-settings';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestCheckout } from './checkout-client.ts';
import { CHECKOUT_MESSAGES } from './checkout-policy.ts';

type Step = Response | 'network' | 'hang';

function stubFetch(...steps: Step[]) {
  const calls: { url: string; request: Request; at: number }[] = [];
  const fetch = vi.fn((request: Request) => {
    calls.push({ url: request.url, request, at: Date.now() });
    const step = steps.shift() ?? Response.json({ link: 'https://pay.example/ok' });
    if (step === 'network') return Promise.reject(new TypeError('Failed to fetch'));
    if (step === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    return Promise.resolve(step);
  });
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch };
}

const request = buildCheckoutRequest('pix', {
  leadId: 'lead-1',
  siteOrigin: 'https://funil.example',
  currentUrl: 'https://funil.example/ianapratica',
  program: testLaunchSettings().program,
});

async function run(fetch: typeof globalThis.fetch, body = request) {
  vi.stubGlobal('fetch', fetch);
  const result = requestCheckout(body, { apiBase: 'https://funil.example/', attemptId: 'PAY-1' });
  // Keeps a rejection from being reported as unhandled while the fake clock runs.
  result.catch(() => {});
  await vi.runAllTimersAsync();
  return result;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('requestCheckout', () => {
  it('posts the request to the endpoint of its billing type and returns the link', async () => {
    const { calls, fetch } = stubFetch(Response.json({ link: 'https://pay.example/abc' }));
    await expect(run(fetch)).resolves.toBe('https://pay.example/abc');
    expect(calls[0]?.url).toBe('https://funil.example/api/payments/pix');
    expect(calls[0]?.request.method).toBe('POST');
    expect(calls[0]?.request.headers.get('X-Request-Id')).toBe('PAY-1');
    expect(await calls[0]?.request.json()).toEqual(request);
  });

  it('retries 5xx and network errors after waiting 1 s then 2 s', async () => {
    const start = Date.now();
    const { calls, fetch } = stubFetch(new Response('', { status: 502 }), 'network');
    await expect(run(fetch)).resolves.toBe('https://pay.example/ok');
    expect(calls.map((call) => call.at - start)).toEqual([0, 1_000, 3_000]);
  });

  it('gives up after 3 attempts with the last message', async () => {
    const { calls, fetch } = stubFetch('network', 'network', 'network');
    await expect(run(fetch)).rejects.toThrow(CHECKOUT_MESSAGES.network);
    expect(calls).toHaveLength(3);
  });

  it('times out the first attempt after 15 s and the retries after 30 s', async () => {
    const start = Date.now();
    const { calls, fetch } = stubFetch('hang', 'hang', 'hang');
    await expect(run(fetch)).rejects.toThrow(CHECKOUT_MESSAGES.timeout);
    // 15 s + wait 1 s → second try at 16 s; 30 s + wait 2 s → third at 48 s.
    expect(calls.map((call) => call.at - start)).toEqual([0, 16_000, 48_000]);
    expect(Date.now() - start).toBe(78_000);
  });

  it('does not retry a 4xx', async () => {
    const { calls, fetch } = stubFetch(Response.json({ error: { message: 'valor' } }, { status: 400 }));
    await expect(run(fetch)).rejects.toThrow('Dados inválidos: valor');
    expect(calls).toHaveLength(1);
  });

  it('rejects an empty answer, an answer without link and an unreadable one', async () => {
    await expect(run(stubFetch(new Response('')).fetch)).rejects.toThrow(CHECKOUT_MESSAGES.emptyResponse);
    await expect(run(stubFetch(Response.json({ ok: true })).fetch)).rejects.toThrow(CHECKOUT_MESSAGES.noLink);
    await expect(run(stubFetch(new Response('<html>')).fetch)).rejects.toThrow(CHECKOUT_MESSAGES.internal);
  });

  it('sends a card request to /credit-card and a mixed one to /multi', async () => {
    const card = buildCheckoutRequest('card', {
      leadId: null,
      siteOrigin: '',
      currentUrl: 'x',
      program: testLaunchSettings().program,
    });
    const first = stubFetch();
    await run(first.fetch, card);
    expect(first.calls[0]?.url).toBe('https://funil.example/api/payments/credit-card');
    const second = stubFetch();
    await run(second.fetch, { ...card, billingTypes: ['PIX', 'CREDIT_CARD'] });
    expect(second.calls[0]?.url).toBe('https://funil.example/api/payments/multi');
  });
});
