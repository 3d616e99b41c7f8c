// One row per registered page load of a known person (POST /api/visits), so visits can be counted
// per period; leads.visit_count and last_visit stay the running summary of the same rows.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lead_visits')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('lead_id', 'text', (col) => col.notNull().references('leads.id').onDelete('cascade'))
    .addColumn('visited_at', 'text', (col) => col.notNull())
    .addColumn('page', 'text')
    .addColumn('referrer', 'text')
    .addColumn('device', 'text')
    .execute();
  await db.schema.createIndex('lead_visits_visited_at_idx').on('lead_visits').column('visited_at').execute();
  await db.schema
    .createIndex('lead_visits_lead_id_idx')
    .on('lead_visits')
    .columns(['lead_id', 'visited_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lead_visits').execute();
}
