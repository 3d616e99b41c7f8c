import { describeEachEngine } from '@funil/testkit/server/test-databases';
import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import {
  backfillBehaviourEntries as backfill,
  syncBehaviourEntries as sync,
} from '../domain/behaviour-sync.ts';
import { createBehaviourEntriesRepository } from './behaviour-entries-repository.ts';
import type { Database } from './schema.ts';

const backfillBehaviourEntries = (db: Kysely<Database>) => backfill(createBehaviourEntriesRepository(db));
const syncBehaviourEntries = (db: Kysely<Database>, id: string) =>
  sync(createBehaviourEntriesRepository(db), id);

const click = (elementId: string, at: string) => ({
  elementId,
  elementText: '',
  elementType: 'button',
  timestamp: Date.parse(at),
  x: 1,
  y: 2,
  path: '/vendas',
});

describeEachEngine('behaviour entries', (database) => {
  const lead = (id: string, clicks: unknown[], deviceInfo: string | null = null) =>
    database()
      .db.insertInto('leads')
      .values({
        id,
        name: id,
        phone: `1198765000${id.length}`,
        clicks_data: JSON.stringify(clicks),
        page_views: JSON.stringify([
          { url: 'https://s.test/obrigado', title: '', timestamp: 0, timeSpent: 5_000 },
        ]),
        device_info: deviceInfo,
        created_at: '2026-11-01T00:00:00.000Z',
        updated_at: '2026-11-01T00:00:00.000Z',
      })
      .execute();
  const daily = async () =>
    (
      await database()
        .db.selectFrom('behaviour_daily')
        .select(['day', 'kind', 'target', 'device', 'entries', 'time_spent_ms'])
        .orderBy('day')
        .orderBy('kind')
        .orderBy('target')
        .execute()
    )
      .map((row) => ({ ...row, entries: Number(row.entries), time_spent_ms: Number(row.time_spent_ms) }))
      .filter((row) => row.entries !== 0);
  const rows = async () =>
    (
      await database()
        .db.selectFrom('behaviour_entries')
        .select(['lead_id', 'kind', 'seq', 'target', 'page', 'device', 'time_spent_ms'])
        .orderBy('lead_id')
        .orderBy('kind')
        .orderBy('seq')
        .execute()
    ).map((row) => ({ ...row, time_spent_ms: Number(row.time_spent_ms) }));

  it('fills the rows of leads written before them, once', async () => {
    await lead(
      'a',
      [click('cta', '2026-11-01T12:00:00Z'), click('faq', '2026-11-01T12:01:00Z')],
      '{"type":"mobile"}',
    );
    await lead('b', []);
    expect(await backfillBehaviourEntries(database().db)).toBe(2);
    expect(await rows()).toEqual([
      {
        lead_id: 'a',
        kind: 'click',
        seq: 0,
        target: 'cta',
        page: '/vendas',
        device: 'mobile',
        time_spent_ms: 0,
      },
      {
        lead_id: 'a',
        kind: 'click',
        seq: 1,
        target: 'faq',
        page: '/vendas',
        device: 'mobile',
        time_spent_ms: 0,
      },
      {
        lead_id: 'a',
        kind: 'page_view',
        seq: 0,
        target: '/obrigado',
        page: '/obrigado',
        device: 'mobile',
        time_spent_ms: 5_000,
      },
      {
        lead_id: 'b',
        kind: 'page_view',
        seq: 0,
        target: '/obrigado',
        page: '/obrigado',
        device: 'unknown',
        time_spent_ms: 5_000,
      },
    ]);
    expect(await daily()).toEqual([
      // The page views' timestamp 0 is 31 December 1969 in São Paulo.
      {
        day: '1969-12-31',
        kind: 'page_view',
        target: '/obrigado',
        device: 'mobile',
        entries: 1,
        time_spent_ms: 5_000,
      },
      {
        day: '1969-12-31',
        kind: 'page_view',
        target: '/obrigado',
        device: 'unknown',
        entries: 1,
        time_spent_ms: 5_000,
      },
      { day: '2026-11-01', kind: 'click', target: 'cta', device: 'mobile', entries: 1, time_spent_ms: 0 },
      { day: '2026-11-01', kind: 'click', target: 'faq', device: 'mobile', entries: 1, time_spent_ms: 0 },
    ]);
    expect(await backfillBehaviourEntries(database().db)).toBe(0);
    expect(await rows()).toHaveLength(4);
  });

  it('rewrites one lead’s rows from what its row holds now', async () => {
    await lead('a', [click('cta', '2026-11-01T12:00:00Z')]);
    await syncBehaviourEntries(database().db, 'a');
    await database()
      .db.updateTable('leads')
      .set({ clicks_data: JSON.stringify([click('outro', '2026-11-01T13:00:00Z')]), page_views: '[]' })
      .where('id', '=', 'a')
      .execute();
    await syncBehaviourEntries(database().db, 'a');
    expect((await rows()).map((row) => row.target)).toEqual(['outro']);
    // The daily sums lose what the rewrite dropped and gain what it added.
    expect(await daily()).toEqual([
      { day: '2026-11-01', kind: 'click', target: 'outro', device: 'unknown', entries: 1, time_spent_ms: 0 },
    ]);
  });
});
