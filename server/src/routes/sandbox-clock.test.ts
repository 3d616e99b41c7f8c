// POST /sandbox/clock: only with the test clock; moves it, runs the WhatsApp tick, then answers.
import { describe, expect, it } from 'vitest';
import { createServerClock } from '../server-clock.ts';
import { createTestApp } from '../testing/test-app.ts';

const post = (body: string) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('POST /sandbox/clock', () => {
  it('is not there without TEST_CLOCK', async () => {
    const { app } = await createTestApp();
    expect((await app.request('/sandbox/clock', post('{"advance_minutes":15}'))).status).toBe(404);
  });

  it('moves the clock, waits for the tick at the new time and answers the time', async () => {
    const start = new Date('2025-04-02T13:00:00.000Z');
    const clock = createServerClock(true, () => start);
    const ticks: string[] = [];
    const { app } = await createTestApp({
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
    const res = await app.request('/sandbox/clock', post('{"advance_minutes":15}'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ now: '2025-04-02T13:15:00.000Z' });
    expect(ticks).toEqual(['2025-04-02T13:15:00.000Z']);
    expect(clock.now().toISOString()).toBe('2025-04-02T13:15:00.000Z');

    for (const bad of [
      '{"advance_minutes":-1}',
      '{"advance_minutes":1.5}',
      '{"advance_minutes":"15"}',
      '{}',
      '[]',
    ]) {
      expect((await app.request('/sandbox/clock', post(bad))).status, bad).toBe(400);
    }
    expect(ticks).toHaveLength(1);
  });
});
