import { demoProfile } from '@funil/testkit/widgets/test-profiles';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProfileClient } from './profile-client.ts';
import { fetchLockKey, profileKey } from './profile-storage.ts';
import { INSTAGRAM_TIMING } from './timing.ts';

type Reply = Response | Error | string | ((request: Request) => Promise<Response>);

/** fetch answering the given replies in order; records each request and whether the lock was held. */
function stubFetch(...replies: Reply[]) {
  const calls: { url: URL; headers: Headers; locked: boolean; at: number }[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    const username = url.searchParams.get('username') ?? '';
    calls.push({
      url,
      headers: request.headers,
      locked: localStorage.getItem(fetchLockKey(username)) !== null,
      at: Date.now(),
    });
    const reply = replies.shift() ?? Response.json(demoProfile({ username }));
    if (typeof reply === 'function') return reply(request);
    if (reply instanceof Response) return reply;
    throw reply;
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

const error = (status: number, code: string, message: string) =>
  Response.json({ error: { code, message } }, { status });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-06-01T12:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a lookup', () => {
  it('calls the API with the normalised handle, the §7 headers and holds the lock meanwhile', async () => {
    const calls = stubFetch();
    const client = createProfileClient('https://api.example');
    const result = await client.lookup(' @Maria.Silva ');
    expect(result).toEqual({ kind: 'found', profile: demoProfile() });
    const [call] = calls;
    expect(call?.url.href).toBe('https://api.example/api/instagram-profile?username=maria.silva');
    expect(call?.headers.get('x-request-id')).toMatch(/^frontend_[0-9a-f-]{36}$/);
    expect(call?.headers.get('x-call-source')).toBe('funil-widget');
    expect(call?.headers.get('content-type')).toBe('application/json');
    expect(call?.locked).toBe(true);
    expect(localStorage.getItem(fetchLockKey('maria.silva'))).toBeNull();
  });

  it('makes no call for an empty handle', async () => {
    const calls = stubFetch();
    expect(await createProfileClient('').lookup(' @ ')).toBeUndefined();
    expect(calls).toHaveLength(0);
  });

  it('reuses the saved profile for 24 h, then asks again', async () => {
    const calls = stubFetch();
    const client = createProfileClient('');
    await client.lookup('maria.silva');
    vi.advanceTimersByTime(INSTAGRAM_TIMING.cacheMs - 1);
    expect(await client.lookup('maria.silva')).toMatchObject({ kind: 'found' });
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await client.lookup('maria.silva');
    expect(calls).toHaveLength(2);
    expect(JSON.parse(localStorage.getItem(profileKey('maria.silva')) ?? '{}').savedAt).toBe(Date.now());
  });
});

describe('the cross-tab lock', () => {
  it('waits for the other tab and uses its cached profile without calling', async () => {
    const calls = stubFetch();
    localStorage.setItem(fetchLockKey('maria.silva'), String(Date.now()));
    const lookup = createProfileClient('').lookup('maria.silva');
    await vi.advanceTimersByTimeAsync(INSTAGRAM_TIMING.lockPollMs * 3);
    localStorage.setItem(
      profileKey('maria.silva'),
      JSON.stringify({ profile: demoProfile(), savedAt: Date.now() }),
    );
    await vi.advanceTimersByTimeAsync(INSTAGRAM_TIMING.lockPollMs);
    expect(await lookup).toEqual({ kind: 'found', profile: demoProfile() });
    expect(calls).toHaveLength(0);
  });

  it('calls itself once the other tab drops the lock without a profile', async () => {
    const calls = stubFetch();
    localStorage.setItem(fetchLockKey('maria.silva'), '1');
    const lookup = createProfileClient('').lookup('maria.silva');
    await vi.advanceTimersByTimeAsync(INSTAGRAM_TIMING.lockPollMs);
    localStorage.removeItem(fetchLockKey('maria.silva'));
    await vi.advanceTimersByTimeAsync(INSTAGRAM_TIMING.lockPollMs);
    expect(await lookup).toMatchObject({ kind: 'found' });
    expect(calls).toHaveLength(1);
  });

  it('gives up waiting after 30 polls of 500 ms and calls', async () => {
    const calls = stubFetch();
    localStorage.setItem(fetchLockKey('maria.silva'), '1');
    const lookup = createProfileClient('').lookup('maria.silva');
    await vi.advanceTimersByTimeAsync(INSTAGRAM_TIMING.lockPollMs * INSTAGRAM_TIMING.lockPolls - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await lookup;
    expect(calls).toHaveLength(1);
    expect(localStorage.getItem(fetchLockKey('maria.silva'))).toBeNull();
  });

  it.each([
    ['a missing picture', Response.json(demoProfile({ profilePicUrl: '' }))],
    ['invalid data', new Response('')],
    ['an HTTP error', error(500, 'internal_error', 'x')],
    ['a thrown error', new TypeError('Failed to fetch')],
  ])('is removed after %s', async (_name, reply) => {
    stubFetch(reply);
    await createProfileClient('').lookup('maria.silva');
    expect(localStorage.getItem(fetchLockKey('maria.silva'))).toBeNull();
  });
});

describe('pacing', () => {
  it('leaves at least 1 s between two calls', async () => {
    const calls = stubFetch();
    const client = createProfileClient('');
    await client.lookup('ana');
    const second = client.lookup('bia');
    await vi.advanceTimersByTimeAsync(INSTAGRAM_TIMING.minGapMs - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await second;
    expect(calls.map((call) => call.at - (calls[0]?.at ?? 0))).toEqual([0, 1_000]);
  });

  it('backs off 1000 ms × 2^failures after thrown errors, at most 30 s', async () => {
    const calls = stubFetch(...Array.from({ length: 6 }, () => new TypeError('Failed to fetch')));
    const client = createProfileClient('');
    await client.lookup('a0');
    const expected = [2_000, 4_000, 8_000, 16_000, 30_000];
    for (const [index, gap] of expected.entries()) {
      const next = client.lookup(`a${index + 1}`);
      await vi.advanceTimersByTimeAsync(gap - 1);
      expect(calls).toHaveLength(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      await next;
      expect(calls).toHaveLength(index + 2);
    }
  });

  it('resets the failure count on any HTTP answer, even an error', async () => {
    const calls = stubFetch(new TypeError('x'), new TypeError('x'), error(500, 'internal_error', 'x'));
    const client = createProfileClient('');
    await client.lookup('a');
    const b = client.lookup('b');
    await vi.advanceTimersByTimeAsync(4_000);
    await b;
    const c = client.lookup('c');
    await vi.advanceTimersByTimeAsync(8_000);
    await c;
    const d = client.lookup('d');
    await vi.advanceTimersByTimeAsync(INSTAGRAM_TIMING.minGapMs);
    await d;
    expect(calls).toHaveLength(4);
  });
});

describe('§8 messages', () => {
  it.each([
    [
      error(404, 'instagram_not_found', 'x'),
      { kind: 'not_found', message: 'Usuário não encontrado. Verifique se digitou corretamente.' },
    ],
    [
      error(429, 'instagram_rate_limited', 'x'),
      {
        kind: 'error',
        message: 'Limite de requisições excedido. Tente novamente mais tarde.',
        rateLimited: true,
      },
    ],
    [
      error(502, 'instagram_upstream_error', 'Erro na API: 429'),
      { kind: 'error', message: 'Muitas requisições. Aguarde um momento.', rateLimited: true },
    ],
    [
      error(403, 'instagram_forbidden', 'x'),
      { kind: 'error', message: 'Acesso negado.', rateLimited: false },
    ],
    [error(500, 'internal_error', 'x'), { kind: 'error', message: 'Erro na API: 500', rateLimited: false }],
    [
      error(504, 'instagram_timeout', 'x'),
      { kind: 'error', message: 'Tempo limite excedido. Verifique sua conexão.', rateLimited: false },
    ],
    [
      new TypeError('Failed to fetch'),
      { kind: 'error', message: 'Sem conexão com o servidor. Verifique sua conexão.', rateLimited: false },
    ],
    // fetch rejects only when no answer came: whatever it rejects with, the visitor is told so.
    [
      new Error('upstream said 429'),
      { kind: 'error', message: 'Sem conexão com o servidor. Verifique sua conexão.', rateLimited: false },
    ],
    [
      'not an error',
      { kind: 'error', message: 'Sem conexão com o servidor. Verifique sua conexão.', rateLimited: false },
    ],
    [
      new Response('<html>'),
      { kind: 'error', message: 'Dados inválidos retornados pela API', rateLimited: false },
    ],
    [
      Response.json({}),
      { kind: 'error', message: 'Dados inválidos retornados pela API', rateLimited: false },
    ],
    [
      Response.json(demoProfile({ profilePicUrl: '' })),
      { kind: 'error', message: 'Não foi possível encontrar a foto de perfil', rateLimited: false },
    ],
  ] as const)('answer %# gives its message', async (reply, expected) => {
    stubFetch(reply as Reply);
    expect(await createProfileClient('').lookup('maria')).toEqual(expected);
  });

  it("shows the server's instagram_invalid_data as the spec's words, not as an API status", async () => {
    stubFetch(error(502, 'instagram_invalid_data', 'x'));
    expect(await createProfileClient('').lookup('maria')).toEqual({
      kind: 'error',
      message: 'Dados inválidos retornados pela API',
      rateLimited: false,
    });
  });

  it('shows a thrown error its own message, and a throw that is no Error a fixed one', async () => {
    stubFetch();
    const randomUUID = vi.spyOn(crypto, 'randomUUID');
    randomUUID.mockImplementationOnce(() => {
      throw new Error('Falha ao preparar a consulta');
    });
    expect(await createProfileClient('').lookup('maria')).toEqual({
      kind: 'error',
      message: 'Falha ao preparar a consulta',
      rateLimited: false,
    });
    randomUUID.mockImplementationOnce(() => {
      throw 'não é um erro';
    });
    expect(await createProfileClient('').lookup('maria')).toEqual({
      kind: 'error',
      message: 'Erro desconhecido ao buscar perfil',
      rateLimited: false,
    });
    randomUUID.mockRestore();
  });

  it('says the time ran out after 15 s without an answer', async () => {
    // Like a real fetch, the hanging call only ends when its signal aborts.
    stubFetch(
      (request) =>
        new Promise<Response>((_resolve, reject) =>
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const lookup = createProfileClient('').lookup('maria');
    await vi.advanceTimersByTimeAsync(INSTAGRAM_TIMING.requestTimeoutMs - 1);
    let settled = false;
    void lookup.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await lookup).toEqual({
      kind: 'error',
      message: 'Tempo limite excedido. Verifique sua conexão.',
      rateLimited: false,
    });
  });
});
