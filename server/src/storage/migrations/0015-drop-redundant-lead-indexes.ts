// Every index on leads is rewritten by every lead save; these four repeat another index (the same
// column twice, or the leading column of a wider index), so they cost writes and serve no read.
import type { Kysely } from 'kysely';

/** Each redundant index, its column and the index that already answers its look-ups. */
const REDUNDANT = [
  { name: 'analytics_leads_checkout_visited_at_idx', column: 'checkout_visited_at' }, // = leads_checkout_visited_at_idx
  { name: 'analytics_leads_checkout_abandoned_at_idx', column: 'checkout_abandoned_at' }, // = leads_checkout_abandoned_at_idx
  { name: 'leads_created_at_idx', column: 'created_at' }, // leads_list_idx and analytics_leads_cohort_idx start with it
  { name: 'leads_partner_code_idx', column: 'partner_code' }, // leads_partner_code_created_idx starts with it
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { name } of REDUNDANT) await db.schema.dropIndex(name).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name, column } of REDUNDANT) {
    await db.schema.createIndex(name).on('leads').column(column).execute();
  }
}
