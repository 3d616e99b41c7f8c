import { ERRORS } from '@funil/core/errors';
import { startTestServer, type TestApp } from '@funil/testkit/server/test-server';
import { beforeEach, describe, expect, it } from 'vitest';
import { FALSE, TRUE } from '../storage/sql-values.ts';

const T = '2025-04-01T12:00:00.000Z';
const NOT_FOUND = { error: { code: 'partner_not_found', message: ERRORS.partner_not_found } };

describe('GET /api/partners/{code}', () => {
  let t: TestApp;

  beforeEach(async () => {
    t = await startTestServer();
    await t.db
      .insertInto('partners')
      .values([
        { id: 'p1', code: 'loja-da-ana', name: 'Loja da Ana', is_active: TRUE, created_at: T, updated_at: T },
        { id: 'p2', code: 'antigo', name: 'Parceiro Antigo', is_active: FALSE, created_at: T, updated_at: T },
      ])
      .execute();
  });

  it('answers the code and name of an active partner, to any origin', async () => {
    const res = await t.app.request('/api/partners/loja-da-ana', {
      headers: { origin: 'https://parceiro.example' },
    });

    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: 'loja-da-ana', name: 'Loja da Ana' });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('answers a pt-BR 404 for an inactive, unknown or malformed code', async () => {
    for (const code of ['antigo', 'ninguem', 'com%20espaco', "x'%20or%20'1'='1", 'a'.repeat(61)]) {
      const res = await t.app.request(`/api/partners/${code}`);
      expect(res.status, code).toBe(404);
      expect(await res.json(), code).toEqual(NOT_FOUND);
      expect(res.headers.get('cache-control'), code).toBe('no-store');
    }
  });
});
