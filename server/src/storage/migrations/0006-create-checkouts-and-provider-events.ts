// Payment attempts and the providers' webhook log; a repeated webhook id is refused by UNIQUE.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('checkouts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // Null when the browser had no lead: the spec then references the attempt by a timestamp.
    .addColumn('lead_id', 'text', (col) => col.references('leads.id').onDelete('set null'))
    .addColumn('offer_code', 'text', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull().defaultTo('BRL'))
    .addColumn('max_installments', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('provider_checkout_id', 'text')
    .addColumn('link', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('created'))
    .addColumn('external_reference', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('paid_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('checkouts_lead_id_idx').on('checkouts').column('lead_id').execute();
  await db.schema
    .createIndex('checkouts_external_reference_idx')
    .on('checkouts')
    .column('external_reference')
    .execute();
  // Several NULLs are allowed on both engines, so attempts not yet sent to the provider fit.
  await db.schema
    .createIndex('checkouts_provider_checkout_key')
    .on('checkouts')
    .columns(['provider', 'provider_checkout_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('provider_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('provider_event_id', 'text', (col) => col.notNull())
    .addColumn('event_type', 'text', (col) => col.notNull())
    .addColumn('checkout_id', 'text', (col) => col.references('checkouts.id').onDelete('set null'))
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('received_at', 'text', (col) => col.notNull())
    .addColumn('processed_at', 'text')
    .addUniqueConstraint('provider_events_provider_event_key', ['provider', 'provider_event_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('provider_events').execute();
  await db.schema.dropTable('checkouts').execute();
}
