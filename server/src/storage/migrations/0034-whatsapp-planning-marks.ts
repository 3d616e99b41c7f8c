// Where the WhatsApp planner resumes a step (plan-jobs.ts resumedWindow): a row per cadence step with
// the latest due time it planned, kept by the job inserts. It replaces whatsapp_jobs_step_due_idx,
// which PostgreSQL without fresh statistics also took for the planner's "no job yet" anti-join:
// probed by (cadence_id, step) it scanned the step's every job per lead (6.3 s for one batch of 100
// leads); with the unique key as the only index that fits, the plan no longer depends on statistics.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('whatsapp_planning_marks')
    .addColumn('cadence_id', 'text', (col) => col.notNull())
    .addColumn('step', 'integer', (col) => col.notNull())
    // The greatest due_at of the step's jobs; it never moves back.
    .addColumn('due_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('whatsapp_planning_marks_pkey', ['cadence_id', 'step'])
    .execute();
  await sql`
    insert into whatsapp_planning_marks (cadence_id, step, due_at)
    select cadence_id, step, max(due_at) from whatsapp_jobs group by cadence_id, step`.execute(db);
  await db.schema.dropIndex('whatsapp_jobs_step_due_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('whatsapp_jobs_step_due_idx')
    .on('whatsapp_jobs')
    .columns(['cadence_id', 'step', 'due_at'])
    .execute();
  await db.schema.dropTable('whatsapp_planning_marks').execute();
}
