import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FUNIL_STUB, partnerEmbedSnippet } from '@funil/core/embed-snippet';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FunilStub, isLoaded, takeOver } from './command-queue.ts';

type Page = { Funil?: Record<string, (...args: unknown[]) => unknown> & FunilStub };
const page = window as unknown as Page;

/** Runs the README's snippet as a partner's page does, before embed.js arrives. */
function pasteSnippet() {
  new Function(FUNIL_STUB)();
  const stub = page.Funil;
  if (!stub) throw new Error('the snippet defined no window.Funil');
  return stub;
}

/** A stand-in for the loader's API that records what reached it. */
function fakeApi() {
  const calls: unknown[][] = [];
  const listeners = new Set<string>();
  return {
    calls,
    listeners,
    api: {
      open: vi.fn(async (widget?: string) => void calls.push(['open', widget])),
      close: vi.fn((widget?: string) => void calls.push(['close', widget])),
      on: vi.fn((event: string) => {
        calls.push(['on', event]);
        listeners.add(event);
        return () => listeners.delete(event);
      }),
      identify: vi.fn((identity: unknown) => void calls.push(['identify', identity])),
      track: vi.fn((name: string, data?: unknown) => void calls.push(['track', name, data])),
    },
  };
}

afterEach(() => {
  delete page.Funil;
});

describe('the snippet and the loader taking it over', () => {
  it('replays the calls made before load in their order, with their arguments', () => {
    const stub = pasteSnippet();
    stub.identify?.({ name: 'Ana' });
    stub.track?.('Clique', { onde: 'topo' });
    stub.open?.();
    stub.close?.('exit-intent');
    const { api, calls } = fakeApi();
    takeOver(page.Funil, api);
    expect(calls).toEqual([
      ['identify', { name: 'Ana' }],
      ['track', 'Clique', { onde: 'topo' }],
      ['open', undefined],
      ['close', 'exit-intent'],
    ]);
  });

  it('keeps the same object, so a reference the page kept works, and marks it as loaded', () => {
    const stub = pasteSnippet();
    expect(isLoaded(stub)).toBe(false);
    const { api, calls } = fakeApi();
    const funil = takeOver(page.Funil, api);
    expect(funil).toBe(stub);
    expect(isLoaded(stub)).toBe(true);
    stub.open?.('payment');
    expect(calls).toEqual([['open', 'payment']]);
  });

  it('runs a stub method the page kept by reference at once after load', () => {
    const stub = pasteSnippet();
    const earlyTrack = stub.track;
    const { api, calls } = fakeApi();
    takeOver(page.Funil, api);
    earlyTrack?.('Depois');
    expect(calls).toEqual([['track', 'Depois', undefined]]);
  });

  it('lets an early on() be stopped before load: the subscription never happens', () => {
    const stub = pasteSnippet();
    const stop = stub.on?.('lead-captured', () => {}) as () => void;
    stop();
    const { api, listeners } = fakeApi();
    takeOver(page.Funil, api);
    expect(api.on).not.toHaveBeenCalled();
    expect(listeners.size).toBe(0);
  });

  it('lets an early on() be stopped after load: the replayed subscription ends', () => {
    const stub = pasteSnippet();
    const stop = stub.on?.('lead-captured', () => {}) as () => void;
    const { api, listeners } = fakeApi();
    takeOver(page.Funil, api);
    expect([...listeners]).toEqual(['lead-captured']);
    stop();
    expect(listeners.size).toBe(0);
  });

  it('works without the snippet (the plain script tag) and keeps replaying after a call that throws', () => {
    const { api, calls } = fakeApi();
    expect(isLoaded(takeOver(undefined, api))).toBe(true);

    const stub = pasteSnippet();
    stub.identify?.(null);
    stub.track?.('Depois do erro');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.identify.mockImplementationOnce(() => {
      throw new TypeError('identity is null');
    });
    takeOver(page.Funil, api);
    expect(error).toHaveBeenCalledWith('[funil] Funil.identify', expect.any(TypeError));
    expect(calls).toContainEqual(['track', 'Depois do erro', undefined]);
    error.mockRestore();
  });

  it('reports in the console a queued call that fails later, such as open() of an unknown widget', async () => {
    const stub = pasteSnippet();
    stub.open?.('lead');
    const { api } = fakeApi();
    const unknown = new TypeError('[funil] widget desconhecido: "lead"');
    api.open.mockImplementationOnce(async () => {
      throw unknown;
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    takeOver(page.Funil, api);
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('[funil] Funil.open', unknown));
    error.mockRestore();
  });

  it('leaves an existing window.Funil alone when the snippet is pasted twice', () => {
    const first = pasteSnippet();
    first.open?.();
    pasteSnippet();
    expect(page.Funil).toBe(first);
    expect(first.q).toHaveLength(1);
  });

  it('is the snippet the README shows', () => {
    const readme = readFileSync(join(import.meta.dirname, '../../../README.md'), 'utf8');
    expect(readme).toContain(partnerEmbedSnippet('https://SEU-DOMINIO', 'codigo-do-parceiro'));
  });
});
