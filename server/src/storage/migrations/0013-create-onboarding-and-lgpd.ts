// Staff operations: the buyers' onboarding checklist, who sent an event message, and when a lead was anonymised.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
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
    // The staff e-mail of the last change, so a tick can be traced to a person.
    .addColumn('updated_by', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema.alterTable('event_registrations').addColumn('message_sent_at', 'text').execute();
  await db.schema.alterTable('event_registrations').addColumn('message_sent_by', 'text').execute();

  // Set once the lead's personal data is gone; the row stays as an anonymous record.
  await db.schema.alterTable('leads').addColumn('anonymized_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('leads').dropColumn('anonymized_at').execute();
  await db.schema.alterTable('event_registrations').dropColumn('message_sent_by').execute();
  await db.schema.alterTable('event_registrations').dropColumn('message_sent_at').execute();
  await db.schema.dropTable('onboarding_checklists').execute();
}
