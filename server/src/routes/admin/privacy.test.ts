import { ERRORS } from '@funil/core/errors';
import type { ErasureReport, PrivacyExport, PrivacyLeadMatch } from '@funil/core/privacy';
import {
  adminDepsFor,
  everyRowAsText,
  insertLeadFootprint,
  type PersonalMarkers,
  personalMarkers,
} from '@funil/testkit/fixtures/lead-fixtures';
import { asStaff } from '@funil/testkit/server/as-staff';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { ANONYMIZED_NAME } from '../../domain/lead-erasure.ts';
import { LEAD_REFERENCES, PHONE_REFERENCES } from '../../storage/privacy-repository.ts';
import { withSchemaLock } from '../../storage/schema-lock.ts';
import { isTrue } from '../../storage/sql-values.ts';
import { privacyRoutes } from './privacy.ts';

const NOW = '2025-05-01T09:00:00.000Z';
const ANA = personalMarkers('7d3f0c2e-ana', '5511987654321');
const BIA = personalMarkers('9a61b4d8-bia', '5521912345678');

/** Where each value still appears: table → number of rows holding it. */
async function traces(db: Parameters<typeof everyRowAsText>[0], values: string[]) {
  const found: Record<string, number> = {};
  for (const [table, rows] of await everyRowAsText(db)) {
    const hits = rows.filter((row) => values.some((value) => row.includes(value))).length;
    if (hits > 0) found[table] = hits;
  }
  return found;
}

const personal = (who: PersonalMarkers) => [who.name, who.phone, who.email, who.instagram, who.secret];

describeEachEngine('/api/admin/privacy', (database) => {
  const routes = (role: 'admin' | 'viewer' = 'admin') =>
    asStaff(privacyRoutes(adminDepsFor(database().db, NOW)), role);

  async function seed() {
    await insertLeadFootprint(database().db, ANA);
    await insertLeadFootprint(database().db, BIA);
    return traces(database().db, personal(BIA));
  }

  it('finds a lead by phone typed any way, with or without the ninth digit', async () => {
    await seed();
    for (const phone of ['+55 (11) 98765-4321', '(11) 98765-4321', '11 8765-4321']) {
      const res = await routes('viewer').request(`/leads?phone=${encodeURIComponent(phone)}`);
      expect(res.status, phone).toBe(200);
      const { leads } = (await res.json()) as { leads: PrivacyLeadMatch[] };
      expect(
        leads.map((l) => [l.id, l.name, l.hasPurchased, l.anonymizedAt]),
        phone,
      ).toEqual([[ANA.id, ANA.name, true, null]]);
    }
    const none = (await (await routes().request('/leads?phone=11999990000')).json()) as { leads: unknown[] };
    expect(none.leads).toEqual([]);
    const invalid = await routes().request('/leads?phone=123');
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ error: { message: ERRORS.phone_invalid } });
  });

  it('exports everything about the lead as a JSON file, for admins only', async () => {
    await seed();
    expect((await routes('viewer').request(`/leads/${ANA.id}/export`)).status).toBe(403);

    const res = await routes().request(`/leads/${ANA.id}/export`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="lead-${ANA.id}.json"`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const data = (await res.json()) as PrivacyExport;
    expect(data.exportedAt).toBe(NOW);
    expect(data.lead).toMatchObject({
      id: ANA.id,
      name: ANA.name,
      phone: ANA.phone,
      url_params: { celular: ANA.secret },
    });
    expect(data.interactions).toEqual([expect.objectContaining({ data: { secret: ANA.secret } })]);
    expect(data.registrations).toEqual([
      expect.objectContaining({ lead_id: ANA.id, event_slug: expect.any(String) }),
    ]);
    expect(data.checkouts.map((c) => c.status).sort()).toEqual(['expired', 'paid']);
    expect(data.providerEvents.map((e) => e.event_type).sort()).toEqual([
      'CHECKOUT_EXPIRED',
      'CHECKOUT_PAID',
      'PAYMENT_RECEIVED',
    ]);
    expect(data.trackingEvents).toHaveLength(2);
    expect(data.consents).toEqual([expect.objectContaining({ purposes: ['contact'] })]);
    expect(data.onboarding).toMatchObject({ notes: `Falar com ${ANA.secret}` });
    expect(data.instagramProfiles).toEqual([expect.objectContaining({ username: ANA.instagram })]);
    expect(data.visits).toEqual([
      expect.objectContaining({ lead_id: ANA.id, device: 'mobile', page: `/sala-de-espera/${ANA.secret}` }),
    ]);
    expect(JSON.stringify(data)).not.toContain(BIA.id);
    expect((await routes().request('/leads/ninguem/export')).status).toBe(404);
  });

  it('anonymises: no personal value left anywhere, the purchase kept as an anonymous record', async () => {
    const biaBefore = await seed();
    const { db } = database();
    expect(await traces(db, personal(ANA))).not.toEqual({});

    const res = await routes().request(`/leads/${ANA.id}/anonymize`, { method: 'POST' });
    expect(res.status).toBe(200);
    const report = (await res.json()) as ErasureReport;
    expect(report).toMatchObject({
      leadId: ANA.id,
      action: 'anonymized',
      removed: { tracking_events: 2, instagram_profiles: 1, lead_capabilities: 2, lead_claims: 1 },
      keptAnonymous: {
        leads: 1,
        checkouts: 2,
        provider_events: 3,
        event_registrations: 1,
        lead_visits: 1,
      },
    });

    expect(await traces(db, personal(ANA))).toEqual({});
    const lead = await db.selectFrom('leads').selectAll().where('id', '=', ANA.id).executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      name: ANONYMIZED_NAME,
      phone: '',
      email: '',
      instagram: null,
      device_info: null,
      url_params: null,
      clicks_data: null,
      page_views: null,
      time_on_page: 0,
      engagement_score: null,
      conversion_probability: null,
      anonymized_at: NOW,
      purchase_date: '2025-04-02T15:00:00.000Z',
      trans_value: 208_032,
      trans_installments: 12,
      plan_name: 'IA NA PRÁTICA',
    });
    expect(isTrue(lead.has_purchased)).toBe(true);
    expect(
      await db.selectFrom('tracking_events').select('id').where('lead_id', '=', ANA.id).execute(),
    ).toEqual([]);
    // No browser may change the anonymous record again (decision 0019).
    expect(
      await db.selectFrom('lead_capabilities').select('token_hash').where('lead_id', '=', ANA.id).execute(),
    ).toEqual([]);
    expect(await traces(db, personal(BIA))).toEqual(biaBefore);

    const again = await routes().request(`/leads/${ANA.id}/anonymize`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { code: 'lead_already_anonymized' } });
    const search = (await (await routes().request(`/leads?phone=${ANA.phone}`)).json()) as {
      leads: unknown[];
    };
    expect(search.leads).toEqual([]);
  });

  it('deletes: nothing refers to the lead any more, paid sales kept without it, others untouched', async () => {
    const biaBefore = await seed();
    const { db } = database();

    const res = await routes().request(`/leads/${ANA.id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      action: 'deleted',
      removed: {
        leads: 1,
        checkouts: 1,
        provider_events: 2,
        tracking_events: 2,
        lead_interactions: 1,
        event_registrations: 1,
        consents: 1,
        onboarding_checklists: 1,
        instagram_profiles: 1,
        lead_visits: 1,
        lead_capabilities: 2,
        lead_claims: 1,
      },
      keptAnonymous: { checkouts: 1, provider_events: 1 },
    });

    expect(await traces(db, [ANA.id, ...personal(ANA)])).toEqual({});
    const kept = await db.selectFrom('checkouts').selectAll().where('lead_id', 'is', null).execute();
    expect(kept).toEqual([
      expect.objectContaining({
        status: 'paid',
        amount_cents: 208_032,
        method: 'credit-card',
        external_reference: 'IANP-anonimo',
        link: null,
        buyer_erased_at: expect.any(String),
      }),
    ]);
    expect(await traces(db, personal(BIA))).toEqual(biaBefore);
    expect(await db.selectFrom('leads').select('id').execute()).toEqual([{ id: BIA.id }]);

    expect((await routes().request(`/leads/${ANA.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('lets only admins anonymise or delete', async () => {
    await seed();
    expect((await routes('viewer').request(`/leads/${ANA.id}/anonymize`, { method: 'POST' })).status).toBe(
      403,
    );
    expect((await routes('viewer').request(`/leads/${ANA.id}`, { method: 'DELETE' })).status).toBe(403);
    const lead = await database()
      .db.selectFrom('leads')
      .select('name')
      .where('id', '=', ANA.id)
      .executeTakeFirst();
    expect(lead).toEqual({ name: ANA.name });
  });

  it('knows every table that points at a lead or holds a phone', async () => {
    const { db } = database();
    const schema = await sql<{ schema: string }>`select current_schema() as schema`
      .execute(db)
      .then((r) => r.rows[0]?.schema)
      .catch(() => undefined);
    const tables = (await withSchemaLock(db, (connection) => connection.introspection.getTables())).filter(
      (t) => schema === undefined || t.schema === schema,
    );
    const referring = tables.filter((t) => t.columns.some((c) => c.name === 'lead_id')).map((t) => t.name);
    expect(referring.sort()).toEqual([...LEAD_REFERENCES].sort());
    const byPhone = tables.filter((t) => t.columns.some((c) => c.name === 'phone')).map((t) => t.name);
    expect(byPhone.sort()).toEqual([...PHONE_REFERENCES].sort());
  });
});
