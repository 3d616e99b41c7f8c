import { ERRORS } from '@funil/core/errors';
import { startTestServer } from '@funil/testkit/server/test-server';
import { describe, expect, it } from 'vitest';
import { isPublicWrite } from './public-write-limit.ts';

/** What @hono/node-server hands the app: the socket the request came on. */
const fromIp = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

const save = (phone: string, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify({ name: 'Ana', phone }),
});

describe('per-IP limit on public writes', () => {
  it('answers 429 with Retry-After and the pt-BR message past the limit, per client IP', async () => {
    const t = await startTestServer({ publicWritesPerMinute: 2 });
    const statuses = [];
    for (const phone of ['5511900000001', '5511900000002', '5511900000003']) {
      statuses.push((await t.app.request('/api/leads', save(phone), fromIp('203.0.113.7'))).status);
    }
    expect(statuses).toEqual([201, 201, 429]);

    const limited = await t.app.request('/api/visits', save('5511900000004'), fromIp('203.0.113.7'));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ error: { code: 'rate_limited', message: ERRORS.rate_limited } });
    expect(await t.db.selectFrom('leads').select('id').execute()).toHaveLength(2);

    const other = await t.app.request('/api/leads', save('5511900000005'), fromIp('198.51.100.9'));
    expect(other.status).toBe(201);
    const read = await t.app.request('/api/ping', {}, fromIp('203.0.113.7'));
    expect(read.status).toBe(200);
  });

  it('reads the client from X-Forwarded-For only when told the proxy is ours', async () => {
    const trusting = await startTestServer({ publicWritesPerMinute: 1, trustProxy: true });
    const proxy = fromIp('10.0.0.1');
    const a = await trusting.app.request(
      '/api/leads',
      save('5511900000001', { 'x-forwarded-for': '1.1.1.1' }),
      proxy,
    );
    const b = await trusting.app.request(
      '/api/leads',
      save('5511900000002', { 'x-forwarded-for': '2.2.2.2' }),
      proxy,
    );
    expect([a.status, b.status]).toEqual([201, 201]);

    const plain = await startTestServer({ publicWritesPerMinute: 1 });
    const c = await plain.app.request(
      '/api/leads',
      save('5511900000001', { 'x-forwarded-for': '1.1.1.1' }),
      proxy,
    );
    const d = await plain.app.request(
      '/api/leads',
      save('5511900000002', { 'x-forwarded-for': '2.2.2.2' }),
      proxy,
    );
    expect([c.status, d.status]).toEqual([201, 429]);
  });

  it('counts the public write endpoints and nothing else', () => {
    for (const path of [
      '/api/leads',
      '/api/leads/instagram',
      '/api/leads/behaviour',
      '/api/visits',
      '/api/interactions',
      '/api/events/imersao/registrations',
    ]) {
      expect(isPublicWrite('POST', path), path).toBe(true);
    }
    expect(isPublicWrite('GET', '/api/leads/abc')).toBe(false);
    expect(isPublicWrite('POST', '/api/webhooks/asaas')).toBe(false);
    expect(isPublicWrite('POST', '/api/admin/login')).toBe(false);
  });
});
