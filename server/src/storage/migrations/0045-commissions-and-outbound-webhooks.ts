// Issue 31: partners earn a commission paid by the provider's split, and the producer's own systems
// hear what happens through signed webhooks.
// - A partner's commission is a percentage (basis points) of what a sale credited to it charged, or a
//   fixed amount per offer (partner_offer_commissions); Asaas pays it to the partner's wallet. The
//   partner's private page is opened with a secret whose hash is kept here (staff rotate it).
// - The commission ledger keeps one row per sale and partner, with its state and the provider's reason.
// - Outbound webhooks: every event the producer may hear is a row of outbound_events, written in the
//   transaction of what it reports (an outbox: nothing is announced that did not happen, nothing that
//   happened is lost); a delivery is one event for one endpoint, retried on a schedule, each try kept.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('partners').addColumn('commission_percent_bp', 'integer').execute();
  await db.schema.alterTable('partners').addColumn('asaas_wallet_id', 'text').execute();
  await db.schema.alterTable('partners').addColumn('page_secret_hash', 'text').execute();
  await db.schema.alterTable('partners').addColumn('page_secret_rotated_at', 'text').execute();

  // A fixed commission for one offer, instead of the partner's percentage.
  await db.schema
    .createTable('partner_offer_commissions')
    .addColumn('partner_code', 'text', (col) => col.notNull())
    .addColumn('offer_code', 'text', (col) => col.notNull())
    .addColumn('fixed_cents', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('partner_offer_commissions_pk', ['partner_code', 'offer_code'])
    .execute();

  // The commission ledger: pending → released, or cancelled (the provider's reason), or reversed
  // (refund, chargeback). One row per checkout and partner.
  await db.schema
    .createTable('commissions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('checkout_id', 'text', (col) => col.notNull())
    .addColumn('partner_code', 'text', (col) => col.notNull())
    .addColumn('launch_id', 'text')
    .addColumn('wallet_id', 'text')
    .addColumn('percent_bp', 'integer')
    .addColumn('fixed_cents', 'integer')
    .addColumn('base_cents', 'integer', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('status_reason', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('released_at', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('reversed_at', 'text')
    .addUniqueConstraint('commissions_checkout_partner_key', ['checkout_id', 'partner_code'])
    .execute();
  await db.schema
    .createIndex('commissions_partner_idx')
    .on('commissions')
    .columns(['partner_code', 'status'])
    .execute();

  // An address of the producer's that hears some events, signed with its own secret (whsec_…).
  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('events', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    /** Since when every delivery has failed (null while the last one succeeded). */
    .addColumn('failing_since', 'text')
    .addColumn('disabled_at', 'text')
    .addColumn('disabled_reason', 'text')
    .addColumn('deleted_at', 'text')
    .execute();

  // The outbox: one row per event, its id the Standard Webhooks `webhook-id`, its payload the body
  // every endpoint receives. fanned_out_at: when its deliveries were made.
  await db.schema
    .createTable('outbound_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('lead_id', 'text')
    .addColumn('occurred_at', 'text', (col) => col.notNull())
    .addColumn('fanned_out_at', 'text')
    .execute();
  await db.schema
    .createIndex('outbound_events_fan_out_idx')
    .on('outbound_events')
    .columns(['fanned_out_at', 'occurred_at'])
    .execute();
  await db.schema.createIndex('outbound_events_lead_idx').on('outbound_events').column('lead_id').execute();

  // One event for one endpoint: pending until a 2xx (succeeded) or the schedule's end (failed).
  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('endpoint_id', 'text', (col) => col.notNull())
    .addColumn('event_id', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('last_attempt_at', 'text')
    .addColumn('last_status_code', 'integer')
    /** A sender's claim on the delivery until claimed_until (two processes never send the same try). */
    .addColumn('claim_id', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('webhook_deliveries_endpoint_event_key', ['endpoint_id', 'event_id'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_due_idx')
    .on('webhook_deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_endpoint_idx')
    .on('webhook_deliveries')
    .columns(['endpoint_id', 'created_at'])
    .execute();

  // Each try of a delivery: when, how long, the status code or why there was none.
  await db.schema
    .createTable('webhook_attempts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('delivery_id', 'text', (col) => col.notNull())
    .addColumn('attempt', 'integer', (col) => col.notNull())
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('duration_ms', 'integer', (col) => col.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('error', 'text')
    .addUniqueConstraint('webhook_attempts_delivery_attempt_key', ['delivery_id', 'attempt'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webhook_attempts').execute();
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('outbound_events').execute();
  await db.schema.dropTable('webhook_endpoints').execute();
  await db.schema.dropTable('commissions').execute();
  await db.schema.dropTable('partner_offer_commissions').execute();
  for (const column of [
    'page_secret_rotated_at',
    'page_secret_hash',
    'asaas_wallet_id',
    'commission_percent_bp',
  ]) {
    await db.schema.alterTable('partners').dropColumn(column).execute();
  }
}
