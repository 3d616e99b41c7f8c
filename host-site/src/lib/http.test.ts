import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  errorMessage,
  isFinalRefusal,
  NETWORK_ERROR_MESSAGE,
  requestBlob,
  requestJson,
} from './http.ts';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

afterEach(() => {
  vi.unstubAllGlobals();
});

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('a chamada deveria ter falhado');
}

describe('requestJson', () => {
  it('sends a body as same-origin JSON and returns the answer', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(json(201, { id: 7 }));
    const answer = await requestJson<{ id: number }>('/api/things', {
      method: 'POST',
      body: { name: 'Ana' },
      fetch: fetchMock,
    });
    expect(answer).toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/things');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      body: '{"name":"Ana"}',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
    });
  });

  it('reads a GET without a body or a content type, and a 204 as undefined', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 204 }));
    expect(await requestJson('/api/empty', { fetch: fetchMock })).toBeUndefined();
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toEqual({ accept: 'application/json' });
  });

  it('turns the server’s error body into an ApiError with its code, message, fields and wait', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(
      json(
        429,
        {
          error: { code: 'login_throttled', message: 'Muitas tentativas.', fields: { email: 'Confira.' } },
        },
        { 'Retry-After': '30' },
      ),
    );
    const error = await caught(requestJson('/api/x', { fetch: fetchMock }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      code: 'login_throttled',
      message: 'Muitas tentativas.',
      fields: { email: 'Confira.' },
      retryAfterSeconds: 30,
    });
  });

  it('names an answer that is not the error format with the pt-BR internal error', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response('<html>Bad Gateway</html>', { status: 502 }))
      .mockResolvedValueOnce(json(500, { oops: true }));
    for (const _ of [1, 2]) {
      const error = await caught(requestJson('/api/x', { fetch: fetchMock }));
      expect(error).toMatchObject({
        code: 'internal_error',
        message: 'Erro interno. Tente novamente em instantes.',
        fields: {},
      });
    }
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('calls a success whose body is not JSON an invalid_response', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('ok', { status: 200 }));
    const error = await caught(requestJson('/api/x', { fetch: fetchMock }));
    expect(error).toMatchObject({ status: 200, code: 'invalid_response' });
  });

  it('calls a request that got no answer a network_error, in pt-BR', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await caught(requestJson('/api/x', { fetch: fetchMock }));
    expect(error).toMatchObject({ status: 0, code: 'network_error', message: NETWORK_ERROR_MESSAGE });
  });

  it('lets an abort stay an abort, for the caller that moved on', async () => {
    const controller = new AbortController();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const fetchMock = vi.fn<typeof fetch>().mockImplementation(async () => {
      controller.abort();
      throw abort;
    });
    expect(await caught(requestJson('/api/x', { signal: controller.signal, fetch: fetchMock }))).toBe(abort);
  });

  it('uses the browser’s fetch when none is handed in', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(json(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await requestJson('/api/ping')).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});

describe('requestBlob', () => {
  it('hands back a success as it came, and a refusal as an ApiError', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response('a;b\n1;2', { status: 200 }))
      .mockResolvedValueOnce(json(403, { error: { code: 'forbidden', message: 'Só administradores.' } }));
    const response = await requestBlob('/api/file.csv', { fetch: fetchMock });
    expect(await response.text()).toBe('a;b\n1;2');
    expect(await caught(requestBlob('/api/file.csv', { fetch: fetchMock }))).toMatchObject({
      status: 403,
      code: 'forbidden',
    });
  });
});

describe('errorMessage and isFinalRefusal', () => {
  it('gives the server’s message, or the network one for anything else', () => {
    expect(errorMessage(new ApiError(404, 'staff_lead_not_found', 'Lead não encontrado.'))).toBe(
      'Lead não encontrado.',
    );
    expect(errorMessage(new TypeError('boom'))).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('calls a 4xx final, but a timeout, a throttle, a 5xx or no answer worth asking again', () => {
    const error = (status: number) => new ApiError(status, 'x', 'x');
    expect([400, 401, 403, 404, 409, 422].map((status) => isFinalRefusal(error(status)))).toEqual(
      Array(6).fill(true),
    );
    expect([0, 408, 429, 500, 503].map((status) => isFinalRefusal(error(status)))).toEqual(
      Array(5).fill(false),
    );
    expect(isFinalRefusal(new TypeError('offline'))).toBe(false);
  });
});
