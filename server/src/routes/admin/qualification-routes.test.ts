import type { QualificationOverview } from '@funil/core/admin-leads';
import { adminDepsFor } from '@funil/testkit/fixtures/lead-fixtures';
import { asStaff } from '@funil/testkit/server/as-staff';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { expect, it } from 'vitest';
import { qualificationRoutes } from './qualification-routes.ts';

const T = '2025-04-05T12:00:00.000Z';

describeEachEngine('GET /api/admin/qualification', (database) => {
  it('segments leads by audience size, region and source, and pages the chosen segment', async () => {
    const { db } = database();
    const profile = (username: string, source: string, followers_count: number) => ({
      id: `${username}-${source}`,
      username,
      source,
      full_name: username,
      followers_count,
      profile_pic_url: '',
      following_count: 0,
      posts_count: 0,
      is_verified: 0 as const,
      biography: '',
      bio: '',
      fetched_at: T,
    });
    await db
      .insertInto('instagram_profiles')
      .values([
        profile('pequena', 'demo', 500),
        profile('media', 'instagram', 5_000),
        profile('media', 'demo', 50),
      ])
      .execute();
    const lead = (
      id: string,
      instagram: string | null,
      region: string | null,
      utm_source: string | null,
      qualification_status: string | null = null,
    ) => ({
      id,
      name: id,
      phone: '5511987654321',
      instagram,
      region,
      utm_source,
      qualification_status,
      lead_at: T as string | null,
      created_at: T,
      updated_at: T,
    });
    await db
      .insertInto('leads')
      .values([
        lead('a', 'pequena', 'São Paulo', 'facebook', 'qualified'),
        lead('b', 'media', 'São Paulo', 'facebook', 'not_qualified'),
        lead('c', 'sem-perfil', 'Recife e região', 'google'),
        lead('d', null, null, null),
        // Known by a visit, never sent the form: nothing to qualify yet.
        { ...lead('e', null, 'São Paulo', 'facebook'), lead_at: null },
      ])
      .execute();
    const app = asStaff(qualificationRoutes(adminDepsFor(db, T)), 'viewer');
    const get = async (query: string) =>
      (await (await app.request(`/?${query}`)).json()) as QualificationOverview;

    const all = await get('');
    expect(all.audience).toEqual([
      { key: 'none', label: 'Sem Instagram', total: 1, qualified: 0, notQualified: 0 },
      { key: 'unknown', label: 'Perfil não consultado', total: 1, qualified: 0, notQualified: 0 },
      { key: 'up-to-1k', label: 'Até 1 mil seguidores', total: 1, qualified: 1, notQualified: 0 },
      { key: '1k-10k', label: '1 mil a 10 mil seguidores', total: 1, qualified: 0, notQualified: 1 },
    ]);
    expect(all.regions[0]).toEqual({
      key: 'São Paulo',
      label: 'São Paulo',
      total: 2,
      qualified: 1,
      notQualified: 1,
    });
    expect(all.sources.map((s) => [s.label, s.total])).toEqual(
      expect.arrayContaining([
        ['facebook', 2],
        ['google', 1],
        ['Direto / sem UTM', 1],
      ]),
    );
    expect(all.leads.total).toBe(4);

    const media = await get('audience=1k-10k');
    expect(media.leads.items).toEqual([
      expect.objectContaining({ id: 'b', followers: 5_000, qualification_status: 'not_qualified' }),
    ]);
    expect((await get('region=S%C3%A3o%20Paulo&status=pending')).leads.total).toBe(0);
    expect((await get('status=pending')).leads.items.map((l) => l.id).sort()).toEqual(['c', 'd']);
    expect((await get('source=google')).leads.items.map((l) => l.id)).toEqual(['c']);
    expect((await app.request('/?audience=enorme')).status).toBe(400);

    // One launch's people: launch 1 holds everything before launches; a launch never current, none.
    const first = await db.selectFrom('launches').select('id').executeTakeFirstOrThrow();
    expect((await get(`launch=${first.id}`)).leads.total).toBe(4);
    const never = await get(`launch=${crypto.randomUUID()}`);
    expect([never.leads.total, never.audience, never.regions]).toEqual([0, [], []]);
    expect((await app.request('/?launch=ia-na-pratica')).status).toBe(400);
  });
});
