import { postJson, startTestServer, type TestApp } from '@funil/testkit/server/test-server';
import { beforeEach, describe, expect, it } from 'vitest';

describe('POST /api/visits', () => {
  let clock: Date;
  let t: TestApp;

  beforeEach(async () => {
    clock = new Date('2025-04-01T12:00:00.000Z');
    t = await startTestServer({ now: () => clock });
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
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { id, created, token } = await res.json();
    expect(created).toBe(true);
    // The visitor's browser holds the new person's secret, as after a save.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
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

  it('counts one more visit on a saved lead, from its own browser, and clears its pending visit', async () => {
    const { id, token } = await (
      await postJson(t.app, '/api/leads', { name: 'Ana', phone: '5511987654321' })
    ).json();
    clock = new Date('2025-04-03T09:00:00.000Z');

    const res = await postJson(t.app, '/api/visits', {
      phone: '5511987654321',
      page: '/obrigado',
      leadId: id,
      leadToken: token,
    });

    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id, created: false, visitCount: 1, registeredForEvent: false });
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

  it('keeps one lead_visits row per page load, written with the count', async () => {
    const phone = '5511987654321';
    const { id, token } = await (await postJson(t.app, '/api/leads', { name: 'Ana', phone })).json();
    const load = {
      phone,
      lead_id: id,
      leadToken: token,
      visit_id: '3f0c1f8e-load-0001',
      page: '/ianapratica',
      referrer: 'https://www.instagram.com/',
      device_info: { deviceType: 'mobile', userAgent: 'Mozilla/5.0 (iPhone)', screenWidth: 390 },
    };
    const first = await postJson(t.app, '/api/visits', load);
    const repeated = await postJson(t.app, '/api/visits', load);

    expect(await first.json()).toMatchObject({ visitCount: 1 });
    expect(await repeated.json()).toMatchObject({ visitCount: 1 });
    const visits = await t.db.selectFrom('lead_visits').selectAll().execute();
    expect(visits).toEqual([
      {
        id: expect.any(String),
        lead_id: id,
        visited_at: clock.toISOString(),
        page: '/ianapratica',
        referrer: 'https://www.instagram.com/',
        device: 'mobile',
        visit_key: load.visit_id,
      },
    ]);
  });

  it('answers 403 lead_token_invalid, and creates nobody, for a lead id without its secret', async () => {
    const res = await postJson(t.app, '/api/visits', {
      phone: '5511987654321',
      name: 'Ana',
      lead_id: '0190f0f0-0000-7000-8000-000000000000',
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: 'lead_token_invalid' } });
    expect(await rows()).toEqual([]);
  });

  it("refuses an erased lead's browser: its secret went with the lead", async () => {
    const { id, token } = await (
      await postJson(t.app, '/api/leads', { name: 'Ana', phone: '5511987654321' })
    ).json();
    await t.db.deleteFrom('lead_capabilities').execute();
    await t.db.deleteFrom('leads').execute();
    const res = await postJson(t.app, '/api/visits', {
      phone: '5511987654321',
      name: 'Ana',
      leadId: id,
      leadToken: token,
    });
    expect(res.status).toBe(403);
    expect(await rows()).toEqual([]);
  });

  // Issue 27, reproduction 11: a filled honeypot created a lead, and the visits KPI grew by one a post.
  it("applies the lead save's bot rules: a filled honeypot or a 1-second form creates nobody", async () => {
    const bots = [
      { phone: '5511987654321', name: 'Robô', website: 'https://spam.example', page: '/ianapratica' },
      { phone: '5511987654322', started_at: clock.getTime() - 1_000, page: '/ianapratica' },
    ];
    for (const body of bots) {
      const res = await postJson(t.app, '/api/visits', body);
      // Answered like a new visitor, so the bot learns nothing.
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({
        id: expect.any(String),
        created: true,
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        visitCount: 1,
        registeredForEvent: false,
      });
    }
    expect(await rows()).toEqual([]);
    expect(await t.db.selectFrom('lead_visits').selectAll().execute()).toEqual([]);
    expect(t.logs.filter((line) => line.msg === 'Visita descartada: parece automática')).toHaveLength(2);

    // A person's visit after the same 2 seconds, with the hidden field empty, still counts.
    const person = await postJson(t.app, '/api/visits', {
      phone: '5511987654323',
      website: '',
      started_at: clock.getTime() - 5_000,
    });
    expect(person.status).toBe(201);
    expect(await rows()).toHaveLength(1);
  });

  it('answers 400 without a valid phone and stores nothing', async () => {
    for (const body of [{}, { phone: '123' }, { phone: '5511987654321', device_info: 'x' }]) {
      const res = await postJson(t.app, '/api/visits', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await rows()).toEqual([]);
  });
});
