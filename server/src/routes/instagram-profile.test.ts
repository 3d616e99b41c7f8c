import { ERRORS } from '@funil/core/errors';
import {
  FAKE_TOKEN,
  type FakeGraphApi,
  graphError,
  SAMPLE_ACCOUNT,
  startFakeGraphApi,
} from '@funil/testkit/fakes/fake-graph-api';
import { PINO_WARN, startTestServer } from '@funil/testkit/server/test-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDemoProvider, DEMO_BIO } from '../providers/instagram/demo-provider.ts';

/** What @hono/node-server passes as env: the socket the request came in on. */
const fromIp = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

describe('GET /api/instagram-profile with the demo provider (the default)', () => {
  it('normalises the username and answers the demo profile', async () => {
    const { app } = await startTestServer();
    const res = await app.request('/api/instagram-profile?username=%20%40Maria.Silva%20');

    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, max-age=300');
    expect(await res.json()).toEqual({
      username: 'maria.silva',
      fullName: 'Maria Silva',
      profilePicUrl: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      followersCount: expect.any(Number),
      followingCount: expect.any(Number),
      postsCount: expect.any(Number),
      isVerified: false,
      biography: DEMO_BIO,
      bio: DEMO_BIO,
      source: 'demo',
    });
  });

  it('answers 400 instagram_username_required for a missing, empty or whitespace-only username', async () => {
    const { app } = await startTestServer();
    for (const query of ['', '?username=', '?username=%20%40%20']) {
      const res = await app.request(`/api/instagram-profile${query}`);
      expect(res.status, query).toBe(400);
      expect(await res.json()).toEqual({
        error: { code: 'instagram_username_required', message: 'Digite seu nome de usuário do Instagram' },
      });
    }
  });

  it('answers 400 instagram_username_invalid for a handle no account can have, looking nothing up', async () => {
    const { app } = await startTestServer();
    for (const typed of ['ana maria', 'ana!', '@@ana']) {
      const res = await app.request(`/api/instagram-profile?${new URLSearchParams({ username: typed })}`);
      expect(res.status, typed).toBe(400);
      expect(await res.json()).toEqual({
        error: {
          code: 'instagram_username_invalid',
          message: 'Nome de usuário inválido: use só letras, números, ponto e _, sem espaços.',
        },
      });
    }
  });

  it('answers 404 instagram_not_found for demo names starting with naoexiste', async () => {
    const { app } = await startTestServer();
    const res = await app.request('/api/instagram-profile?username=naoexiste123');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: {
        code: 'instagram_not_found',
        message: 'Usuário não encontrado. Verifique se digitou corretamente.',
      },
    });
  });

  it('lets partner pages send the widget headers', async () => {
    const { app } = await startTestServer();
    const res = await app.request('/api/instagram-profile?username=ana', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://parceiro.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-request-id,x-call-source,content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toBe(
      'x-request-id,x-call-source,content-type',
    );
  });

  it('limits look-ups per IP address with 429, Retry-After and the pt-BR message', async () => {
    const { app } = await startTestServer({
      instagram: { provider: createDemoProvider(), lookupsPerMinute: 2 },
    });
    const ask = (ip: string) => app.request('/api/instagram-profile?username=ana', {}, fromIp(ip));

    expect((await ask('203.0.113.5')).status).toBe(200);
    expect((await ask('203.0.113.5')).status).toBe(200);
    const limited = await ask('203.0.113.5');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await limited.json()).toEqual({
      error: { code: 'instagram_rate_limited', message: ERRORS.instagram_rate_limited },
    });
    expect((await ask('198.51.100.7')).status).toBe(200);
  });

  // Issue 14, reproduction 10: with TRUST_PROXY=true every visitor shared the proxy's one bucket.
  it('counts each visitor behind a trusted proxy apart', async () => {
    const { app } = await startTestServer({
      instagram: { provider: createDemoProvider(), lookupsPerMinute: 1 },
      trustProxy: true,
    });
    const ask = (visitor: string) =>
      app.request(
        '/api/instagram-profile?username=ana',
        { headers: { 'x-forwarded-for': visitor } },
        fromIp('10.0.0.2'),
      );

    expect((await ask('203.0.113.5')).status).toBe(200);
    expect((await ask('198.51.100.7')).status).toBe(200);
    expect((await ask('203.0.113.5')).status).toBe(429);
    // What a visitor writes in the header itself is left of the proxy's entry and changes nothing.
    expect((await ask('192.0.2.1, 203.0.113.5')).status).toBe(429);
  });
});

describe('GET /api/instagram-profile with the Graph API (against the local fake)', () => {
  let fake: FakeGraphApi;
  beforeAll(async () => {
    fake = await startFakeGraphApi();
  });
  afterAll(() => fake.close());
  afterEach(() => fake.reset());

  const graphApp = (timeoutMs = 2_000) =>
    startTestServer({ instagram: { provider: fake.client({ timeoutMs }), lookupsPerMinute: 1_000 } });

  const errorOf = async (res: Response) => ({ status: res.status, ...(await res.json()).error });

  it('answers the mapped profile and keeps it 24 h in the database, asking upstream once', async () => {
    const t = await graphApp();
    const first = await t.app.request('/api/instagram-profile?username=BlueBottle');
    const second = await t.app.request('/api/instagram-profile?username=bluebottle');

    expect(first.status).toBe(200);
    const profile = await first.json();
    expect(profile).toMatchObject({
      username: 'bluebottle',
      fullName: SAMPLE_ACCOUNT.name,
      followersCount: SAMPLE_ACCOUNT.followers_count,
      source: 'instagram',
    });
    expect(await second.json()).toEqual(profile);
    expect(fake.requests).toHaveLength(1);
    const rows = await t.db
      .selectFrom('instagram_profiles')
      .select(['username', 'source', 'fetched_at'])
      .execute();
    expect(rows).toEqual([
      { username: 'bluebottle', source: 'instagram', fetched_at: '2025-04-01T12:00:00.000Z' },
    ]);
  });

  it('maps each upstream failure to its status, stable code and spec §8 message', async () => {
    const t = await graphApp();
    fake.replies.set('limitado', { status: 429, headers: { 'retry-after': '120' } });
    fake.replies.set('limitado.codigo', {
      status: 400,
      body: graphError(4, 'Application request limit reached'),
    });
    fake.replies.set('proibido', { status: 403 });
    fake.replies.set('quebrado', { status: 500, body: graphError(1, 'Unknown') });
    fake.replies.set('html', { rawBody: '<html></html>' });
    const ask = (name: string) => t.app.request(`/api/instagram-profile?username=${name}`);

    const limited = await ask('limitado');
    expect(await errorOf(limited)).toEqual({
      status: 429,
      code: 'instagram_rate_limited',
      message: 'Limite de requisições excedido. Tente novamente mais tarde.',
    });
    expect(limited.headers.get('retry-after')).toBe('120');
    const limitedByCode = await ask('limitado.codigo');
    expect(limitedByCode.status).toBe(429);
    expect(limitedByCode.headers.get('retry-after')).toBe('60');
    expect(await errorOf(await ask('proibido'))).toEqual({
      status: 403,
      code: 'instagram_forbidden',
      message: 'Acesso negado.',
    });
    expect(await errorOf(await ask('quebrado'))).toEqual({
      status: 502,
      code: 'instagram_upstream_error',
      message: 'Erro na API: 500',
    });
    expect(await errorOf(await ask('naoexiste'))).toEqual({
      status: 404,
      code: 'instagram_not_found',
      message: 'Usuário não encontrado. Verifique se digitou corretamente.',
    });
    expect(await errorOf(await ask('html'))).toEqual({
      status: 502,
      code: 'instagram_invalid_data',
      message: 'Dados inválidos retornados pela API',
    });
    expect(await t.db.selectFrom('instagram_profiles').selectAll().execute()).toEqual([]);
    const warnings = t.logs.filter((line) => line.level === PINO_WARN).map((line) => line.failure);
    expect(warnings).toContainEqual({ kind: 'forbidden' });
    expect(warnings).toContainEqual({ kind: 'upstream_status', status: 500 });
    expect(warnings).not.toContainEqual({ kind: 'not_found' });
    expect(JSON.stringify(t.logs)).not.toContain(FAKE_TOKEN);
  });

  it('answers 504 instagram_timeout when the upstream does not answer in time', async () => {
    const t = await graphApp(50);
    fake.replies.set('lento', { hang: true });
    expect(await errorOf(await t.app.request('/api/instagram-profile?username=lento'))).toEqual({
      status: 504,
      code: 'instagram_timeout',
      message: 'Tempo limite excedido. Verifique sua conexão.',
    });
  });

  it('answers 502 when the upstream cannot be reached', async () => {
    const closed = await startFakeGraphApi();
    await closed.close();
    const { app } = await startTestServer({
      instagram: { provider: closed.client(), lookupsPerMinute: 1_000 },
    });
    expect(await errorOf(await app.request('/api/instagram-profile?username=ana'))).toEqual({
      status: 502,
      code: 'instagram_upstream_error',
      message: 'Erro na API: sem resposta',
    });
  });
});
