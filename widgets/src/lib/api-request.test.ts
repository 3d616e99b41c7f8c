import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, apiRequestWithRetry, apiUrl } from './api-request.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('apiUrl', () => {
  it('joins base and path, and keeps the page origin for an empty base', () => {
    expect(apiUrl('https://api.example/', '/api/leads')).toBe('https://api.example/api/leads');
    expect(apiUrl('', 'api/x?username=a+b')).toBe('/api/x?username=a+b');
  });
});

describe('apiRequest', () => {
  it('posts JSON with the given headers and returns the parsed body', async () => {
    const fetch = vi.fn(async (_request: Request) => Response.json({ id: 'x' }));
    vi.stubGlobal('fetch', fetch);
    const body = await apiRequest('https://api.example', 'api/leads', {
      method: 'POST',
      json: { a: 1 },
      headers: { 'Idempotency-Key': 'k1' },
    });
    expect(body).toEqual({ id: 'x' });
    const request = fetch.mock.calls[0]?.[0] as Request;
    expect(request.method).toBe('POST');
    expect(request.headers.get('idempotency-key')).toBe('k1');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.json()).toEqual({ a: 1 });
  });

  it('turns an error answer into an ApiError with the server code and message', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: { code: 'lead_not_found', message: 'Lead não encontrado' } }, { status: 404 }),
    );
    await expect(apiRequest('', 'api/x')).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
      code: 'lead_not_found',
      message: 'Lead não encontrado',
    });
    vi.stubGlobal('fetch', async () => new Response('<html>', { status: 502 }));
    const failure = apiRequest('', 'api/x');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 502,
      code: undefined,
      message: 'HTTP 502',
      kind: 'status',
    });
  });

  it('aborts after the timeout with an ApiError of kind timeout', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      (request: Request) =>
        new Promise((_resolve, reject) =>
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const call = apiRequest('', 'api/x', { timeoutMs: 15_000 });
    const outcome = expect(call).rejects.toMatchObject({ name: 'ApiError', kind: 'timeout', status: 0 });
    await vi.advanceTimersByTimeAsync(14_999);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('reports no answer at all as an ApiError of kind network', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('', 'api/x')).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'network',
      status: 0,
    });
  });

  it('hands back an answer that is not JSON as its text', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>'));
    await expect(apiRequest('', 'api/x')).resolves.toBe('<html>');
  });

  it('sends keepalive and cache when asked, through the fetch it is given', async () => {
    // happy-dom's Request keeps neither field: the options handed to it are what a browser gets.
    const inits: RequestInit[] = [];
    vi.stubGlobal(
      'Request',
      class extends Request {
        constructor(input: string, init: RequestInit) {
          super(input, init);
          inits.push(init);
        }
      },
    );
    const fetch = vi.fn(async (_request: Request) => new Response(''));
    vi.stubGlobal('fetch', fetch);
    await expect(
      apiRequest('', 'api/ping', {
        keepalive: true,
        cache: 'no-store',
      }),
    ).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(inits[0]).toMatchObject({ keepalive: true, cache: 'no-store' });
  });

  it('lets a caller that aborted the call see the AbortError, not an ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      (request: Request) =>
        new Promise((_resolve, reject) =>
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const controller = new AbortController();
    const call = apiRequest('', 'api/x', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('apiRequestWithRetry', () => {
  const policy = {
    attempts: 3,
    backoffBaseMs: 500,
    timeoutsMs: [15_000, 30_000, 30_000],
    retryStatuses: [429],
  };

  it('tries again after no answer, a 5xx or a listed status, waiting by the back-off', async () => {
    const replies = [
      new Response('', { status: 503 }),
      new Response('', { status: 429 }),
      Response.json({ ok: 1 }),
    ];
    const fetch = vi.fn(async () => replies.shift() as Response);
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    vi.stubGlobal('fetch', fetch);
    await expect(apiRequestWithRetry('', 'api/x', policy, {}, sleep)).resolves.toEqual({ ok: 1 });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([1_000, 2_000]);
  });

  it('stops at an answer the policy does not retry, and after its attempts', async () => {
    const refused = vi.fn(async () => Response.json({ error: { code: 'bad' } }, { status: 400 }));
    vi.stubGlobal('fetch', refused);
    await expect(apiRequestWithRetry('', 'api/x', policy, {}, async () => {})).rejects.toMatchObject({
      status: 400,
      code: 'bad',
    });
    expect(refused).toHaveBeenCalledTimes(1);
    const down = vi.fn(async () => new Response('', { status: 502 }));
    vi.stubGlobal('fetch', down);
    await expect(apiRequestWithRetry('', 'api/x', policy, {}, async () => {})).rejects.toMatchObject({
      status: 502,
    });
    expect(down).toHaveBeenCalledTimes(3);
  });
});
