// Issue 27 (reproduction 14): a checkout keeps where its buyer's visit came from, with or without a
// lead form, and how its buyer became a lead; the payment sandbox keeps what its buyer typed.
import type { Kysely } from 'kysely';

/** The attribution core/attribution-keys.ts names, then Meta's click id and the partner's code. */
const ATTRIBUTION_COLUMNS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'referrer',
  'landing_page',
  'fbc',
  'partner_code',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // One column a statement: SQLite's ALTER TABLE adds one at a time.
  for (const column of [...ATTRIBUTION_COLUMNS, 'buyer_link']) {
    await db.schema.alterTable('checkouts').addColumn(column, 'text').execute();
  }
  await db.schema.alterTable('sandbox_sessions').addColumn('customer', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sandbox_sessions').dropColumn('customer').execute();
  for (const column of ['buyer_link', ...ATTRIBUTION_COLUMNS].reverse()) {
    await db.schema.alterTable('checkouts').dropColumn(column).execute();
  }
}
