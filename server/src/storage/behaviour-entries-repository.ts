// Keeps behaviour_entries and their daily sums in step with a lead's clicks_data/page_views, and fills
// both for rows written before they existed.
import { type Kysely, sql } from 'kysely';
import { type DailyEntry, dailyDeltas } from '../domain/behaviour-daily.ts';
import { type BehaviourEntry, behaviourEntries, deviceCategory } from '../domain/behaviour-entries.ts';
import { readStoredClicks, readStoredPageViews } from '../domain/merge-behaviour.ts';
import type { Database } from './schema.ts';

/** Rows per INSERT: well under SQLite's 32,766 bound parameters at 8 columns a row. */
const INSERT_CHUNK = 500;
const BACKFILL_PAGE = 1_000;

interface LeadBehaviourRow {
  id: string;
  device_info: string | null;
  clicks_data: string | null;
  page_views: string | null;
}

function entriesOf(lead: LeadBehaviourRow): BehaviourEntry[] {
  return behaviourEntries(
    lead.id,
    deviceCategory(lead.device_info),
    readStoredClicks(lead.clicks_data),
    readStoredPageViews(lead.page_views),
  );
}

async function insertEntries(db: Kysely<Database>, entries: BehaviourEntry[]): Promise<void> {
  for (let i = 0; i < entries.length; i += INSERT_CHUNK) {
    await db
      .insertInto('behaviour_entries')
      .values(entries.slice(i, i + INSERT_CHUNK))
      .execute();
  }
}

/** Adds each delta to its daily sum; concurrent writers add, never overwrite (ON CONFLICT on both engines). */
async function addToDaily(db: Kysely<Database>, before: DailyEntry[], after: DailyEntry[]): Promise<void> {
  const deltas = dailyDeltas(before, after);
  for (let i = 0; i < deltas.length; i += INSERT_CHUNK) {
    await db
      .insertInto('behaviour_daily')
      .values(deltas.slice(i, i + INSERT_CHUNK))
      .onConflict((oc) =>
        oc.columns(['day', 'kind', 'target', 'device']).doUpdateSet({
          entries: sql`behaviour_daily.entries + excluded.entries`,
          time_spent_ms: sql`behaviour_daily.time_spent_ms + excluded.time_spent_ms`,
        }),
      )
      .execute();
  }
}

/** Rewrites one lead's rows from what its lead row holds now; call it inside the behaviour update. */
export async function syncBehaviourEntries(db: Kysely<Database>, leadId: string): Promise<void> {
  const lead = await db
    .selectFrom('leads')
    .select(['id', 'device_info', 'clicks_data', 'page_views'])
    .where('id', '=', leadId)
    .executeTakeFirst();
  const before = await db.selectFrom('behaviour_entries').selectAll().where('lead_id', '=', leadId).execute();
  const after = lead ? entriesOf(lead) : [];
  await db.deleteFrom('behaviour_entries').where('lead_id', '=', leadId).execute();
  await insertEntries(db, after);
  await addToDaily(
    db,
    before.map((row) => ({ ...row, time_spent_ms: Number(row.time_spent_ms) })),
    after,
  );
}

/**
 * Fills the rows of every lead with behaviour but no entries (data written before migration 0014,
 * or loaded in bulk), and their daily sums. Returns how many leads it filled.
 */
export async function backfillBehaviourEntries(db: Kysely<Database>): Promise<number> {
  let filled = 0;
  let after = '';
  for (;;) {
    const leads = await db
      .selectFrom('leads')
      .select(['id', 'device_info', 'clicks_data', 'page_views'])
      .where('id', '>', after)
      .where((eb) => eb.or([eb('clicks_data', 'is not', null), eb('page_views', 'is not', null)]))
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('behaviour_entries').select('lead_id').whereRef('lead_id', '=', 'leads.id'),
          ),
        ),
      )
      .orderBy('id')
      .limit(BACKFILL_PAGE)
      .execute();
    if (leads.length === 0) return filled;
    const entries = leads.flatMap(entriesOf);
    await db.transaction().execute(async (trx) => {
      await insertEntries(trx, entries);
      await addToDaily(trx, [], entries);
    });
    filled += leads.length;
    after = leads[leads.length - 1]?.id ?? after;
  }
}
