// The ads outbox: each tracking event waits here until a sender delivers it (or it grows too old).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tracking_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // The browser pixel's event_id: Meta de-duplicates the two copies by name and id.
    .addColumn('event_id', 'text', (col) => col.notNull())
    .addColumn('event_name', 'text', (col) => col.notNull())
    /** Unix seconds, as the Conversions API wants them. */
    .addColumn('event_time', 'integer', (col) => col.notNull())
    .addColumn('lead_id', 'text', (col) => col.references('leads.id').onDelete('set null'))
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('tracking_events_name_event_key', ['event_name', 'event_id'])
    .execute();
  await db.schema
    .createIndex('tracking_events_due_idx')
    .on('tracking_events')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tracking_events').execute();
}
