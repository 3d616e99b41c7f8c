import { ERRORS } from '@funil/core/errors';
import { postJson, startTestServer, type TestApp } from '@funil/testkit/server/test-server';
import { beforeEach, describe, expect, it } from 'vitest';

const PHONE = '5511987654321';
const click = (timestamp: number) => ({
  elementId: `b${timestamp}`,
  elementText: 'x'.repeat(80),
  elementType: 'button',
  timestamp,
  x: 1,
  y: 2,
  path: '/imersao',
});
const view = (timestamp: number, timeSpent: number) => ({
  url: `/p${timestamp}`,
  title: 'P',
  timestamp,
  timeSpent,
});

describe('POST /api/leads/behaviour', () => {
  let t: TestApp;
  let id: string;
  let own: { leadId: string; leadToken: string };

  beforeEach(async () => {
    t = await startTestServer();
    const saved = await (await postJson(t.app, '/api/leads', { name: 'Ana', phone: PHONE })).json();
    id = saved.id;
    own = { leadId: saved.id, leadToken: saved.token };
  });

  const stored = () =>
    t.db
      .selectFrom('leads')
      .select(['clicks_data', 'page_views', 'time_on_page'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('stores the logs capped at 100 clicks and 50 page views, with the summed time on page', async () => {
    const clicks = Array.from({ length: 120 }, (_, i) => click(i));
    const pageViews = Array.from({ length: 60 }, (_, i) => view(i, 1_000));

    const res = await postJson(t.app, '/api/leads/behaviour', {
      ...own,
      clicks,
      pageViews,
      timeSpent: 1,
    });

    expect(res.status).toBe(204);
    const row = await stored();
    const keptClicks = JSON.parse(row.clicks_data ?? '');
    expect(keptClicks).toHaveLength(100);
    expect(keptClicks[0]).toMatchObject({ timestamp: 20, elementText: 'x'.repeat(50) });
    expect(JSON.parse(row.page_views ?? '')).toHaveLength(50);
    expect(row.time_on_page).toBe(50_000);
  });

  it('accepts sendBeacon text/plain bodies', async () => {
    const res = await t.app.request('/api/leads/behaviour', {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ ...own, clicks: [click(1)], pageViews: [view(1, 7)] }),
    });
    expect(res.status).toBe(204);
    expect(await stored()).toMatchObject({ time_on_page: 7 });
  });

  it("answers the same 403 for a lead's phone and an unknown one without the secret, 400 for malformed records", async () => {
    for (const phone of [PHONE, '5521999998888']) {
      const refused = await postJson(t.app, '/api/leads/behaviour', { phone, clicks: [click(1)] });
      expect(refused.status).toBe(403);
      expect((await refused.json()).error).toEqual({
        code: 'lead_token_invalid',
        message: ERRORS.lead_token_invalid,
      });
    }

    const bad = await postJson(t.app, '/api/leads/behaviour', {
      ...own,
      clicks: [{ timestamp: 'ontem' }],
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe('validation_failed');
    expect(await stored()).toEqual({ clicks_data: null, page_views: null, time_on_page: 0 });
  });
});
