// Analytics storage: behaviour_entries (one row per kept click or page view, for timelines),
// behaviour_daily (their sums per São Paulo day, for the charts), conversion_models (each trained
// model), and indexes for the dashboards' period scans.
import type { Kysely } from 'kysely';

/** The journey counts each stage move by the column holding its instant (checkout_created_at leads CHECKOUT_COLUMNS). */
const STAGE_TIME_COLUMNS = [
  'checkout_created_at',
  'checkout_visited_at',
  'checkout_abandoned_at',
  'purchase_date',
];

/**
 * A lead row carries its clicks and page views as JSON (kilobytes), and the columns after them
 * (created_at, partner_code, the scores) sit in overflow pages: reading them for 30,000 leads
 * took seconds. These indexes hold every column a dashboard filters or groups leads by, so the
 * period scans read the indexes alone.
 */
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
/** What the launch results join from a sale's lead. */
const ATTRIBUTION_COLUMNS = ['id', 'utm_source', 'utm_campaign', 'partner_code'];
/** Abandoned checkouts by when they were created. */
export const CHECKOUT_COLUMNS = [
  'checkout_created_at',
  'has_purchased',
  'checkout_status',
  'checkout_abandoned_at',
  'checkout_updated_at',
  'engagement_score',
  'id',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('behaviour_entries')
    .addColumn('lead_id', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('target', 'text', (col) => col.notNull())
    .addColumn('page', 'text', (col) => col.notNull())
    // A page view may last longer than a 32-bit number of milliseconds.
    .addColumn('time_spent_ms', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('device', 'text', (col) => col.notNull())
    .addColumn('occurred_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('behaviour_entries_pk', ['lead_id', 'kind', 'seq'])
    .execute();

  // A million entries are too many to group per request; their daily sums are a few thousand rows.
  await db.schema
    .createTable('behaviour_daily')
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('target', 'text', (col) => col.notNull())
    .addColumn('device', 'text', (col) => col.notNull())
    .addColumn('entries', 'bigint', (col) => col.notNull())
    .addColumn('time_spent_ms', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('behaviour_daily_pk', ['day', 'kind', 'target', 'device'])
    .execute();

  await db.schema
    .createTable('conversion_models')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('trained_at', 'text', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('conversion_models_trained_at_idx')
    .on('conversion_models')
    .column('trained_at')
    .execute();

  // Prefixed names: other branches add indexes on these tables too.
  await db.schema.createIndex('analytics_checkouts_paid_at_idx').on('checkouts').column('paid_at').execute();
  for (const column of STAGE_TIME_COLUMNS.filter((c) => c !== 'checkout_created_at')) {
    await db.schema.createIndex(`analytics_leads_${column}_idx`).on('leads').column(column).execute();
  }
  await db.schema.createIndex('analytics_leads_cohort_idx').on('leads').columns(COHORT_COLUMNS).execute();
  await db.schema
    .createIndex('analytics_leads_attribution_idx')
    .on('leads')
    .columns(ATTRIBUTION_COLUMNS)
    .execute();
  await db.schema.createIndex('analytics_leads_checkout_idx').on('leads').columns(CHECKOUT_COLUMNS).execute();
  await db.schema
    .createIndex('analytics_registrations_date_idx')
    .on('event_registrations')
    .column('registration_date')
    .execute();
  await db.schema
    .createIndex('analytics_provider_events_checkout_idx')
    .on('provider_events')
    .column('checkout_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('analytics_provider_events_checkout_idx').execute();
  await db.schema.dropIndex('analytics_registrations_date_idx').execute();
  await db.schema.dropIndex('analytics_leads_checkout_idx').execute();
  await db.schema.dropIndex('analytics_leads_attribution_idx').execute();
  await db.schema.dropIndex('analytics_leads_cohort_idx').execute();
  for (const column of STAGE_TIME_COLUMNS.filter((c) => c !== 'checkout_created_at')) {
    await db.schema.dropIndex(`analytics_leads_${column}_idx`).execute();
  }
  await db.schema.dropIndex('analytics_checkouts_paid_at_idx').execute();
  await db.schema.dropTable('conversion_models').execute();
  await db.schema.dropTable('behaviour_daily').execute();
  await db.schema.dropTable('behaviour_entries').execute();
}
