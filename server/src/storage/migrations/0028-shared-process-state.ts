// State several server processes must share instead of keeping in memory: when each periodic job
// last ran (one runner per interval across processes), and the payment sandbox's checkout sessions
// (a link opened through one process is paid through another).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_runs')
    .addColumn('job', 'text', (col) => col.primaryKey())
    .addColumn('started_at', 'text', (col) => col.notNull())
    // Null while the run is under way (or its process died during it).
    .addColumn('finished_at', 'text')
    .execute();

  await db.schema
    .createTable('sandbox_sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // The link's secret; the id alone travels in webhooks, logs and staff screens.
    .addColumn('key', 'text', (col) => col.notNull())
    // The provider request as the sandbox received it (JSON).
    .addColumn('request', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sandbox_installment_plans')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('installment_count', 'integer', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sandbox_installment_plans').execute();
  await db.schema.dropTable('sandbox_sessions').execute();
  await db.schema.dropTable('job_runs').execute();
}
