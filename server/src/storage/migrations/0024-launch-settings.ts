// The launch settings staff edit (core/src/launch-settings.ts): one current document, and every
// change kept with who made it and the document before and after.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row, id 'current'; no row means the spec's defaults (a fresh install).
  await db.schema
    .createTable('launch_settings')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('document', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    // The staff member's id, kept as text: the audit, not this row, says who they were.
    .addColumn('updated_by', 'text')
    .execute();

  await db.schema
    .createTable('launch_settings_audit')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('changed_at', 'text', (col) => col.notNull())
    // The staff member's id, e-mail and name as they were: the audit outlives an account.
    .addColumn('staff_id', 'text')
    .addColumn('staff_email', 'text', (col) => col.notNull())
    .addColumn('staff_name', 'text', (col) => col.notNull())
    .addColumn('before_document', 'text', (col) => col.notNull())
    .addColumn('after_document', 'text', (col) => col.notNull())
    .execute();
  // The staff screen lists the newest changes first.
  await db.schema
    .createIndex('launch_settings_audit_changed_at_idx')
    .on('launch_settings_audit')
    .columns(['changed_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('launch_settings_audit').execute();
  await db.schema.dropTable('launch_settings').execute();
}
