// The lead form's consent (LGPD): recorded with the save, once per notice version, exported and
// erased by the staff's privacy tools; on both engines.
import { LEAD_CONSENT_NOTICE } from '@funil/core/consent-notice';
import { ERRORS } from '@funil/core/errors';
import type { PrivacyExport } from '@funil/core/privacy';
import { adminDepsFor } from '@funil/testkit/fixtures/lead-fixtures';
import { asStaff } from '@funil/testkit/server/as-staff';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { postJson, testAppOn } from '@funil/testkit/server/test-server';
import { beforeEach, expect, it } from 'vitest';
import { FALSE, TRUE } from '../storage/sql-values.ts';
import { privacyRoutes } from './admin/privacy.ts';

const SAVED_AT = '2025-04-01T12:00:00.000Z';
const ANA = { name: 'Ana', phone: '5511987654321', free_call: true };
const SHOWN_ON_SITE = { version: LEAD_CONSENT_NOTICE.version, source: 'site' } as const;

describeEachEngine('consent with the lead save', (database) => {
  let clock = new Date(SAVED_AT);
  beforeEach(() => {
    clock = new Date(SAVED_AT);
  });
  const app = () => testAppOn(database().db, { now: () => clock }).app;
  const consents = () =>
    database()
      .db.selectFrom('consents')
      .select(['lead_id', 'text_version', 'purposes', 'granted_at', 'revoked_at', 'source', 'partner_code'])
      .execute();
  const save = (body: object) => postJson(app(), '/api/leads', body);

  it('records the notice shown, its purposes, the time and the source with the new lead', async () => {
    const res = await save({ ...ANA, consent: SHOWN_ON_SITE });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(await consents()).toEqual([
      {
        lead_id: id,
        text_version: LEAD_CONSENT_NOTICE.version,
        purposes: JSON.stringify(['contact', 'marketing']),
        granted_at: SAVED_AT,
        revoked_at: null,
        source: 'site',
        partner_code: null,
      },
    ]);
  });

  it('names the active partner whose page showed the notice in the embed', async () => {
    const time = '2025-04-01T00:00:00.000Z';
    await database()
      .db.insertInto('partners')
      .values([
        {
          id: 'p1',
          code: 'parceiro-a',
          name: 'Parceiro A',
          is_active: TRUE,
          created_at: time,
          updated_at: time,
        },
        {
          id: 'p2',
          code: 'parceiro-b',
          name: 'Parceiro B',
          is_active: FALSE,
          created_at: time,
          updated_at: time,
        },
      ])
      .execute();
    await save({ ...ANA, partner: 'parceiro-a', consent: { ...SHOWN_ON_SITE, source: 'embed' } });
    await save({
      ...ANA,
      phone: '5521912345678',
      partner: 'parceiro-b',
      consent: { ...SHOWN_ON_SITE, source: 'embed' },
    });
    // An inactive partner's code is not credited, as on the lead itself.
    const rows = await consents();
    expect(rows.map((row) => [row.source, row.partner_code])).toEqual(
      expect.arrayContaining([
        ['embed', 'parceiro-a'],
        ['embed', null],
      ]),
    );
    expect(rows).toHaveLength(2);
  });

  it('keeps one row per lead and version: a re-save, its resend and another browser add none', async () => {
    const first = (await (await save({ ...ANA, consent: SHOWN_ON_SITE })).json()) as {
      id: string;
      token: string;
    };
    clock = new Date('2025-04-02T08:00:00.000Z');
    const own = { ...ANA, leadId: first.id, leadToken: first.token, consent: SHOWN_ON_SITE };
    expect((await save(own)).status).toBe(200);
    expect((await save(own)).status).toBe(200);
    // A browser without the lead's secret (a claim) agreed to the same words about the same phone.
    expect((await save({ ...ANA, consent: { ...SHOWN_ON_SITE, source: 'embed' } })).status).toBe(201);
    expect(await consents()).toEqual([
      expect.objectContaining({ lead_id: first.id, granted_at: SAVED_AT, source: 'site' }),
    ]);
  });

  it('records a claim’s consent under the lead its data is kept with, when the lead had none', async () => {
    const first = (await (await save(ANA)).json()) as { id: string };
    expect(await consents()).toEqual([]);
    await save({ ...ANA, name: 'Ana Souza', consent: SHOWN_ON_SITE });
    expect(await consents()).toEqual([expect.objectContaining({ lead_id: first.id })]);
  });

  it('refuses a version no notice has, with a stable code, and stores nothing', async () => {
    const res = await save({ ...ANA, consent: { version: '2020-01-01', source: 'site' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'consent_version_unknown', message: ERRORS.consent_version_unknown },
    });
    const bad = await save({ ...ANA, consent: { version: LEAD_CONSENT_NOTICE.version, source: 'email' } });
    expect(bad.status).toBe(400);
    expect(await database().db.selectFrom('leads').select('id').execute()).toEqual([]);
    expect(await consents()).toEqual([]);
  });

  it('goes into the LGPD export and out with the deleted lead', async () => {
    const { id } = (await (await save({ ...ANA, consent: SHOWN_ON_SITE })).json()) as { id: string };
    const admin = asStaff(privacyRoutes(adminDepsFor(database().db)), 'admin');

    const exported = (await (await admin.request(`/leads/${id}/export`)).json()) as PrivacyExport;
    expect(exported.consents).toEqual([
      expect.objectContaining({
        lead_id: id,
        text_version: LEAD_CONSENT_NOTICE.version,
        purposes: ['contact', 'marketing'],
        granted_at: SAVED_AT,
        source: 'site',
        partner_code: null,
      }),
    ]);

    const erased = await admin.request(`/leads/${id}`, { method: 'DELETE' });
    expect(erased.status).toBe(200);
    expect(await erased.json()).toMatchObject({ removed: { consents: 1 } });
    expect(await consents()).toEqual([]);
  });
});
