// Consent records (which text a lead agreed to, for what, when) and the partners that embed the widget.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('consents')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('lead_id', 'text', (col) => col.notNull().references('leads.id').onDelete('cascade'))
    .addColumn('text_version', 'text', (col) => col.notNull())
    /** A JSON array of purpose names, e.g. ["contact","ads"]. */
    .addColumn('purposes', 'text', (col) => col.notNull())
    .addColumn('granted_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('consents_lead_id_idx').on('consents').column('lead_id').execute();

  await db.schema
    .createTable('partners')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('partners').execute();
  await db.schema.dropTable('consents').execute();
}
