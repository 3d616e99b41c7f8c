// Partial refunds and chargeback disputes are their own checkout states; the refunded amount is kept.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('checkouts')
    .addColumn('refunded_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('checkouts').dropColumn('refunded_cents').execute();
}
