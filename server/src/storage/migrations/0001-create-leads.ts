// Creates the leads table with every spec §3 field, in types PostgreSQL accepts as well.
import type { Kysely } from 'kysely';

// Migrations are frozen in time, so they take an untyped db rather than today's schema.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('leads')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('instagram', 'text')
    .addColumn('region', 'text')
    .addColumn('last_visit', 'text')
    .addColumn('visit_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('visit_timestamp', 'text')
    .addColumn('journey_stage', 'text', (col) => col.notNull().defaultTo('lead'))
    .addColumn('conversion_stage', 'text', (col) => col.notNull().defaultTo('new_lead'))
    .addColumn('cadence_status', 'text', (col) => col.notNull().defaultTo('inactive'))
    .addColumn('last_message_sent_at', 'text')
    .addColumn('last_message_received_at', 'text')
    .addColumn('messages_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_message_content', 'text')
    .addColumn('last_interaction_at', 'text')
    .addColumn('cadence_step', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('cadence_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('cadence_next_attempt_at', 'text')
    .addColumn('cadence_last_attempt_at', 'text')
    .addColumn('has_purchased', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('purchase_date', 'text')
    .addColumn('purchase_id', 'text')
    .addColumn('checkout_status', 'text')
    .addColumn('checkout_url', 'text')
    .addColumn('checkout_created_at', 'text')
    .addColumn('checkout_updated_at', 'text')
    .addColumn('checkout_visited_at', 'text')
    .addColumn('checkout_abandoned_at', 'text')
    .addColumn('pix_qrcode', 'text')
    .addColumn('pix_url', 'text')
    .addColumn('pix_code', 'text')
    .addColumn('pix_expiration_date', 'text')
    .addColumn('pix_generated_at', 'text')
    .addColumn('payment_provider_transaction_key', 'text')
    .addColumn('plan_name', 'text')
    .addColumn('plan_key', 'text')
    .addColumn('product_key', 'text')
    .addColumn('trans_installments', 'integer')
    .addColumn('trans_value', 'integer')
    .addColumn('trans_status', 'text')
    .addColumn('trans_status_code', 'text')
    .addColumn('instagram_processed', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('instagram_processed_at', 'text')
    .addColumn('visit_pending', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('last_page_visit', 'text')
    .addColumn('instagram_profile_id', 'text')
    .addColumn('utm_source', 'text')
    .addColumn('utm_medium', 'text')
    .addColumn('utm_campaign', 'text')
    .addColumn('utm_content', 'text')
    .addColumn('utm_term', 'text')
    .addColumn('referrer', 'text')
    .addColumn('device_info', 'text')
    .addColumn('url_params', 'text')
    .addColumn('landing_page', 'text')
    .addColumn('clicks_data', 'text')
    .addColumn('page_views', 'text')
    .addColumn('time_on_page', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('engagement_score', 'double precision')
    .addColumn('conversion_probability', 'double precision')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  // Not unique: the spec tolerates several leads sharing a phone and uses the first.
  await db.schema.createIndex('leads_phone_idx').on('leads').column('phone').execute();
  await db.schema.createIndex('leads_created_at_idx').on('leads').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('leads').execute();
}
