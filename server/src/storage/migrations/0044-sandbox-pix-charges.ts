// Issue 30: the payment sandbox's PIX charges, paid on our own page, kept in the database like its
// checkout sessions (0028) so a charge made through one process is paid or expired through another.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sandbox_pix_charges')
    // pay_ and 24 hex digits, as its webhooks carry it.
    .addColumn('id', 'text', (col) => col.primaryKey())
    // The test page's secret; the id alone travels in webhooks, logs and staff screens.
    .addColumn('key', 'text', (col) => col.notNull())
    // The charge as the provider was asked for it: customer, amount, description, reference (JSON).
    .addColumn('request', 'text', (col) => col.notNull())
    // ACTIVE, then PAID, EXPIRED or CANCELED.
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sandbox_pix_charges').execute();
}
