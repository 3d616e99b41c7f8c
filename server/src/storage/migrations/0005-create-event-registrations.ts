// Spec §3 event_registrations: one row per lead and event, which the UNIQUE constraint guarantees.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('event_registrations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('event_id', 'text', (col) => col.notNull().references('events.id').onDelete('cascade'))
    .addColumn('lead_id', 'text', (col) => col.notNull().references('leads.id').onDelete('cascade'))
    .addColumn('registration_date', 'text', (col) => col.notNull())
    .addColumn('utm_source', 'text')
    .addColumn('utm_medium', 'text')
    .addColumn('utm_campaign', 'text')
    .addColumn('utm_content', 'text')
    .addColumn('utm_term', 'text')
    .addColumn('referrer', 'text')
    .addColumn('landing_page', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('registered'))
    .addColumn('message_sent', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('event_registrations_lead_event_key', ['lead_id', 'event_id'])
    .execute();
  await db.schema
    .createIndex('event_registrations_event_id_idx')
    .on('event_registrations')
    .column('event_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('event_registrations').execute();
}
