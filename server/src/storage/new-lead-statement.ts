// NewLeadWriter on PostgreSQL: a new phone's rows in one statement (migration 0033's function), so
// the save is one round trip on an autocommit connection. SQLite has none: its grouped commits
// (group-commit.ts) already share one transaction among the saves that arrive together.
import { type Kysely, sql } from 'kysely';
import type { NewLeadOutcome, NewLeadWriter, NewLeadWrites } from '../domain/save-lead.ts';
import { engineOf } from './database.ts';
import { newRowScore } from './engagement-scores.ts';
import { createLeadsRepository, leadPhoneLock } from './leads-repository.ts';
import type { Database } from './schema.ts';

export function createNewLeadWriter(db: Kysely<Database>): NewLeadWriter | undefined {
  if (engineOf(db) !== 'postgres') return undefined;
  return {
    isActivePartner: createLeadsRepository(db).isActivePartner,

    async insertIfPhoneNew(writes: NewLeadWrites): Promise<NewLeadOutcome> {
      const lead = { ...writes.lead, engagement_score: newRowScore(writes.lead) };
      const { rows } = await sql<{ outcome: NewLeadOutcome }>`
        select funil_save_new_lead(
          ${leadPhoneLock(lead.phone)}, ${JSON.stringify(lead)}::jsonb, ${JSON.stringify(writes.capability)}::jsonb,
          ${writes.freeCall?.eventSlug ?? null}, ${json(writes.freeCall?.registration)}::jsonb,
          ${json(writes.consent)}::jsonb
        ) as outcome`.execute(db);
      const outcome = rows[0]?.outcome;
      if (!outcome) throw new Error('funil_save_new_lead answered nothing');
      return outcome;
    },
  };
}

const json = (value: object | undefined): string | null =>
  value === undefined ? null : JSON.stringify(value);
