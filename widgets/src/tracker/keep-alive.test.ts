import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKeepAlive } from './keep-alive.ts';

const API = 'https://funil.example';

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function at(hour: number, minute = 0) {
  vi.setSystemTime(new Date(2026, 0, 10, hour, minute));
}

describe('keep-alive', () => {
  it('pings at once and every 240 s during the active hours', async () => {
    at(10);
    const fetch = vi.fn(async (_request: Request) => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    const keepAlive = createKeepAlive({ apiBase: API });
    keepAlive.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0].url).toBe('https://funil.example/api/ping');
    await vi.advanceTimersByTimeAsync(239_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    keepAlive.stop();
  });

  it('stays silent before 06:00 local and pings from 06:00 to 23:59', async () => {
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    const keepAlive = createKeepAlive({ apiBase: API });
    at(5, 59);
    await keepAlive.ping();
    expect(fetch).not.toHaveBeenCalled();
    at(6, 0);
    await keepAlive.ping();
    expect(fetch).toHaveBeenCalledTimes(1);
    at(23, 59);
    await keepAlive.ping();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('skips a ping within 120 s of a success, but not after a failure', async () => {
    at(12);
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    const keepAlive = createKeepAlive({ apiBase: API });
    await keepAlive.ping();
    vi.advanceTimersByTime(119_999);
    await keepAlive.ping();
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await keepAlive.ping();
    expect(fetch).toHaveBeenCalledTimes(2);

    const failing = vi.fn(async () => new Response('no', { status: 503 }));
    vi.stubGlobal('fetch', failing);
    const other = createKeepAlive({ apiBase: API });
    await other.ping();
    await other.ping();
    expect(failing).toHaveBeenCalledTimes(2);
    expect(console.warn).toHaveBeenCalledWith(
      '[funil] keep-alive falhou',
      expect.objectContaining({ status: 503 }),
    );
  });

  it('aborts after 5 s and ignores the failure', async () => {
    at(12);
    let signal: AbortSignal | undefined;
    const fetch = vi.fn(
      (request: Request) =>
        new Promise<Response>((_resolve, reject) => {
          signal = request.signal;
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const keepAlive = createKeepAlive({ apiBase: API });
    const done = keepAlive.ping();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toBeUndefined();
    expect(signal?.aborted).toBe(true);
    expect(console.warn).toHaveBeenCalledWith(
      '[funil] keep-alive falhou',
      expect.objectContaining({ kind: 'timeout' }),
    );
  });
});
