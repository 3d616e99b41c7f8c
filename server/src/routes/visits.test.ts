import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, postJson, type TestApp } from '../testing/test-app.ts';

describe('POST /api/visits', () => {
  let clock: Date;
  let t: TestApp;

  beforeEach(async () => {
    clock = new Date('2025-04-01T12:00:00.000Z');
    t = await createTestApp({ now: () => clock });
  });

  const rows = () => t.db.selectFrom('leads').selectAll().execute();

  it('creates a visitor lead for an unknown phone', async () => {
    const res = await postJson(t.app, '/api/visits', {
      phone: '+55 11 98765-4321',
      page: '/imersao',
      utm_source: 'fb',
      url_params: { fbclid: 'abc' },
    });

    expect(res.status).toBe(201);
    const { id, created } = await res.json();
    expect(created).toBe(true);
    expect(await rows()).toEqual([
      expect.objectContaining({
        id,
        phone: '5511987654321',
        conversion_stage: 'visitor',
        visit_count: 1,
        last_visit: clock.toISOString(),
        visit_timestamp: clock.toISOString(),
        last_page_visit: '/imersao',
        utm_source: 'fb',
        url_params: '{"fbclid":"abc"}',
      }),
    ]);
  });

  it('counts one more visit on a saved lead and clears its pending visit', async () => {
    const { id } = await (
      await postJson(t.app, '/api/leads', { name: 'Ana', phone: '5511987654321' })
    ).json();
    clock = new Date('2025-04-03T09:00:00.000Z');

    const res = await postJson(t.app, '/api/visits', { phone: '5511987654321', page: '/obrigado' });

    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id, created: false });
    expect(await rows()).toEqual([
      expect.objectContaining({
        id,
        conversion_stage: 'new_lead',
        visit_count: 1,
        visit_pending: 0,
        last_visit: '2025-04-03T09:00:00.000Z',
        last_page_visit: '/obrigado',
      }),
    ]);
  });

  it('answers 400 without a valid phone and stores nothing', async () => {
    for (const body of [{}, { phone: '123' }, { phone: '5511987654321', device_info: 'x' }]) {
      const res = await postJson(t.app, '/api/visits', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await rows()).toEqual([]);
  });
});
