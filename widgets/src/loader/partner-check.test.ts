import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../lib/api-request.ts';
import { warnIfUnknownPartner as check } from './partner-check.ts';

const warnIfUnknownPartner = (
  apiBase: string,
  partner: string | undefined,
  fetch: typeof globalThis.fetch,
) => {
  vi.stubGlobal('fetch', fetch);
  return check(apiBase, partner, apiRequest);
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function answering(status: number | Error) {
  const fetch = vi.fn(async (_request: Request) => {
    if (status instanceof Error) throw status;
    return new Response('{}', { status });
  });
  return fetch as typeof fetch & typeof globalThis.fetch;
}

describe('warnIfUnknownPartner', () => {
  it('warns once, naming the code, when the server knows no active partner by it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = answering(404);
    await warnIfUnknownPartner('https://funil.example', 'loja da ana', fetch);
    const request = fetch.mock.calls[0]?.[0] as Request;
    expect([request.method, request.url]).toEqual([
      'HEAD',
      'https://funil.example/api/partners/loja%20da%20ana',
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /^\[funil\] data-partner="loja da ana": parceiro desconhecido ou inativo/,
    );
  });

  it('stays quiet for an active partner, an unreachable server, and a page without data-partner', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await warnIfUnknownPartner('', 'loja-da-ana', answering(200));
    await warnIfUnknownPartner('', 'loja-da-ana', answering(new TypeError('Failed to fetch')));
    await warnIfUnknownPartner('', 'loja-da-ana', answering(503));
    const fetch = answering(404);
    await warnIfUnknownPartner('', undefined, fetch);
    expect(fetch).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});
