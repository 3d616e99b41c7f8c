import { ERRORS } from '@funil/core/errors';
import { describe, expect, it } from 'vitest';
import { createTestApp, postJson } from '../testing/test-app.ts';

describe('GET /api/leads/{id}', () => {
  it('shows only the id, first name and stages, never phone or e-mail', async () => {
    const t = await createTestApp();
    const saved = await postJson(t.app, '/api/leads', {
      name: 'Ana Maria',
      phone: '5511987654321',
      email: 'ana@example.com',
    });
    const { id } = await saved.json();

    const res = await t.app.request(`/api/leads/${id}`);

    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      id,
      firstName: 'Ana',
      journeyStage: 'lead',
      conversionStage: 'new_lead',
    });
    expect(text).not.toMatch(/5511987654321|ana@example\.com/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers a JSON 404 for an unknown or malformed id', async () => {
    const t = await createTestApp();
    for (const id of [crypto.randomUUID(), 'nao-e-um-id', "1'%20or%20'1'='1"]) {
      const res = await t.app.request(`/api/leads/${id}`);
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'lead_not_found', message: ERRORS.lead_not_found } });
    }
  });
});
