// What the staff numbers need to be dated and counted exactly (docs/decisions/0017): when a person
// became a lead, when a checkout's page was opened, which kept sales lost their buyer to an
// erasure, and an onboarding checklist for a buyer who paid without a lead.
import { type Kysely, sql } from 'kysely';

const LEAD_AT_COLUMNS = [
  'lead_at',
  'created_at',
  'instagram',
  'utm_source',
  'utm_campaign',
  'region',
  'partner_code',
  'journey_stage',
  'conversion_stage',
  'engagement_score',
  'conversion_probability',
  'anonymized_at',
  'id',
];
/** 0014's cohort index, by created_at, as it was. */
const COHORT_COLUMNS = [
  'created_at',
  'name',
  'journey_stage',
  'conversion_stage',
  'instagram',
  'utm_source',
  'utm_campaign',
  'region',
  'partner_code',
  'checkout_created_at',
  'checkout_visited_at',
  'checkout_abandoned_at',
  'checkout_status',
  'checkout_updated_at',
  'has_purchased',
  'engagement_score',
  'conversion_probability',
  'id',
];
const ATTRIBUTION_COLUMNS = ['id', 'utm_source', 'utm_campaign', 'partner_code'];
/** 0012's leads-list indexes, each now ending with lead_at: the list holds leads, and says so from the index. */
const FILTER_COLUMNS = [
  'journey_stage',
  'conversion_stage',
  'utm_source',
  'utm_campaign',
  'region',
  'partner_code',
  'has_purchased',
  'qualification_status',
];
const LIST_INDEX_COLUMNS = [
  'created_at',
  'id',
  'name',
  'phone',
  'instagram',
  'journey_stage',
  'conversion_stage',
  'utm_source',
  'utm_campaign',
  'region',
  'partner_code',
  'has_purchased',
];

async function listIndexes(db: Kysely<unknown>, extra: string[]): Promise<void> {
  for (const column of FILTER_COLUMNS) {
    // 0015 widened the journey stage's by the conversion stage.
    const widened = column === 'journey_stage' ? ['conversion_stage'] : [];
    await db.schema.dropIndex(`leads_${column}_created_idx`).execute();
    await db.schema
      .createIndex(`leads_${column}_created_idx`)
      .on('leads')
      .columns([column, 'created_at', 'id', ...widened, ...extra])
      .execute();
  }
  await db.schema.dropIndex('leads_list_idx').execute();
  await db.schema
    .createIndex('leads_list_idx')
    .on('leads')
    .columns([...LIST_INDEX_COLUMNS, ...extra])
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // The first save of the lead form; a row made by a visit has none until the person fills it.
  await db.schema.alterTable('leads').addColumn('lead_at', 'text').execute();
  // Rows written before this column: the form always sends a name, a visit seldom does.
  await sql`update leads set lead_at = created_at where conversion_stage <> 'visitor' and name <> ''`.execute(
    db,
  );
  // The period scans now date leads by lead_at: the index that held what they read by created_at
  // (0014's cohort index) holds it by lead_at instead, created_at and the erasure mark included.
  await db.schema.dropIndex('analytics_leads_cohort_idx').execute();
  await db.schema.createIndex('leads_lead_at_idx').on('leads').columns(LEAD_AT_COLUMNS).execute();
  await listIndexes(db, ['lead_at']);
  // Visits counted per person for the breakdowns: the period's range holds whose visit each is.
  await db.schema.dropIndex('lead_visits_visited_at_idx').execute();
  await db.schema
    .createIndex('lead_visits_visited_at_idx')
    .on('lead_visits')
    .columns(['visited_at', 'lead_id'])
    .execute();
  // What the breakdowns read of a visit's, a checkout's or a sale's person, region included.
  await db.schema.dropIndex('analytics_leads_attribution_idx').execute();
  await db.schema
    .createIndex('analytics_leads_attribution_idx')
    .on('leads')
    .columns([...ATTRIBUTION_COLUMNS, 'region'])
    .execute();

  await db.schema.alterTable('checkouts').addColumn('visited_at', 'text').execute();
  await sql`update checkouts set visited_at = updated_at where status = 'visited'`.execute(db);
  // The lead kept the time its current checkout was opened.
  await sql`update checkouts set visited_at = (
      select leads.checkout_visited_at from leads
      where leads.id = checkouts.lead_id and leads.checkout_url = checkouts.link)
    where visited_at is null and lead_id is not null`.execute(db);

  // A sale kept after its buyer asked to be erased (decision 0012) must not be offered for onboarding.
  await db.schema.alterTable('checkouts').addColumn('buyer_erased_at', 'text').execute();
  await sql`update checkouts set buyer_erased_at = updated_at
    where lead_id is null and external_reference like '%anonimo%'`.execute(db);

  // Keyed by buyer: the lead, or the paid checkout itself when the buyer never filled the lead form.
  await db.schema
    .createTable('buyer_onboarding')
    .addColumn('buyer_id', 'text', (col) => col.primaryKey())
    .addColumn('lead_id', 'text', (col) => col.unique().references('leads.id').onDelete('cascade'))
    .addColumn('checkout_id', 'text', (col) => col.unique().references('checkouts.id').onDelete('cascade'))
    .addColumn('confirmation_sent_at', 'text')
    .addColumn('confirmation_sent_by', 'text')
    .addColumn('in_whatsapp_group_at', 'text')
    .addColumn('in_whatsapp_group_by', 'text')
    .addColumn('attended_at', 'text')
    .addColumn('attended_by', 'text')
    .addColumn('notes', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('updated_by', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await sql`insert into buyer_onboarding (buyer_id, lead_id, checkout_id, confirmation_sent_at,
      confirmation_sent_by, in_whatsapp_group_at, in_whatsapp_group_by, attended_at, attended_by, notes,
      updated_by, updated_at)
    select lead_id, lead_id, null, confirmation_sent_at, confirmation_sent_by, in_whatsapp_group_at,
      in_whatsapp_group_by, attended_at, attended_by, notes, updated_by, updated_at
    from onboarding_checklists`.execute(db);
  await db.schema.dropTable('onboarding_checklists').execute();
  await db.schema.alterTable('buyer_onboarding').renameTo('onboarding_checklists').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('onboarding_checklists').renameTo('buyer_onboarding').execute();
  await db.schema
    .createTable('onboarding_checklists')
    .addColumn('lead_id', 'text', (col) => col.primaryKey().references('leads.id').onDelete('cascade'))
    .addColumn('confirmation_sent_at', 'text')
    .addColumn('confirmation_sent_by', 'text')
    .addColumn('in_whatsapp_group_at', 'text')
    .addColumn('in_whatsapp_group_by', 'text')
    .addColumn('attended_at', 'text')
    .addColumn('attended_by', 'text')
    .addColumn('notes', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('updated_by', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await sql`insert into onboarding_checklists
    select lead_id, confirmation_sent_at, confirmation_sent_by, in_whatsapp_group_at, in_whatsapp_group_by,
      attended_at, attended_by, notes, updated_by, updated_at
    from buyer_onboarding where lead_id is not null`.execute(db);
  await db.schema.dropTable('buyer_onboarding').execute();
  await db.schema.alterTable('checkouts').dropColumn('buyer_erased_at').execute();
  await db.schema.alterTable('checkouts').dropColumn('visited_at').execute();
  await db.schema.dropIndex('analytics_leads_attribution_idx').execute();
  await db.schema
    .createIndex('analytics_leads_attribution_idx')
    .on('leads')
    .columns(ATTRIBUTION_COLUMNS)
    .execute();
  await db.schema.dropIndex('lead_visits_visited_at_idx').execute();
  await db.schema.createIndex('lead_visits_visited_at_idx').on('lead_visits').column('visited_at').execute();
  await listIndexes(db, []);
  await db.schema.dropIndex('leads_lead_at_idx').execute();
  await db.schema.createIndex('analytics_leads_cohort_idx').on('leads').columns(COHORT_COLUMNS).execute();
  await db.schema.alterTable('leads').dropColumn('lead_at').execute();
}
