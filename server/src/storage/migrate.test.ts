import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LEAD_SORTS } from '@funil/core/admin-leads';
import { defaultLaunchSettingsAt } from '@funil/core/launch-settings';
import { freeCallWindow, immersionWindow } from '@funil/core/launch-times';
import { FREE_LIVE_CALL, IMMERSION, PROGRAM } from '@funil/core/offers';
import {
  describeEachEngine,
  describeEachEngineRaw,
  openEmptyTestDatabase,
} from '@funil/testkit/server/test-databases';
import { type Kysely, Migrator, NO_MIGRATIONS, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { engineOf, openDatabase } from './database.ts';
import { migrate } from './migrate.ts';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';
import { withSchemaLock } from './schema-lock.ts';
import { PROGRAM_OFFER_CODE } from './seed.ts';
import { isTrue } from './sql-values.ts';

/** Spec §3 Lead, in the spec's order, with the transaction key named for the provider. */
const SPEC_LEAD_COLUMNS = `id name email phone instagram region last_visit visit_count visit_timestamp
  journey_stage conversion_stage cadence_status last_message_sent_at last_message_received_at
  messages_count last_message_content last_interaction_at cadence_step cadence_attempts
  cadence_next_attempt_at cadence_last_attempt_at has_purchased purchase_date purchase_id
  checkout_status checkout_url checkout_created_at checkout_updated_at checkout_visited_at
  checkout_abandoned_at pix_qrcode pix_url pix_code pix_expiration_date pix_generated_at
  payment_provider_transaction_key plan_name plan_key product_key trans_installments trans_value
  trans_status trans_status_code instagram_processed instagram_processed_at visit_pending
  last_page_visit instagram_profile_id utm_source utm_medium utm_campaign utm_content utm_term
  referrer device_info url_params landing_page clicks_data page_views time_on_page
  engagement_score conversion_probability created_at updated_at`.split(/\s+/);

const words = (text: string) => text.trim().split(/\s+/);

/** Every table after the last migration, with its columns in creation order. */
const TABLES: Record<string, string[]> = {
  leads: [
    ...SPEC_LEAD_COLUMNS,
    'partner_code',
    'qualification_status',
    'qualified_at',
    'qualified_by',
    'anonymized_at',
    'lead_at',
    ...words(`last_partner_code last_utm_source last_utm_medium last_utm_campaign last_utm_content
      last_utm_term last_referrer last_landing_page last_touch_at`),
  ],
  lead_capabilities: words('token_hash lead_id claim_id request_key_hash created_at'),
  lead_claims: words(`id lead_id name instagram conversion_stage visit_count registered_for_event
    last_visit_key created_at updated_at`),
  lead_interactions: words('id lead_id interaction_type data created_at'),
  lead_visits: words('id lead_id visited_at page referrer device visit_key'),
  events: words(
    'id slug title description starts_at ends_at location price_cents currency is_active created_at updated_at launch_id kind',
  ),
  event_message_templates: words('id event_id message_type title body is_active created_at updated_at'),
  event_registrations: words(`id event_id lead_id registration_date utm_source utm_medium utm_campaign
    utm_content utm_term referrer landing_page status message_sent created_at updated_at message_sent_at
    message_sent_by`),
  checkouts: words(`id lead_id offer_code method amount_cents currency max_installments provider
    provider_checkout_id link status external_reference expires_at paid_at created_at updated_at refunded_cents
    installments browser_purchase_claimed_at visited_at buyer_erased_at utm_source utm_medium utm_campaign
    utm_content utm_term referrer landing_page fbc partner_code buyer_link launch_id batch_id coupon_code
    discount_cents pix_payload pix_qr_image coupon_counted_at commission_plan`),
  provider_events: words(
    'id provider provider_event_id event_type checkout_id payload received_at processed_at provider_payment_id problem',
  ),
  tracking_events: words(`id event_id event_name event_time lead_id payload status attempts next_attempt_at
    last_error delivered_at created_at`),
  consents: words('id lead_id text_version purposes granted_at revoked_at created_at source partner_code'),
  partners: words(`id code name is_active created_at updated_at site_origin commission_percent_bp
    asaas_wallet_id page_secret_hash page_secret_rotated_at`),
  instagram_profiles: words(`id username source full_name profile_pic_url followers_count following_count
    posts_count is_verified biography bio fetched_at`),
  onboarding_checklists:
    words(`buyer_id lead_id checkout_id confirmation_sent_at confirmation_sent_by in_whatsapp_group_at
    in_whatsapp_group_by attended_at attended_by notes updated_by updated_at`),
  offers: words(`code name pix_price_cents card_total_cents max_installments checkout_expiry_minutes
    external_reference_prefix is_active created_at updated_at launch_id kind event_id capacity`),
  offer_seats: words('offer_code seat_no checkout_id held_until sold_at'),
  event_waitlist: words('id event_id lead_id created_at'),
  offer_batches: words(`id offer_code position pix_price_cents card_total_cents starts_at ends_at quantity
    created_at updated_at`),
  coupons: words(`id offer_code code kind percent_bp amount_cents starts_at ends_at max_uses uses is_active
    created_at updated_at`),
  order_bumps: words('id offer_code bump_offer_code position price_cents pitch created_at updated_at'),
  checkout_items: words('checkout_id position kind offer_code name list_cents amount_cents batch_id bump_id'),
  staff_users: words('id email name role password_hash created_at updated_at disabled_at'),
  staff_sessions: words('id staff_id created_at last_seen_at expires_at ip user_agent'),
  launches: words('id slug name status document created_at updated_at published_at closed_at'),
  current_launch: words('id launch_id updated_at'),
  launch_periods: words('launch_id started_at ended_at'),
  whatsapp_planning_marks: words('cadence_id step due_at'),
  launch_audit: words(
    'id launch_id action changed_at staff_id staff_email staff_name before_document after_document',
  ),
  installation_secrets: words('name value created_at'),
};

const T = '2025-04-01T12:00:00.000Z';

describeEachEngineRaw('migrate', (engine) => {
  it('runs every migration once, creates every table and column, and seeds the offers', async () => {
    const t = await openEmptyTestDatabase(engine);
    try {
      const first = await migrate(t.db);
      const second = await migrate(t.db);

      expect(first.map((r) => [r.migrationName, r.status])).toEqual(
        Object.keys(migrations).map((name) => [name, 'Success']),
      );
      expect(second).toEqual([]);

      const tables = await tablesOf(t.db);
      const ours = Object.fromEntries(
        tables
          .filter((table) => table.name in TABLES)
          .map((table) => [table.name, table.columns.map((c) => c.name)]),
      );
      expect(ours).toEqual(TABLES);

      const events = await t.db.selectFrom('events').selectAll().orderBy('starts_at').execute();
      // Dated as the pages date them: the template's dates, in the next year still ahead.
      const dated = defaultLaunchSettingsAt(new Date());
      const immersion = immersionWindow(dated);
      const call = freeCallWindow(dated);
      expect(events).toEqual([
        expect.objectContaining({
          slug: IMMERSION.slug,
          title: IMMERSION.title,
          starts_at: immersion.startsAt,
          ends_at: immersion.endsAt,
          location: 'Online',
          price_cents: 9_700,
          currency: 'BRL',
        }),
        // The free call the lead modal promises: 11/06 at 20:00 in São Paulo.
        expect.objectContaining({
          slug: FREE_LIVE_CALL.slug,
          title: FREE_LIVE_CALL.title,
          starts_at: call.startsAt,
          ends_at: call.endsAt,
          location: 'Zoom',
          price_cents: 0,
        }),
      ]);
      expect(events.every((event) => isTrue(event.is_active))).toBe(true);
      const offers = await t.db.selectFrom('offers').selectAll().execute();
      expect(offers).toHaveLength(1);
      expect(offers[0]).toMatchObject({
        code: PROGRAM_OFFER_CODE,
        name: 'IA NA PRÁTICA',
        pix_price_cents: 179_700,
        card_total_cents: 208_032,
        max_installments: 12,
        checkout_expiry_minutes: 1_440,
        external_reference_prefix: PROGRAM.externalReferencePrefix,
      });
    } finally {
      await t.close();
    }
  });

  it('keeps a seeded row that staff changed', async () => {
    const t = await openEmptyTestDatabase(engine);
    try {
      await migrate(t.db);
      await t.db
        .updateTable('events')
        .set({ title: 'Imersão (nova data)' })
        .where('slug', '=', IMMERSION.slug)
        .execute();
      await migrate(t.db);
      const titles = await t.db
        .selectFrom('events')
        .select('title')
        .where('slug', '=', IMMERSION.slug)
        .execute();
      expect(titles).toEqual([{ title: 'Imersão (nova data)' }]);
    } finally {
      await t.close();
    }
  });

  it('fills the spec defaults and enforces the unique keys', async () => {
    const t = await openEmptyTestDatabase(engine);
    try {
      await migrate(t.db);
      const { db } = t;
      await db
        .insertInto('leads')
        .values({ id: 'l1', name: 'Ana', phone: '5511987654321', created_at: T, updated_at: T })
        .execute();
      const event = await db
        .selectFrom('events')
        .select('id')
        .where('slug', '=', IMMERSION.slug)
        .executeTakeFirstOrThrow();
      const registration = {
        id: 'r1',
        event_id: event.id,
        lead_id: 'l1',
        registration_date: T,
        created_at: T,
        updated_at: T,
      };
      await db.insertInto('event_registrations').values(registration).execute();

      const row = await db.selectFrom('event_registrations').selectAll().executeTakeFirstOrThrow();
      expect(row.status).toBe('registered');
      expect(isTrue(row.message_sent)).toBe(false);
      const lead = await db.selectFrom('leads').selectAll().executeTakeFirstOrThrow();
      expect(lead).toMatchObject({
        email: '',
        journey_stage: 'lead',
        conversion_stage: 'new_lead',
        cadence_status: 'inactive',
        visit_count: 0,
        time_on_page: 0,
      });
      expect([lead.has_purchased, lead.visit_pending, lead.instagram_processed].map(isTrue)).toEqual([
        false,
        false,
        false,
      ]);

      await expect(
        db
          .insertInto('event_registrations')
          .values({ ...registration, id: 'r2' })
          .execute(),
      ).rejects.toThrow();
      await expect(
        db
          .insertInto('events')
          .values({
            id: 'e2',
            slug: IMMERSION.slug,
            title: 'x',
            starts_at: T,
            ends_at: T,
            created_at: T,
            updated_at: T,
          })
          .execute(),
      ).rejects.toThrow();
      const hook = {
        provider: 'asaas',
        provider_event_id: 'evt_1',
        event_type: 'X',
        payload: '{}',
        received_at: T,
      };
      await db
        .insertInto('provider_events')
        .values({ ...hook, id: 'p1' })
        .execute();
      await expect(
        db
          .insertInto('provider_events')
          .values({ ...hook, id: 'p2' })
          .execute(),
      ).rejects.toThrow();
      await db
        .insertInto('provider_events')
        .values({ ...hook, id: 'p3', provider: 'sandbox' })
        .execute();
      const partner = { name: 'P', created_at: T, updated_at: T, code: 'p' };
      await db
        .insertInto('partners')
        .values({ ...partner, id: 'a' })
        .execute();
      await expect(
        db
          .insertInto('partners')
          .values({ ...partner, id: 'b' })
          .execute(),
      ).rejects.toThrow();
      // A registration cannot point at a lead that does not exist.
      await expect(
        db
          .insertInto('event_registrations')
          .values({ ...registration, id: 'r3', lead_id: 'nobody' })
          .execute(),
      ).rejects.toThrow();
    } finally {
      await t.close();
    }
  });
});

describeEachEngineRaw('migration 0021 on rows written before it', (engine) => {
  it('dates form leads, not visitors; dates opened checkouts; marks erased sales; keeps every checklist', async () => {
    const t = await openEmptyTestDatabase(engine);
    const migrator = await migratorOf(t.db);
    try {
      await migrateUpTo(migrator, '0021');
      const { db } = t;
      const lead = (id: string, name: string, conversion_stage: string) => ({
        id,
        name,
        phone: '5511987650001',
        conversion_stage,
        created_at: T,
        updated_at: T,
      });
      await db
        .insertInto('leads')
        .values([
          { ...lead('form', 'Ana', 'new_lead'), checkout_url: 'https://pay/1', checkout_visited_at: T },
          lead('visit', '', 'visitor'),
          lead('named-visit', 'Bia', 'visitor'),
        ])
        .execute();
      const checkout = (
        id: string,
        lead_id: string | null,
        status: string,
        link: string,
        reference: string,
      ) => ({
        id,
        lead_id,
        offer_code: PROGRAM_OFFER_CODE,
        method: 'pix',
        amount_cents: 179_700,
        provider: 'sandbox',
        link,
        status,
        external_reference: reference,
        created_at: T,
        updated_at: '2025-04-02T00:00:00.000Z',
      });
      await db
        .insertInto('checkouts' as never)
        .values([
          checkout('c1', 'form', 'paid', 'https://pay/1', 'IANP_form'),
          checkout('c2', null, 'visited', 'https://pay/2', 'IANP_1712'),
          checkout('c3', null, 'paid', 'https://pay/3', 'IANP_anonimo'),
        ] as never)
        .execute();
      await db
        .insertInto('onboarding_checklists' as never)
        .values({ lead_id: 'form', notes: 'ligar', updated_by: 'ana@funil.test', updated_at: T } as never)
        .execute();

      expect((await migrate(db)).map((r) => r.migrationName)).toContain('0021-metric-dates');
      const leads = await db.selectFrom('leads').select(['id', 'lead_at']).orderBy('id').execute();
      expect(leads).toEqual([
        { id: 'form', lead_at: T },
        { id: 'named-visit', lead_at: null },
        { id: 'visit', lead_at: null },
      ]);
      const checkouts = await db
        .selectFrom('checkouts')
        .select(['id', 'visited_at', 'buyer_erased_at'])
        .orderBy('id')
        .execute();
      expect(checkouts).toEqual([
        { id: 'c1', visited_at: T, buyer_erased_at: null },
        { id: 'c2', visited_at: '2025-04-02T00:00:00.000Z', buyer_erased_at: null },
        { id: 'c3', visited_at: null, buyer_erased_at: '2025-04-02T00:00:00.000Z' },
      ]);
      expect(await db.selectFrom('onboarding_checklists').selectAll().execute()).toEqual([
        expect.objectContaining({ buyer_id: 'form', lead_id: 'form', checkout_id: null, notes: 'ligar' }),
      ]);
    } finally {
      await t.close();
    }
  });
});

describeEachEngineRaw('migration 0023 on rows written before it', (engine) => {
  it('marks the events that found no checkout for staff, and no other', async () => {
    const t = await openEmptyTestDatabase(engine);
    const migrator = await migratorOf(t.db);
    try {
      await migrateUpTo(migrator, '0023');
      const { db } = t;
      await db
        .insertInto('checkouts' as never)
        .values({
          id: 'c1',
          offer_code: PROGRAM_OFFER_CODE,
          method: 'pix',
          amount_cents: 179_700,
          provider: 'sandbox',
          status: 'created',
          external_reference: 'IANP_1',
          created_at: T,
          updated_at: T,
        } as never)
        .execute();
      const event = (id: string, checkout_id: string | null, processed_at: string | null) => ({
        id,
        provider: 'asaas',
        provider_event_id: `evt_${id}`,
        event_type: 'CHECKOUT_PAID',
        checkout_id,
        payload: '{}',
        received_at: T,
        processed_at,
      });
      await db
        .insertInto('provider_events' as never)
        .values([event('unknown', null, null), event('waiting', 'c1', null), event('done', 'c1', T)] as never)
        .execute();

      // 0023 runs next; later migrations follow it.
      expect((await migrate(db)).map((r) => r.migrationName)[0]).toBe('0023-money-paths');
      const rows = await db.selectFrom('provider_events').select(['id', 'problem']).orderBy('id').execute();
      expect(rows).toEqual([
        { id: 'done', problem: null },
        { id: 'unknown', problem: 'unknown_checkout' },
        { id: 'waiting', problem: null },
      ]);
    } finally {
      await t.close();
    }
  });
});

describeEachEngineRaw('migration 0041 on the single launch written before it', (engine) => {
  it('makes today’s data launch 1, the current one, without losing a setting, an edit, a registration or a sale', async () => {
    const t = await openEmptyTestDatabase(engine);
    const migrator = await migratorOf(t.db);
    try {
      // The database at the last migration before launches, with a launch's worth of rows.
      await migrateUpTo(migrator, '0041');
      const db = t.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      const event = (id: string, slug: string) => ({
        id,
        slug,
        title: slug,
        starts_at: T,
        ends_at: T,
        created_at: T,
        updated_at: T,
      });
      await db
        .insertInto('events')
        .values([
          event('e-call', FREE_LIVE_CALL.slug),
          event('e-imm', IMMERSION.slug),
          event('e-other', 'encontro-extra'),
        ])
        .execute();
      await db
        .insertInto('offers')
        .values({
          code: PROGRAM_OFFER_CODE,
          name: PROGRAM.name,
          pix_price_cents: 99_700,
          card_total_cents: 109_700,
          checkout_expiry_minutes: 1440,
          external_reference_prefix: 'IANP',
          created_at: T,
          updated_at: T,
        })
        .execute();
      await db
        .insertInto('leads')
        .values({ id: 'l1', name: 'Ana', phone: '5511987654321', created_at: T, updated_at: T })
        .execute();
      await db
        .insertInto('event_registrations')
        .values({
          id: 'r1',
          event_id: 'e-call',
          lead_id: 'l1',
          registration_date: T,
          created_at: T,
          updated_at: T,
        })
        .execute();
      await db
        .insertInto('checkouts')
        .values({
          id: 'c1',
          lead_id: 'l1',
          offer_code: PROGRAM_OFFER_CODE,
          method: 'pix',
          amount_cents: 99_700,
          provider: 'sandbox',
          status: 'paid',
          external_reference: 'IANP_1',
          created_at: T,
          updated_at: T,
        })
        .execute();
      const saved = JSON.stringify({
        state: 'selling',
        program: { pixPriceCents: 99_700, cardInstallments: 10, cardTotalCents: 109_700 },
      });
      await db
        .insertInto('launch_settings')
        .values({ id: 'current', document: saved, updated_at: T, updated_by: 's1' })
        .execute();
      await db
        .insertInto('launch_settings_audit')
        .values({
          id: 'a1',
          changed_at: T,
          staff_id: 's1',
          staff_email: 'ana@funil.test',
          staff_name: 'Ana',
          before_document: '{}',
          after_document: saved,
        })
        .execute();

      expect((await migrate(t.db)).map((r) => r.migrationName)[0]).toBe('0041-launches');
      const launches = await t.db.selectFrom('launches').selectAll().execute();
      expect(launches).toEqual([
        expect.objectContaining({
          slug: 'ia-na-pratica',
          name: 'IA na Prática',
          status: 'published',
          document: saved,
          updated_at: T,
        }),
      ]);
      const id = launches[0]?.id;
      expect(await t.db.selectFrom('current_launch').select('launch_id').execute()).toEqual([
        { launch_id: id },
      ]);
      expect(
        await t.db
          .selectFrom('launch_audit')
          .select(['id', 'launch_id', 'action', 'staff_email', 'after_document'])
          .execute(),
      ).toEqual([
        { id: 'a1', launch_id: id, action: 'updated', staff_email: 'ana@funil.test', after_document: saved },
      ]);
      expect(
        await t.db.selectFrom('events').select(['id', 'launch_id', 'kind']).orderBy('id').execute(),
      ).toEqual([
        { id: 'e-call', launch_id: id, kind: 'free_call' },
        { id: 'e-imm', launch_id: id, kind: 'immersion' },
        { id: 'e-other', launch_id: id, kind: 'other' },
      ]);
      expect(await t.db.selectFrom('offers').select(['code', 'launch_id']).execute()).toEqual([
        { code: PROGRAM_OFFER_CODE, launch_id: id },
      ]);
      expect(await t.db.selectFrom('checkouts').select(['id', 'launch_id', 'status']).execute()).toEqual([
        { id: 'c1', launch_id: id, status: 'paid' },
      ]);
      expect(
        await t.db.selectFrom('event_registrations').select(['id', 'event_id', 'lead_id']).execute(),
      ).toEqual([{ id: 'r1', event_id: 'e-call', lead_id: 'l1' }]);
      const tables = (await tablesOf(t.db)).map((table) => table.name);
      expect(tables).not.toContain('launch_settings');
      expect(tables).not.toContain('launch_settings_audit');
    } finally {
      await t.close();
    }
  });
});

describeEachEngineRaw('migration 0034 on jobs written before it', (engine) => {
  it("marks each cadence step where its planning left off: its latest job's due time", async () => {
    const t = await openEmptyTestDatabase(engine);
    const migrator = await migratorOf(t.db);
    try {
      await migrateUpTo(migrator, '0034');
      const { db } = t;
      const job = (id: string, cadence_id: string, step: number, due_at: string) => ({
        id,
        lead_id: `lead-${id}`,
        cadence_id,
        step,
        due_at,
        created_at: T,
        updated_at: T,
      });
      await db
        .insertInto('whatsapp_jobs')
        .values([
          job('1', 'welcome', 0, '2025-04-01T12:00:00.000Z'),
          job('2', 'welcome', 0, '2025-04-01T12:30:00.000Z'),
          job('3', 'welcome', 1, '2025-04-01T13:00:00.000Z'),
          job('4', 'recovery', 0, '2025-04-01T11:00:00.000Z'),
        ])
        .execute();

      expect((await migrate(db)).map((r) => r.migrationName)[0]).toBe('0034-whatsapp-planning-marks');
      const marks = await db
        .selectFrom('whatsapp_planning_marks')
        .selectAll()
        .orderBy('cadence_id')
        .orderBy('step')
        .execute();
      expect(marks).toEqual([
        { cadence_id: 'recovery', step: 0, due_at: '2025-04-01T11:00:00.000Z' },
        { cadence_id: 'welcome', step: 0, due_at: '2025-04-01T12:30:00.000Z' },
        { cadence_id: 'welcome', step: 1, due_at: '2025-04-01T13:00:00.000Z' },
      ]);
    } finally {
      await t.close();
    }
  });
});

describeEachEngine('migrations down', (database) => {
  it('undo every step back to an empty database and redo them', async () => {
    const { db } = database();
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => migrations },
      ...(database().engine === 'postgres' ? { migrationTableSchema: await schemaOf(db) } : {}),
    });
    const down = await migrator.migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName)).toEqual(Object.keys(migrations).reverse());
    const left = (await tablesOf(db)).filter((table) => table.name in TABLES);
    expect(left).toEqual([]);

    expect((await migrate(db)).map((r) => r.status)).toEqual(Object.keys(migrations).map(() => 'Success'));
  });
});

/** PostgreSQL's introspection lists every schema's tables, other test runs' included: ours only. */
async function tablesOf(db: Kysely<Database>) {
  const schema = engineOf(db) === 'postgres' ? await schemaOf(db) : undefined;
  return (await withSchemaLock(db, (connection) => connection.introspection.getTables())).filter(
    (table) => table.schema === schema,
  );
}

/** A migrator of the whole list, on the schema the test database uses. */
async function migratorOf(db: Kysely<Database>): Promise<Migrator> {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(engineOf(db) === 'postgres' ? { migrationTableSchema: await schemaOf(db) } : {}),
  });
}

/** Runs every migration before `name` ('0021'): the rows a test writes then are the old ones. */
async function migrateUpTo(migrator: Migrator, name: string): Promise<void> {
  const before = Object.keys(migrations).filter((key) => key < name);
  expect((await migrator.migrateTo(before.at(-1) as string)).error).toBeUndefined();
}

async function schemaOf(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? 'public';
}

describeEachEngine('migrate, two processes at once', (database) => {
  it('lets several processes start together on one database', async () => {
    const t = database();
    if (t.engine === 'sqlite') return; // an in-memory SQLite database has one process by definition
    // database() is already migrated; start over on a fresh schema shared by three pools.
    const fresh = await openEmptyTestDatabase('postgres');
    const pools = [fresh.db, fresh.openAnother(), fresh.openAnother()];
    try {
      const runs = await Promise.all(pools.map((db) => migrate(db)));
      const applied = runs.flat().map((result) => result.migrationName);
      expect(applied.sort()).toEqual(Object.keys(migrations).sort());
      const events = await fresh.db.selectFrom('events').select('slug').orderBy('starts_at').execute();
      expect(events).toEqual([{ slug: IMMERSION.slug }, { slug: FREE_LIVE_CALL.slug }]);
    } finally {
      await fresh.close();
    }
  });
});

describe('migrate on a SQLite file', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('creates a WAL file database in a missing folder, and a restart finds nothing to do', async () => {
    dir = mkdtempSync(join(tmpdir(), 'funil-db-'));
    const path = join(dir, 'nested', 'funil.db');
    const db = openDatabase(path);

    await migrate(db);
    const { rows } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
    expect(rows[0]?.journal_mode).toBe('wal');
    expect(existsSync(`${path}-wal`)).toBe(true);
    await db
      .insertInto('leads')
      .values({ id: 'l1', name: 'Ana', phone: '55', created_at: T, updated_at: T })
      .execute();
    await db.destroy();

    const reopened = openDatabase(path);
    expect(await migrate(reopened)).toEqual([]);
    expect(await reopened.selectFrom('leads').select('id').execute()).toEqual([{ id: 'l1' }]);
    await reopened.destroy();
  });

  it('has non-unique indexes on phone, created_at and every column the leads workspace filters or sorts by', async () => {
    const db = openDatabase(':memory:');
    await migrate(db);
    const indexes = await sql<{ name: string; unique: number }>`pragma index_list(leads)`.execute(db);
    const ours = indexes.rows
      .filter((index) => index.name.startsWith('leads_'))
      .map((i) => [i.name, i.unique]);
    const filters = words(`journey_stage conversion_stage utm_source utm_campaign region partner_code
      has_purchased qualification_status`).map((column) => `${column}_created`);
    // Every sort the list offers; lead_at leads the dashboards' covering index (decision 0014).
    const sorts = [...LEAD_SORTS.filter((sort) => sort !== 'created_at'), 'lead_at'];
    // The partner report's last-touch count (decision 0019).
    const touches = ['last_partner_code'];
    // created_at and partner_code lead wider indexes (list, partner_code_created): no index of their own.
    const expected = ['phone', 'list', ...filters, ...sorts, ...touches].map((name) => [
      `leads_${name}_idx`,
      0,
    ]);
    expect(ours.sort()).toEqual(expected.sort());
    await db.destroy();
  });

  it('turns on foreign keys and the busy timeout', async () => {
    const db = openDatabase(':memory:');
    const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
    const busy = await sql<{ timeout: number }>`pragma busy_timeout`.execute(db);
    expect(fk.rows[0]?.foreign_keys).toBe(1);
    expect(busy.rows[0]?.timeout).toBe(5000);
    await db.destroy();
  });
});
