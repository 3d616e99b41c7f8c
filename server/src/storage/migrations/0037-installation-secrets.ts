// The secrets an installation makes for itself on first start (the sandbox WhatsApp's app secret and
// verify token, the sandbox payments' webhook token) when none is configured: random, kept here so
// every process and every restart of one installation agrees on them (docs/decisions/0029).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('installation_secrets')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('installation_secrets').execute();
}
