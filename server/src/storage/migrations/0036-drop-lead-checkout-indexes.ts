// Four lead indexes no query reads any more: the KPIs and dashboards count checkouts, visits,
// abandonments and purchases from the checkouts table (decision 0017), and the lead's own copies of
// those instants are read by id. Every new lead still paid for them (issue 17: an index is a page
// each commit writes): about 15 µs of a save's 190 µs of CPU, measured in batches of eight.
import type { Kysely } from 'kysely';
import { CHECKOUT_COLUMNS } from './0014-create-analytics.ts';

const SINGLE = [
  { name: 'leads_checkout_visited_at_idx', column: 'checkout_visited_at' },
  { name: 'leads_checkout_abandoned_at_idx', column: 'checkout_abandoned_at' },
  { name: 'analytics_leads_purchase_date_idx', column: 'purchase_date' },
] as const;
/** Migration 0014's abandoned checkouts by when they were created. */
const CHECKOUT = { name: 'analytics_leads_checkout_idx', columns: CHECKOUT_COLUMNS } as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { name } of [...SINGLE, CHECKOUT]) await db.schema.dropIndex(name).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name, column } of SINGLE)
    await db.schema.createIndex(name).on('leads').column(column).execute();
  await db.schema
    .createIndex(CHECKOUT.name)
    .on('leads')
    .columns([...CHECKOUT.columns])
    .execute();
}
