import type { LeadDetail, LeadsPage } from '@funil/core/admin-leads';
import { ERRORS } from '@funil/core/errors';
import type { LeadKpis } from '@funil/core/metrics';
import { seedAdminDataset } from '@funil/testkit/datasets/admin-dataset';
import { adminDepsFor } from '@funil/testkit/fixtures/lead-fixtures';
import { asStaff } from '@funil/testkit/server/as-staff';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { parse } from 'csv-parse/sync';
import type { Insertable, Kysely } from 'kysely';
import { expect, it } from 'vitest';
import type { StaffRole } from '../../http/admin-env.ts';
import type { Database, LeadsTable } from '../../storage/schema.ts';
import { adminLeadsRoutes } from './admin-leads-routes.ts';

const NOW = new Date('2025-04-10T15:00:00.000Z');
/** Tests that seed the dataset write hundreds of rows: room for a busy machine, not a time assertion. */
const DATASET_TEST_TIMEOUT_MS = 30_000;

let serial = 0;
async function addLead(db: Kysely<Database>, lead: Partial<Insertable<LeadsTable>> = {}): Promise<string> {
  serial += 1;
  const id = lead.id ?? `lead-${String(serial).padStart(4, '0')}`;
  const time = lead.created_at ?? '2025-04-05T12:00:00.000Z';
  await db
    .insertInto('leads')
    .values({
      id,
      name: `Lead ${serial}`,
      phone: `55119000${serial}`,
      // Saved through the form when created, unless the test says otherwise.
      lead_at: time,
      created_at: time,
      updated_at: time,
      ...lead,
    })
    .execute();
  return id;
}

describeEachEngine('GET /api/admin/leads', (database) => {
  const app = (role: StaffRole = 'admin') =>
    asStaff(adminLeadsRoutes(adminDepsFor(database().db, NOW)), role);
  const list = async (query: string, role: StaffRole = 'viewer') => {
    const res = await app(role).request(`/?${query}`);
    expect(res.status, query).toBe(200);
    return (await res.json()) as LeadsPage;
  };
  const names = async (query: string) => (await list(query)).items.map((lead) => lead.name);

  it('pages the newest leads first and counts them all', async () => {
    const { db } = database();
    for (const day of ['01', '02', '03', '04', '05']) {
      await addLead(db, { name: `Dia ${day}`, created_at: `2025-04-${day}T12:00:00.000Z` });
    }
    const first = await list('page_size=2');
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.items.map((lead) => lead.name)).toEqual(['Dia 05', 'Dia 04']);
    expect(await names('page_size=2&page=3')).toEqual(['Dia 01']);
    expect(await names('page_size=2&sort=name&order=asc')).toEqual(['Dia 01', 'Dia 02']);
  });

  it('searches by name, phone digits however typed, and Instagram with or without @', async () => {
    const { db } = database();
    await addLead(db, { name: 'Maria Conceição', phone: '5511987654321', instagram: 'mariac' });
    await addLead(db, { name: 'Pedro Alves', phone: '5521912345678', instagram: 'pedro_alves' });
    await addLead(db, { name: 'Paula 50%', phone: '5531900000000' });

    expect(await names('q=conceição')).toEqual(['Maria Conceição']);
    expect(await names('q=MARIA')).toEqual(['Maria Conceição']);
    expect(await names('q=(21) 91234')).toEqual(['Pedro Alves']);
    expect(await names('q=@pedro_')).toEqual(['Pedro Alves']);
    // % and _ match themselves, never "anything".
    expect(await names('q=a 50%25')).toEqual(['Paula 50%']);
    expect(await names('q=p_dro')).toEqual([]);
  });

  it('filters by stage, source, campaign, region, partner, purchase and São Paulo days', async () => {
    const { db } = database();
    await addLead(db, {
      name: 'Alvo',
      journey_stage: 'customer',
      conversion_stage: 'payment_approved',
      utm_source: 'facebook',
      utm_campaign: 'abril',
      region: 'São Paulo',
      partner_code: 'ana',
      has_purchased: 1,
      created_at: '2025-04-02T02:59:00.000Z',
    });
    await addLead(db, {
      name: 'Outro',
      utm_source: 'google',
      utm_campaign: 'maio',
      region: 'Rio de Janeiro',
      created_at: '2025-04-02T03:00:00.000Z',
    });

    for (const filter of [
      'journey_stage=customer',
      'conversion_stage=payment_approved',
      'utm_source=facebook',
      'utm_campaign=abril',
      'region=S%C3%A3o%20Paulo',
      'partner=ana',
      'purchased=true',
      'to=2025-04-01',
    ]) {
      expect(await names(filter), filter).toEqual(['Alvo']);
    }
    expect(await names('purchased=false')).toEqual(['Outro']);
    // 03:00 UTC is midnight in São Paulo: the second lead is the first of 2 April there.
    expect(await names('from=2025-04-02&to=2025-04-02')).toEqual(['Outro']);
    expect(await names('utm_source=facebook&region=Rio%20de%20Janeiro')).toEqual([]);
    expect(await names('utm_source=&region=')).toHaveLength(2);
  });

  it('refuses a sort outside the list and a malformed date', async () => {
    for (const query of [
      'sort=phone',
      'sort=name;drop table leads',
      'from=01/04/2025',
      'page=0',
      'page_size=1000',
    ]) {
      const res = await app().request(`/?${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('validation_failed');
    }
  });

  it(
    'answers the same totals as the dataset holds',
    async () => {
      const { db } = database();
      const summary = await seedAdminDataset(db, {
        leads: 300,
        behaviourEntriesPerLead: 2,
        seed: 7,
        now: NOW,
      });
      // The list holds leads: the dataset's visitors never sent the form.
      const leads = await db.selectFrom('leads').select('id').where('lead_at', 'is not', null).execute();
      expect(leads.length).toBeGreaterThan(200);
      expect((await list('')).total).toBe(leads.length);
      expect((await list('purchased=true')).total).toBe(summary.purchases);
      const bought = await list('purchased=true&page_size=100');
      expect(bought.items.every((lead) => lead.has_purchased && lead.journey_stage === 'customer')).toBe(
        true,
      );
    },
    DATASET_TEST_TIMEOUT_MS,
  );
});

describeEachEngine('GET /api/admin/leads/kpis', (database) => {
  const kpis = async (query: string) => {
    const app = asStaff(adminLeadsRoutes(adminDepsFor(database().db, NOW)), 'viewer');
    const res = await app.request(`/kpis?${query}`);
    return { status: res.status, body: (await res.json()) as LeadKpis };
  };

  it('counts the period: visits, leads, Instagram, checkouts opened, visited and abandoned, sales and revenue', async () => {
    const { db } = database();
    const inside = '2025-04-05T12:00:00.000Z';
    const before = '2025-03-20T12:00:00.000Z';
    const buyer = await addLead(db, {
      instagram: 'ana',
      has_purchased: 1,
      checkout_visited_at: inside,
      created_at: inside,
    });
    // A handle typed and never found (continued without verifying) is no Instagram to count.
    const quitter = await addLead(db, {
      instagram: 'nao.encontrado',
      checkout_abandoned_at: inside,
      created_at: inside,
    });
    await db
      .insertInto('instagram_profiles')
      .values({
        id: 'p-ana',
        username: 'ana',
        source: 'demo',
        full_name: 'Ana',
        profile_pic_url: '',
        followers_count: 0,
        following_count: 0,
        posts_count: 0,
        is_verified: 0 as const,
        biography: '',
        bio: '',
        fetched_at: inside,
      })
      .execute();
    const old = await addLead(db, { instagram: 'velho', has_purchased: 1, created_at: before });
    // A visitor who never sent the form is no lead.
    await addLead(db, { conversion_stage: 'visitor', lead_at: null, created_at: inside });
    const visit = (id: string, lead_id: string, visited_at: string) => ({ id, lead_id, visited_at });
    await db
      .insertInto('lead_visits')
      .values([visit('v1', buyer, inside), visit('v2', old, inside), visit('v3', old, before)])
      .execute();
    const checkout = (
      id: string,
      lead: string,
      status: string,
      paid_at: string | null,
      amount = 179_700,
    ) => ({
      id,
      lead_id: lead,
      offer_code: 'ia-na-pratica',
      method: 'pix',
      amount_cents: amount,
      provider: 'sandbox',
      status,
      external_reference: id,
      paid_at,
      created_at: inside,
      updated_at: inside,
    });
    await db
      .insertInto('checkouts')
      .values([
        checkout('c1', buyer, 'paid', inside),
        checkout('c2', quitter, 'expired', null),
        // Never reached the provider: no checkout anyone could pay.
        checkout('c3', quitter, 'failed', null),
        // Paid in the period and refunded later: still a sale, gone from the net.
        checkout('c4', old, 'refunded', inside, 208_032),
      ])
      .execute();

    const { status, body } = await kpis('from=2025-04-01&to=2025-04-10');
    expect(status).toBe(200);
    expect(body).toEqual({
      visits: 2,
      leads: 2,
      leadsWithInstagram: 1,
      checkoutsOpened: 3,
      checkoutsVisited: 2,
      checkoutsAbandoned: 1,
      sales: 2,
      grossRevenue: 387_732,
      netRevenue: 179_700,
      leadConversion: 0.5,
    });
    expect((await kpis('from=2025-01-01&to=2025-01-31')).body).toMatchObject({
      leads: 0,
      leadConversion: null,
    });
  });

  it('needs both days of the period, the start on or before the end, within a year', async () => {
    expect((await kpis('from=2025-04-01')).status).toBe(400);
    expect((await kpis('from=2025-04-02&to=2025-04-01')).status).toBe(400);
    expect((await kpis('from=2023-01-01&to=2025-04-01')).status).toBe(400);
    expect((await kpis('from=2025-04-01&to=2025-04-01')).status).toBe(200);
  });
});

describeEachEngine('GET /api/admin/leads/:id', (database) => {
  it(
    'answers every field and every section of one lead',
    async () => {
      const { db } = database();
      await seedAdminDataset(db, { leads: 60, behaviourEntriesPerLead: 3, seed: 3, now: NOW });
      const buyer = await db
        .selectFrom('leads')
        .select('id')
        .where('has_purchased', '=', 1)
        .where('instagram', 'is not', null)
        .executeTakeFirstOrThrow();
      const app = asStaff(adminLeadsRoutes(adminDepsFor(db, NOW)), 'viewer');

      const res = await app.request(`/${buyer.id}`);
      expect(res.status).toBe(200);
      const detail = (await res.json()) as LeadDetail;
      expect(Object.keys(detail.lead)).toEqual(
        expect.arrayContaining(['phone', 'utm_source', 'trans_value', 'device_info', 'qualification_status']),
      );
      expect(detail.lead.has_purchased).toBe(true);
      expect(detail.instagramProfile?.username).toBe(detail.lead.instagram);
      expect(detail.behaviour.clicks).toHaveLength(3);
      expect(detail.behaviour.pageViews).toHaveLength(3);
      expect(detail.engagement.score).toBe(detail.lead.engagement_score);
      expect(detail.checkouts.map((c) => c.status)).toContain('paid');
      expect(detail.payments.map((p) => p.event_type)).toContain('CHECKOUT_PAID');
      expect(detail.trackingEvents.map((e) => e.event_name).sort()).toEqual(['Lead', 'Purchase']);

      const missing = await app.request('/nao-existe');
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({
        error: { code: 'staff_lead_not_found', message: ERRORS.staff_lead_not_found },
      });
    },
    DATASET_TEST_TIMEOUT_MS,
  );
});

/** The bytes as a spreadsheet reads them: Response.text() would hide the BOM. */
async function readCsv(res: Response): Promise<{ bom: boolean; rows: string[][] }> {
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
  const bom = text.startsWith('\uFEFF');
  return { bom, rows: parse(bom ? text.slice(1) : text, { delimiter: ';' }) as string[][] };
}

describeEachEngine('GET /api/admin/leads/export', (database) => {
  const app = (role: StaffRole) => asStaff(adminLeadsRoutes(adminDepsFor(database().db, NOW)), role);

  it('is refused to a viewer', async () => {
    const res = await app('viewer').request('/export');
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('forbidden');
  });

  it(
    'streams every lead of the filter, across batches, as a pt-BR CSV with a BOM',
    async () => {
      const { db } = database();
      await seedAdminDataset(db, { leads: 1_250, behaviourEntriesPerLead: 0, seed: 11, now: NOW });
      const facebook = await db
        .selectFrom('leads')
        .select(['id', 'name'])
        .where('utm_source', '=', 'facebook')
        .where('lead_at', 'is not', null)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();

      const all = await app('admin').request('/export');
      expect(all.status).toBe(200);
      expect(all.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(all.headers.get('content-disposition')).toBe('attachment; filename="leads-2025-04-10.csv"');
      const { bom, rows } = await readCsv(all);
      expect(bom).toBe(true);
      expect(rows[0]?.slice(0, 3)).toEqual(['Nome', 'Telefone', 'Instagram']);
      const leads = await db.selectFrom('leads').select('id').where('lead_at', 'is not', null).execute();
      expect(leads.length).toBeGreaterThan(1_000);
      expect(rows).toHaveLength(leads.length + 1);
      expect(new Set(rows.slice(1).map((row) => row.at(-1))).size).toBe(leads.length);

      const filtered = (await readCsv(await app('admin').request('/export?utm_source=facebook'))).rows;
      expect(filtered.slice(1).map((row) => [row.at(-1), row[0]])).toEqual(
        facebook.map((lead) => [lead.id, lead.name]),
      );
    },
    DATASET_TEST_TIMEOUT_MS,
  );

  it('writes only the header when nothing matches', async () => {
    const { bom, rows } = await readCsv(await app('admin').request('/export?q=ninguem'));
    expect(bom).toBe(true);
    expect(rows).toHaveLength(1);
  });
});

describeEachEngine('PUT /api/admin/leads/:id/qualification', (database) => {
  const put = (role: StaffRole, id: string, body: unknown) =>
    asStaff(adminLeadsRoutes(adminDepsFor(database().db, NOW)), role).request(`/${id}/qualification`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const stored = (id: string) =>
    database()
      .db.selectFrom('leads')
      .select(['qualification_status', 'qualified_at', 'qualified_by'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('marks a lead qualified or not, records who and when, and clears the mark', async () => {
    const id = await addLead(database().db);
    expect((await put('admin', id, { status: 'qualified' })).status).toBe(200);
    expect(await stored(id)).toEqual({
      qualification_status: 'qualified',
      qualified_at: NOW.toISOString(),
      qualified_by: 'admin@funil.test',
    });
    await put('admin', id, { status: 'not_qualified' });
    expect((await stored(id)).qualification_status).toBe('not_qualified');
    await put('admin', id, { status: null });
    expect(await stored(id)).toEqual({ qualification_status: null, qualified_at: null, qualified_by: null });
  });

  it('is refused to a viewer, for an unknown lead and for an unknown status', async () => {
    const id = await addLead(database().db);
    expect((await put('viewer', id, { status: 'qualified' })).status).toBe(403);
    expect((await stored(id)).qualification_status).toBeNull();
    expect((await put('admin', 'nao-existe', { status: 'qualified' })).status).toBe(404);
    expect((await put('admin', id, { status: 'talvez' })).status).toBe(400);
  });
});
