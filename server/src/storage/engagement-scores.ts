// Keeps leads.engagement_score equal to the score of the lead's stored signals.

import { type EngagementColumns, leadEngagement } from '@funil/core/lead-engagement';
import type { Kysely } from 'kysely';
import { ENGAGEMENT_COLUMNS } from './engagement-columns.ts';
import type { Database } from './schema.ts';

/** Called after every write that changes a signal column, inside the same transaction when there is one. */
export async function rescoreLead(db: Kysely<Database>, id: string): Promise<void> {
  const lead = await db
    .selectFrom('leads')
    .select([...ENGAGEMENT_COLUMNS, 'engagement_score'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!lead) return;
  // Most writes leave the score as it was; skipping the write spares the row and its indexes.
  if (lead.engagement_score === leadEngagement(lead).score) return;
  await db
    .updateTable('leads')
    .set({ engagement_score: leadEngagement(lead).score })
    .where('id', '=', id)
    .execute();
}

/** What the column defaults give a new row, so an insert can carry its score instead of a second write. */
const NEW_ROW_SIGNALS: EngagementColumns = {
  visit_count: 0,
  time_on_page: 0,
  clicks_data: null,
  instagram: null,
  checkout_created_at: null,
  checkout_visited_at: null,
  checkout_abandoned_at: null,
};

/** The score of a row about to be inserted with these values (the others left to their defaults). */
export function newRowScore(values: Partial<EngagementColumns>): number {
  const signals = { ...NEW_ROW_SIGNALS };
  for (const key of ENGAGEMENT_COLUMNS) {
    const value = values[key];
    if (value !== undefined) Object.assign(signals, { [key]: value });
  }
  return leadEngagement(signals).score;
}

/**
 * Scores the leads written before scores were kept (or by a path that skipped them), a batch
 * per transaction; answers how many it scored. Cheap when there are none: the column is indexed.
 */
export async function scoreUnscoredLeads(db: Kysely<Database>, batchSize = 1_000): Promise<number> {
  let scored = 0;
  for (;;) {
    const done = await db.transaction().execute(async (trx) => {
      const leads = await trx
        .selectFrom('leads')
        .select(['id', ...ENGAGEMENT_COLUMNS])
        .where('engagement_score', 'is', null)
        .limit(batchSize)
        .execute();
      for (const lead of leads) {
        await trx
          .updateTable('leads')
          .set({ engagement_score: leadEngagement(lead).score })
          .where('id', '=', lead.id)
          .execute();
      }
      return leads.length;
    });
    scored += done;
    if (done < batchSize) return scored;
  }
}
