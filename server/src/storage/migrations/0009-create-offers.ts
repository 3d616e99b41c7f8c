// What is for sale and at what price, so checkouts read prices from the server, never the browser.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('offers')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('pix_price_cents', 'integer', (col) => col.notNull())
    .addColumn('card_total_cents', 'integer', (col) => col.notNull())
    .addColumn('max_installments', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('checkout_expiry_minutes', 'integer', (col) => col.notNull())
    .addColumn('external_reference_prefix', 'text', (col) => col.notNull())
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('offers').execute();
}
