// Leads remember the partner whose page brought them (the widget's data-partner code).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('leads').addColumn('partner_code', 'text').execute();
  await db.schema.createIndex('leads_partner_code_idx').on('leads').column('partner_code').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('leads_partner_code_idx').execute();
  await db.schema.alterTable('leads').dropColumn('partner_code').execute();
}
