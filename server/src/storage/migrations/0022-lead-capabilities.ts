// Who may change a lead, and where it came from last (docs/decisions/0019): the hashed secrets lead
// browsers hold, the claims of browsers without one, and last-touch columns beside the first touch.
import type { Kysely } from 'kysely';

const LAST_TOUCH_COLUMNS = [
  'last_partner_code',
  'last_utm_source',
  'last_utm_medium',
  'last_utm_campaign',
  'last_utm_content',
  'last_utm_term',
  'last_referrer',
  'last_landing_page',
  'last_touch_at',
];

/** 0021's attribution index, which the sales of every screen read their lead through. */
const ATTRIBUTION_COLUMNS = ['id', 'utm_source', 'utm_campaign', 'partner_code', 'region'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lead_claims')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('lead_id', 'text', (col) => col.notNull().references('leads.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('instagram', 'text')
    .addColumn('conversion_stage', 'text', (col) => col.notNull())
    .addColumn('visit_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('registered_for_event', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('last_visit_key', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('lead_claims_lead_id_idx').on('lead_claims').column('lead_id').execute();

  await db.schema
    .createTable('lead_capabilities')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('lead_id', 'text', (col) => col.notNull().references('leads.id').onDelete('cascade'))
    .addColumn('claim_id', 'text', (col) => col.references('lead_claims.id').onDelete('cascade'))
    .addColumn('request_key_hash', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // The resend of a save finds its capability by lead and key; erasure finds them all by lead.
  await db.schema
    .createIndex('lead_capabilities_lead_id_idx')
    .on('lead_capabilities')
    .columns(['lead_id', 'request_key_hash'])
    .execute();

  for (const column of LAST_TOUCH_COLUMNS) {
    await db.schema.alterTable('leads').addColumn(column, 'text').execute();
  }
  // The partner report counts each partner's last-touch leads beside the first-touch ones.
  await db.schema
    .createIndex('leads_last_partner_code_idx')
    .on('leads')
    .columns(['last_partner_code', 'last_touch_at', 'lead_at'])
    .execute();
  // Sales credit the first touch and show the last beside it, read through the same index.
  await db.schema.dropIndex('analytics_leads_attribution_idx').execute();
  await db.schema
    .createIndex('analytics_leads_attribution_idx')
    .on('leads')
    .columns([...ATTRIBUTION_COLUMNS, 'last_touch_at', 'last_partner_code'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('analytics_leads_attribution_idx').execute();
  await db.schema.dropIndex('leads_last_partner_code_idx').execute();
  await db.schema
    .createIndex('analytics_leads_attribution_idx')
    .on('leads')
    .columns(ATTRIBUTION_COLUMNS)
    .execute();
  for (const column of [...LAST_TOUCH_COLUMNS].reverse()) {
    await db.schema.alterTable('leads').dropColumn(column).execute();
  }
  await db.schema.dropTable('lead_capabilities').execute();
  await db.schema.dropTable('lead_claims').execute();
}
