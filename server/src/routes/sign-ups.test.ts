// GET /api/sign-ups/count on each engine: the real number of forms saved since an hour, cacheable,
// naming no one (issue 27: the exit popup's "N pessoas" is this number, never a random one).

import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { testAppOn } from '@funil/testkit/server/test-server';
import { expect, it } from 'vitest';

const NOW = new Date('2026-11-20T15:30:00.000Z');

describeEachEngine('sign-ups since', (database) => {
  async function seed() {
    const { db } = database();
    let serial = 0;
    const lead = (leadAt: string | null, createdAt = leadAt ?? '2026-11-20T09:00:00.000Z') => {
      serial += 1;
      return {
        id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
        name: `Pessoa ${serial}`,
        phone: `551190000${String(serial).padStart(4, '0')}`,
        lead_at: leadAt,
        created_at: createdAt,
        updated_at: createdAt,
      };
    };
    await db
      .insertInto('leads')
      .values([
        lead('2026-11-18T12:00:00.000Z'),
        lead('2026-11-20T12:10:00.000Z'),
        lead('2026-11-20T14:59:00.000Z'),
        // A visit alone made this row: no sign-up.
        lead(null, '2026-11-20T13:00:00.000Z'),
      ])
      .execute();
    return testAppOn(db, { now: () => NOW }).app;
  }

  it('counts the forms saved since the hour of `since`, with a public cache and no personal data', async () => {
    const app = await seed();
    const res = await app.request('/api/sign-ups/count?since=2026-11-20T09:42:00-03:00');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    // 09:42 in São Paulo is 12:42Z, counted from 12:00Z: the 12:10 and the 14:59 forms.
    expect(await res.json()).toEqual({ since: '2026-11-20T12:00:00.000Z', count: 2 });
    const week = await app.request('/api/sign-ups/count?since=2026-11-13T15:00:00Z');
    expect(await week.json()).toEqual({ since: '2026-11-13T15:00:00.000Z', count: 3 });
  });

  it('answers 0 for an instant after the last sign-up or in the future', async () => {
    const app = await seed();
    for (const since of ['2026-11-20T15:00:00Z', '2027-01-01T00:00:00Z']) {
      const res = await app.request(`/api/sign-ups/count?since=${since}`);
      expect((await res.json()).count, since).toBe(0);
    }
  });

  it('refuses a missing or unreadable instant with validation_failed', async () => {
    const app = await seed();
    for (const query of ['', '?since=', '?since=ontem', '?since=2026-13-40T00:00:00Z']) {
      const res = await app.request(`/api/sign-ups/count${query}`);
      expect(res.status, query).toBe(400);
      expect((await res.json()).error.code, query).toBe('validation_failed');
    }
  });
});
