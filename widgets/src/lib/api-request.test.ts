import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, apiUrl, TimeoutError } from './api-request.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('apiUrl', () => {
  it('joins base and path, and keeps the page origin for an empty base', () => {
    expect(apiUrl('https://api.example/', '/api/leads')).toBe('https://api.example/api/leads');
    expect(apiUrl('', 'api/x', { username: 'a b' })).toBe('/api/x?username=a+b');
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
    await expect(apiRequest('', 'api/x')).rejects.toEqual(new ApiError(502, undefined, 'HTTP 502'));
  });

  it('aborts after the timeout with a TimeoutError', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      (request: Request) =>
        new Promise((_resolve, reject) =>
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const call = apiRequest('', 'api/x', { timeoutMs: 15_000 });
    const outcome = expect(call).rejects.toBeInstanceOf(TimeoutError);
    await vi.advanceTimersByTimeAsync(14_999);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });
});
