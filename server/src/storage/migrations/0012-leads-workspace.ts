// The staff leads workspace: a lead's qualification mark and the indexes its filters, sorts and KPIs use.
import { type Kysely, sql } from 'kysely';

/** One index per filter or sort of the leads list and per instant the KPIs count by. */
const LEAD_INDEXES = [
  'engagement_score',
  'has_purchased',
  'journey_stage',
  'conversion_stage',
  'utm_source',
  'utm_campaign',
  'region',
  'name',
  'instagram',
  'last_visit',
  'visit_count',
  'trans_value',
  'checkout_visited_at',
  'checkout_abandoned_at',
  'qualification_status',
] as const;

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

  for (const column of LEAD_INDEXES) {
    await db.schema.createIndex(`leads_${column}_idx`).on('leads').column(column).execute();
  }
  await db.schema.createIndex('checkouts_created_at_idx').on('checkouts').column('created_at').execute();
  await db.schema.createIndex('checkouts_paid_at_idx').on('checkouts').column('paid_at').execute();
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
    ...LEAD_INDEXES.map((column) => `leads_${column}_idx`),
  ]) {
    await db.schema.dropIndex(name).execute();
  }
  await db.schema.alterTable('leads').dropColumn('qualified_by').execute();
  await db.schema.alterTable('leads').dropColumn('qualified_at').execute();
  await db.schema.alterTable('leads').dropColumn('qualification_status').execute();
}
