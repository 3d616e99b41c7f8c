// A lead's behaviour rows (behaviour_entries) and their daily sums (behaviour_daily); what they hold is
// decided by domain/behaviour-sync.ts.
import { type Kysely, sql } from 'kysely';
import type {
  BehaviourEntriesStore,
  BehaviourEntry,
  DailyDelta,
} from '../domain/ports/behaviour-entries-store.ts';
import type { Database } from './schema.ts';

/** Rows per INSERT: well under SQLite's 32,766 bound parameters at 8 columns a row. */
const INSERT_CHUNK = 500;

async function insertEntries(db: Kysely<Database>, entries: readonly BehaviourEntry[]): Promise<void> {
  for (let i = 0; i < entries.length; i += INSERT_CHUNK) {
    await db
      .insertInto('behaviour_entries')
      .values(entries.slice(i, i + INSERT_CHUNK))
      .execute();
  }
}

/** Adds each delta to its daily sum; concurrent writers add, never overwrite (ON CONFLICT on both engines). */
async function addToDaily(db: Kysely<Database>, deltas: readonly DailyDelta[]): Promise<void> {
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

export function createBehaviourEntriesRepository(db: Kysely<Database>): BehaviourEntriesStore {
  return {
    leadBehaviour(leadId) {
      return db
        .selectFrom('leads')
        .select(['id', 'device_info', 'clicks_data', 'page_views'])
        .where('id', '=', leadId)
        .executeTakeFirst();
    },

    async storedEntries(leadId) {
      const rows = await db
        .selectFrom('behaviour_entries')
        .selectAll()
        .where('lead_id', '=', leadId)
        .execute();
      return rows.map((row) => ({ ...row, time_spent_ms: Number(row.time_spent_ms) }));
    },

    async replaceEntries(leadId, entries, deltas) {
      await db.deleteFrom('behaviour_entries').where('lead_id', '=', leadId).execute();
      await insertEntries(db, entries);
      await addToDaily(db, deltas);
    },

    leadsWithoutEntries(after, limit) {
      return db
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
        .limit(limit)
        .execute();
    },

    async addEntries(entries, deltas) {
      await db.transaction().execute(async (trx) => {
        await insertEntries(trx, entries);
        await addToDaily(trx, deltas);
      });
    },
  };
}
