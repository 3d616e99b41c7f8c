import {
  describeEachEngineRaw,
  openEmptyTestDatabase,
  type TestDatabase,
} from '@funil/testkit/server/test-databases';
import { type Kysely, Migrator, sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { engineOf } from '../database.ts';
import { migrate } from '../migrate.ts';
import type { Database } from '../schema.ts';
import { withSchemaLock } from '../schema-lock.ts';
import { isTrue } from '../sql-values.ts';
import { migrations } from './index.ts';

interface ChecklistsBefore0021 {
  onboarding_checklists: {
    lead_id: string;
    confirmation_sent_at: string | null;
    confirmation_sent_by: string | null;
    notes: string;
    updated_by: string;
    updated_at: string;
  };
}

const day = (n: number) => `2025-04-${String(n).padStart(2, '0')}T12:00:00.000Z`;

/** Every table with a lead_id column, found in the database as the migration finds them. */
async function referringTables(db: Kysely<Database>): Promise<string[]> {
  const schema =
    engineOf(db) === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const tables = await withSchemaLock(db, (connection) => connection.introspection.getTables());
  return tables
    .filter(
      (t) => (schema === undefined || t.schema === schema) && t.columns.some((c) => c.name === 'lead_id'),
    )
    .map((t) => t.name);
}

async function rowsPointingAt(db: Kysely<Database>, leadId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await referringTables(db)) {
    const { rows } = await sql<{
      n: number | string;
    }>`select count(*) as n from ${sql.table(table)} where lead_id = ${leadId}`.execute(db);
    counts[table] = Number(rows[0]?.n);
  }
  return counts;
}

describeEachEngineRaw('migration 0018: lead phones read again by core’s rule', (engine) => {
  let t: TestDatabase;
  let db: Kysely<Database>;

  beforeEach(async () => {
    t = await openEmptyTestDatabase(engine);
    db = t.db;
    const schema =
      engine === 'postgres'
        ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
        : undefined;
    const before = await withSchemaLock(db, (connection) =>
      new Migrator({
        db: connection,
        provider: { getMigrations: async () => migrations },
        ...(schema ? { migrationTableSchema: schema } : {}),
      }).migrateTo('0017-create-lead-visits'),
    );
    expect(before.error).toBeUndefined();
  });

  afterEach(async () => {
    await t.close();
  });

  const lead = (id: string, phone: string, created: number, extra: Record<string, unknown> = {}) =>
    db
      .insertInto('leads')
      .values({ id, name: `Lead ${id}`, phone, created_at: day(created), updated_at: day(created), ...extra })
      .execute();
  const leadRow = (id: string) => db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();

  it('repairs a calling code stored twice and a missing one, recomputing the region', async () => {
    await lead('rio', '555521987654321', 2, { region: 'Centro e Missões do Rio Grande do Sul' });
    await lead('sp', '11987650000', 3);
    await lead('floripa', '5548999990000', 4, { region: 'Florianópolis e região' });
    await lead('old-mobile', '551187654321', 5);
    await lead('erased', '', 6, { anonymized_at: day(7) });

    await migrate(db);

    expect(await leadRow('rio')).toMatchObject({ phone: '5521987654321', region: 'Rio de Janeiro' });
    expect(await leadRow('sp')).toMatchObject({ phone: '5511987650000', region: 'São Paulo' });
    // Right already, or not a number core can read (kept as typed, never lost), or erased: untouched.
    expect(await leadRow('floripa')).toMatchObject({ phone: '5548999990000', updated_at: day(4) });
    expect(await leadRow('old-mobile')).toMatchObject({ phone: '551187654321', region: null });
    expect(await leadRow('erased')).toMatchObject({ phone: '' });
  });

  it('folds a repaired lead into the older lead with that number, moving every row that pointed at it', async () => {
    const event = {
      slug: 'imersao',
      title: 'Imersão',
      starts_at: day(26),
      ends_at: day(26),
      created_at: day(1),
      updated_at: day(1),
    };
    await db
      .insertInto('events')
      .values({ id: 'e1', ...event })
      .execute();
    await db
      .insertInto('events')
      .values({ id: 'e2', ...event, slug: 'live' })
      .execute();
    const views = (url: string, timestamp: number, timeSpent: number) =>
      JSON.stringify([{ url, title: url, timestamp, timeSpent }]);
    await lead('first', '5511987651234', 1, {
      name: 'Ana Souza',
      utm_source: 'instagram',
      visit_count: 1,
      page_views: views('/', 1, 10),
      time_on_page: 10,
    });
    await lead('pasted', '555511987651234', 3, {
      name: 'Ana',
      email: 'ana@example.com',
      instagram: 'ana.souza',
      utm_source: 'facebook',
      utm_campaign: 'lancamento',
      visit_count: 2,
      last_visit: day(5),
      has_purchased: 1,
      purchase_id: 'c1',
      checkout_status: 'paid',
      trans_value: 179_700,
      journey_stage: 'customer',
      conversion_stage: 'payment_approved',
      page_views: views('/ianapratica', 2, 25),
      time_on_page: 25,
    });
    const both = async (rows: (leadId: string, n: number) => Promise<unknown>) => {
      await rows('first', 1);
      await rows('pasted', 2);
    };
    await both((leadId, n) =>
      db
        .insertInto('lead_interactions')
        .values({ id: `i${n}`, lead_id: leadId, interaction_type: 'cta', created_at: day(n) })
        .execute(),
    );
    await both((leadId, n) =>
      db
        .insertInto('lead_visits')
        .values({ id: `v${n}`, lead_id: leadId, visited_at: day(n), page: '/' })
        .execute(),
    );
    await both((leadId, n) =>
      db
        .insertInto('event_registrations')
        .values({
          id: `r${n}`,
          event_id: 'e1',
          lead_id: leadId,
          registration_date: day(n + 1),
          created_at: day(n + 1),
          updated_at: day(n + 1),
          ...(n === 2 ? { message_sent: 1, message_sent_at: day(6), message_sent_by: 'bia@equipe.com' } : {}),
        })
        .execute(),
    );
    await db
      .insertInto('event_registrations')
      .values({
        id: 'r3',
        event_id: 'e2',
        lead_id: 'pasted',
        registration_date: day(4),
        created_at: day(4),
        updated_at: day(4),
      })
      .execute();
    await db
      .insertInto('checkouts')
      .values({
        id: 'c1',
        lead_id: 'pasted',
        offer_code: 'ia-na-pratica',
        method: 'pix',
        amount_cents: 179_700,
        provider: 'sandbox',
        external_reference: 'x1',
        status: 'paid',
        paid_at: day(4),
        created_at: day(4),
        updated_at: day(4),
      })
      .execute();
    await db
      .insertInto('tracking_events')
      .values({
        id: 't1',
        event_id: 'ev1',
        event_name: 'Lead',
        event_time: 1,
        lead_id: 'pasted',
        payload: '{}',
        created_at: day(3),
      })
      .execute();
    await db
      .insertInto('consents')
      .values({
        id: 'k1',
        lead_id: 'pasted',
        text_version: 'v1',
        purposes: '["contact"]',
        granted_at: day(3),
        created_at: day(3),
      })
      .execute();
    // The checklist as it was keyed before 0021 (by lead), when 0018 runs.
    await (db as unknown as Kysely<ChecklistsBefore0021>)
      .insertInto('onboarding_checklists')
      .values({
        lead_id: 'pasted',
        confirmation_sent_at: day(5),
        confirmation_sent_by: 'bia@equipe.com',
        notes: 'Quer nota fiscal',
        updated_by: 'bia@equipe.com',
        updated_at: day(5),
      })
      .execute();
    await both((leadId) =>
      db
        .insertInto('behaviour_entries')
        .values({
          lead_id: leadId,
          kind: 'click',
          seq: 0,
          target: 'cta',
          page: '/',
          device: 'mobile',
          occurred_at: day(2),
        })
        .execute(),
    );
    const totalsBefore = await rowsPointingAt(db, 'pasted');
    // Tables later migrations add (lead capabilities, 0022) hold nothing 0018 could have moved.
    const pointingAt = async (leadId: string) => {
      const counts = await rowsPointingAt(db, leadId);
      return Object.fromEntries(Object.keys(totalsBefore).map((table) => [table, counts[table]]));
    };

    await migrate(db);

    expect(await leadRow('pasted')).toBeUndefined();
    expect(await pointingAt('pasted')).toEqual(
      Object.fromEntries(Object.keys(totalsBefore).map((table) => [table, 0])),
    );
    // Every one of the duplicate's rows now belongs to the survivor; the registration both had for e1 is one.
    expect(await pointingAt('first')).toEqual({
      ...Object.fromEntries(Object.keys(totalsBefore).map((table) => [table, 0])),
      lead_interactions: 2,
      lead_visits: 2,
      event_registrations: 2,
      checkouts: 1,
      tracking_events: 1,
      consents: 1,
      onboarding_checklists: 1,
      behaviour_entries: 2,
    });

    const survivor = await leadRow('first');
    expect(survivor).toMatchObject({
      phone: '5511987651234',
      region: 'São Paulo',
      name: 'Ana Souza',
      email: 'ana@example.com',
      instagram: 'ana.souza',
      // First touch: the older lead's source stays, a blank campaign is filled.
      utm_source: 'instagram',
      utm_campaign: 'lancamento',
      visit_count: 3,
      last_visit: day(5),
      journey_stage: 'customer',
      conversion_stage: 'payment_approved',
      purchase_id: 'c1',
      checkout_status: 'paid',
      trans_value: 179_700,
      time_on_page: 35,
      created_at: day(1),
    });
    expect(isTrue(survivor?.has_purchased)).toBe(true);
    // The score is computed again for the merged signals when the server starts.
    expect(survivor?.engagement_score).not.toBeNull();
    expect(JSON.parse(survivor?.page_views ?? '[]').map((view: { url: string }) => view.url)).toEqual([
      '/',
      '/ianapratica',
    ]);

    const registration = await db
      .selectFrom('event_registrations')
      .selectAll()
      .where('event_id', '=', 'e1')
      .execute();
    expect(registration).toHaveLength(1);
    expect(registration[0]).toMatchObject({
      id: 'r1',
      lead_id: 'first',
      registration_date: day(2),
      message_sent_by: 'bia@equipe.com',
    });
    expect(isTrue(registration[0]?.message_sent)).toBe(true);
    const entries = await db
      .selectFrom('behaviour_entries')
      .select(['lead_id', 'seq'])
      .orderBy('seq')
      .execute();
    expect(entries).toEqual([
      { lead_id: 'first', seq: 0 },
      { lead_id: 'first', seq: 1 },
    ]);
  });

  it('keeps the older lead when it is the one stored with the calling code twice', async () => {
    await lead('older', '555531987650000', 1, { name: 'Bruno' });
    await lead('newer', '5531987650000', 2, { name: 'Bruno Lima', email: 'bruno@example.com' });
    await lead('newest', '+55 (31) 98765-0000', 3);

    await migrate(db);

    const rows = await db.selectFrom('leads').select(['id', 'name', 'email', 'phone', 'region']).execute();
    expect(rows).toEqual([
      {
        id: 'older',
        name: 'Bruno',
        email: 'bruno@example.com',
        phone: '5531987650000',
        region: 'Belo Horizonte e região',
      },
    ]);
  });
});
