// The page load a visit row stands for: the browser registers the same load again after a second
// save or a retry, and the unique key makes that one row, so visit_count counts page loads.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('lead_visits').addColumn('visit_key', 'text').execute();
  await db.schema
    .createIndex('lead_visits_lead_key_idx')
    .on('lead_visits')
    .columns(['lead_id', 'visit_key'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('lead_visits_lead_key_idx').execute();
  await db.schema.alterTable('lead_visits').dropColumn('visit_key').execute();
}
