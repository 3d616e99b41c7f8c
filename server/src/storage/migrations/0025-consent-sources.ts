// Consents recorded by the lead save (docs/decisions/0012, "Consent"): where the notice was shown,
// and one row per lead and notice version, so a re-save never records the same agreement twice.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // 'site' (Funil's own pages) or 'embed' (a partner's page); null on rows from before this.
  await db.schema.alterTable('consents').addColumn('source', 'text').execute();
  // The active partner whose page showed the notice, as the lead's own partner_code is checked.
  await db.schema.alterTable('consents').addColumn('partner_code', 'text').execute();
  // Nothing wrote this table before this migration, so no existing rows can collide.
  await db.schema
    .createIndex('consents_lead_version_idx')
    .on('consents')
    .columns(['lead_id', 'text_version'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('consents_lead_version_idx').execute();
  await db.schema.alterTable('consents').dropColumn('partner_code').execute();
  await db.schema.alterTable('consents').dropColumn('source').execute();
}
