// Indexes for speed (issue 8's lead save, issue 7's dashboards): every lead save rewrites every
// index on leads, so redundant ones go; three others gain the columns their readers fetched from
// the (wide) rows, so those reads stay within the index.
import type { Kysely } from 'kysely';

/** Each redundant index and its column; the comment names the index that already answers its look-ups. */
const REDUNDANT = [
  { name: 'analytics_leads_checkout_visited_at_idx', column: 'checkout_visited_at' }, // = leads_checkout_visited_at_idx
  { name: 'analytics_leads_checkout_abandoned_at_idx', column: 'checkout_abandoned_at' }, // = leads_checkout_abandoned_at_idx
  { name: 'leads_created_at_idx', column: 'created_at' }, // leads_list_idx and analytics_leads_cohort_idx start with it
  { name: 'leads_partner_code_idx', column: 'partner_code' }, // leads_partner_code_created_idx starts with it
] as const;

/**
 * Same name and leading columns (so every earlier reader keeps its plan), wider by what a
 * dashboard reads: SQLite scanned journey_stage's index for the journey's stage counts and read
 * every lead row for conversion_stage (0.66 s of 0.95 s at 100,000 leads); the launch results'
 * events table read each registration's and each checkout's row.
 */
const WIDENED = [
  {
    name: 'leads_journey_stage_created_idx',
    table: 'leads',
    before: ['journey_stage', 'created_at', 'id'],
    after: ['journey_stage', 'created_at', 'id', 'conversion_stage'],
  },
  {
    name: 'analytics_registrations_date_idx',
    table: 'event_registrations',
    before: ['registration_date'],
    after: ['registration_date', 'event_id', 'lead_id'],
  },
  {
    name: 'checkouts_lead_id_idx',
    table: 'checkouts',
    before: ['lead_id'],
    after: ['lead_id', 'paid_at', 'amount_cents'],
  },
] as const;

async function recreate(db: Kysely<unknown>, name: string, table: string, columns: readonly string[]) {
  await db.schema.dropIndex(name).execute();
  await db.schema
    .createIndex(name)
    .on(table)
    .columns([...columns])
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { name } of REDUNDANT) await db.schema.dropIndex(name).execute();
  for (const { name, table, after } of WIDENED) await recreate(db, name, table, after);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name, table, before } of WIDENED) await recreate(db, name, table, before);
  for (const { name, column } of REDUNDANT) {
    await db.schema.createIndex(name).on('leads').column(column).execute();
  }
}
