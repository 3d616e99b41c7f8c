// The staff detail of one lead: every column with a pt-BR name, its visits and consents, on both engines.
import { LEAD_FIELD_LABELS } from '@funil/core/labels';
import { insertLeadFootprint, personalMarkers } from '@funil/testkit/fixtures/lead-fixtures';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { expect, it } from 'vitest';
import { leadDetail } from '../domain/lead-detail.ts';
import { createLeadDetailQueries } from './lead-detail-repository.ts';

describeEachEngine('lead detail', (database) => {
  it('names every column of a lead in pt-BR, so the detail never shows a column name', async () => {
    const { db } = database();
    const who = personalMarkers('detalhe', '5511987650001');
    await db
      .insertInto('events')
      .values({
        id: 'E1',
        slug: 'imersao',
        title: 'Imersão',
        starts_at: '2025-04-26T12:00:00.000Z',
        ends_at: '2025-04-26T20:00:00.000Z',
        created_at: '2025-04-01T00:00:00.000Z',
        updated_at: '2025-04-01T00:00:00.000Z',
      })
      .execute();
    await insertLeadFootprint(db, who);
    await db
      .insertInto('lead_visits')
      .values([
        { id: 'V1', lead_id: who.id, visited_at: '2025-04-02T10:00:00.000Z', page: '/', device: 'mobile' },
        {
          id: 'V2',
          lead_id: who.id,
          visited_at: '2025-04-03T10:00:00.000Z',
          page: '/obrigado',
          referrer: null,
        },
      ])
      .execute();

    const detail = await leadDetail(createLeadDetailQueries(db), who.id);
    const unnamed = Object.keys(detail?.lead ?? {}).filter((column) => !(column in LEAD_FIELD_LABELS));
    expect(unnamed).toEqual([]);
    expect(Object.keys(detail?.lead ?? {}).length).toBeGreaterThan(60);
    expect(detail?.visits.map((visit) => [visit.id, visit.page, visit.device])).toEqual([
      ['V2', '/obrigado', null],
      ['V1', '/', 'mobile'],
      // The footprint's own visit, older than both.
      [`v-${who.id}`, `/sala-de-espera/${who.secret}`, 'mobile'],
    ]);
    expect(detail?.consents).toEqual([
      {
        id: `c-${who.id}`,
        text_version: '2025-03',
        purposes: ['contact'],
        granted_at: '2025-04-01T12:00:00.000Z',
        revoked_at: null,
      },
    ]);
  });
});
