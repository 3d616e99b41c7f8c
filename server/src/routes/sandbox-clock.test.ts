// POST /sandbox/clock: only with the test clock, only for an admin on this site; moves it, runs the
// WhatsApp tick, then answers.
import { ERRORS } from '@funil/core/errors';
import { createStaffTestApp, OWN_ORIGIN, type StaffTestApp } from '@funil/testkit/server/staff-login';
import { startTestServer } from '@funil/testkit/server/test-server';
import { beforeEach, describe, expect, it } from 'vitest';
import { createServerClock } from '../server-clock.ts';

const post = (body: string, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body,
});
const START = '2025-04-02T13:00:00.000Z';

describe('POST /sandbox/clock', () => {
  let t: StaffTestApp;
  let clock: ReturnType<typeof createServerClock>;
  let ticks: string[];
  beforeEach(async () => {
    clock = createServerClock(true, () => new Date(START));
    ticks = [];
    t = await createStaffTestApp({
      now: clock.now,
      testClock: {
        advance: async (minutes) => {
          clock.advance?.(minutes);
          await new Promise((resolve) => setTimeout(resolve, 10));
          ticks.push(clock.now().toISOString());
          return clock.now();
        },
      },
    });
    await t.addStaff('ana@funil.test', 'admin');
    await t.addStaff('bia@funil.test', 'viewer');
  });

  it('is not there without TEST_CLOCK', async () => {
    const { app } = await startTestServer();
    expect((await app.request('/sandbox/clock', post('{"advance_minutes":15}'))).status).toBe(404);
  });

  it('moves the clock for an admin, waits for the tick at the new time and answers the time', async () => {
    const cookie = await t.sessionOf('ana@funil.test');
    const res = await t.call('POST', '/sandbox/clock', { cookie, body: { advance_minutes: 15 } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ now: '2025-04-02T13:15:00.000Z' });
    expect(ticks).toEqual(['2025-04-02T13:15:00.000Z']);
    expect(clock.now().toISOString()).toBe('2025-04-02T13:15:00.000Z');

    for (const bad of [-1, 1.5, '15', undefined]) {
      const answer = await t.call('POST', '/sandbox/clock', { cookie, body: { advance_minutes: bad } });
      expect(answer.status, String(bad)).toBe(400);
    }
    const list = await t.app.request(
      '/sandbox/clock',
      post('[]', { cookie, origin: OWN_ORIGIN, 'sec-fetch-site': 'same-origin' }),
    );
    expect(list.status).toBe(400);
    expect(ticks).toHaveLength(1);
  });

  // Issue 27, reproduction 9: a page on any site, or curl, moved the clock a month with no session,
  // ending every staff session.
  it('refuses a cross-site post, a post with no session and a viewer, and the clock stays', async () => {
    const month = JSON.stringify({ advance_minutes: 60 * 24 * 31 });
    const cookie = await t.sessionOf('ana@funil.test');

    const noSession = await t.app.request('/sandbox/clock', post(month, { origin: OWN_ORIGIN }));
    expect(noSession.status).toBe(401);
    expect(await noSession.json()).toEqual({ error: { code: 'unauthorized', message: ERRORS.unauthorized } });

    const crossSite = await t.app.request(
      '/sandbox/clock',
      post(month, { cookie, origin: 'https://malicioso.example', 'sec-fetch-site': 'cross-site' }),
    );
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toEqual({
      error: { code: 'csrf_rejected', message: ERRORS.csrf_rejected },
    });
    // curl: no Origin, no Sec-Fetch-Site.
    expect((await t.app.request('/sandbox/clock', post(month, { cookie }))).status).toBe(403);

    const viewer = await t.sessionOf('bia@funil.test');
    const byViewer = await t.call('POST', '/sandbox/clock', {
      cookie: viewer,
      body: { advance_minutes: 15 },
    });
    expect(byViewer.status).toBe(403);
    expect(await byViewer.json()).toEqual({ error: { code: 'forbidden', message: ERRORS.forbidden } });

    expect(ticks).toEqual([]);
    expect(clock.now().toISOString()).toBe(START);
    // The admin's session is still alive: the clock never moved.
    expect((await t.call('GET', '/api/admin/session', { cookie })).status).toBe(200);
  });
});
