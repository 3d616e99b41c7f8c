import { startTestServer } from '@funil/testkit/server/test-server';
import { describe, expect, it } from 'vitest';

describe('GET /api/ping', () => {
  it('answers ok with the server time', async () => {
    const { app } = await startTestServer({ now: () => new Date('2025-04-26T12:00:00Z') });
    const res = await app.request('/api/ping');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, time: '2025-04-26T12:00:00.000Z' });
  });
});
