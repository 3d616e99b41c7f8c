// The staff leads workspace: a lead's qualification mark and the indexes its filters, sorts and KPIs use.
import { type Kysely, sql } from 'kysely';

/**
 * The list shows the newest leads first, so each filter's index ends with (created_at, id): the
 * page comes off the index in order and the count never reads a row. Rows are wide (the
 * behaviour logs), and created_at sits after them, so reading rows is what must be avoided.
 */
const FILTER_INDEXES = [
  'journey_stage',
  'conversion_stage',
  'utm_source',
  'utm_campaign',
  'region',
  'partner_code',
  'has_purchased',
  'qualification_status',
] as const;

/** Sorts other than the newest first, and the instants the KPIs count by. */
const SINGLE_INDEXES = [
  'engagement_score',
  'name',
  'last_visit',
  'visit_count',
  'trans_value',
  'checkout_visited_at',
  'checkout_abandoned_at',
] as const;

/**
 * Search (name, phone, Instagram) and filter combinations scan this instead of the table: every
 * column they test, in newest-first order, so a page stops early and a count reads no row.
 */
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

// Migrations are frozen in time, so they take an untyped db rather than today's schema.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('leads')
    .addColumn('qualification_status', 'text', (col) =>
      col.check(sql`qualification_status in ('qualified', 'not_qualified')`),
    )
    .execute();
  await db.schema.alterTable('leads').addColumn('qualified_at', 'text').execute();
  await db.schema.alterTable('leads').addColumn('qualified_by', 'text').execute();

  for (const column of FILTER_INDEXES) {
    await db.schema
      .createIndex(`leads_${column}_created_idx`)
      .on('leads')
      .columns([column, 'created_at', 'id'])
      .execute();
  }
  for (const column of SINGLE_INDEXES) {
    await db.schema.createIndex(`leads_${column}_idx`).on('leads').column(column).execute();
  }
  await db.schema.createIndex('leads_list_idx').on('leads').columns(LIST_INDEX_COLUMNS).execute();
  // Covering the KPIs' checkout counts and revenue, so they read no checkout row.
  await db.schema
    .createIndex('checkouts_created_at_idx')
    .on('checkouts')
    .columns(['created_at', 'status'])
    .execute();
  await db.schema
    .createIndex('checkouts_paid_at_idx')
    .on('checkouts')
    .columns(['paid_at', 'status', 'amount_cents'])
    .execute();
  await db.schema
    .createIndex('provider_events_checkout_id_idx')
    .on('provider_events')
    .column('checkout_id')
    .execute();
  await db.schema
    .createIndex('tracking_events_lead_id_idx')
    .on('tracking_events')
    .column('lead_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'tracking_events_lead_id_idx',
    'provider_events_checkout_id_idx',
    'checkouts_paid_at_idx',
    'checkouts_created_at_idx',
    'leads_list_idx',
    ...SINGLE_INDEXES.map((column) => `leads_${column}_idx`),
    ...FILTER_INDEXES.map((column) => `leads_${column}_created_idx`),
  ]) {
    await db.schema.dropIndex(name).execute();
  }
  await db.schema.alterTable('leads').dropColumn('qualified_by').execute();
  await db.schema.alterTable('leads').dropColumn('qualified_at').execute();
  await db.schema.alterTable('leads').dropColumn('qualification_status').execute();
}
