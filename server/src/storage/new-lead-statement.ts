// NewLeadWriter: a new phone's save goes with the saves that arrive at the same time, so that under
// load they share one commit. PostgreSQL: migration 0035's function, one round trip for the batch
// (batched-calls.ts). SQLite: fixed statements in a grouped commit (sqlite-new-leads.ts).
import { type Kysely, sql } from 'kysely';
import type { NewLeadOutcome, NewLeadWriter, NewLeadWrites } from '../domain/ports/leads.ts';
import { batchedCalls } from './batched-calls.ts';
import { engineOf } from './database.ts';
import { groupCommit } from './group-commit.ts';
import { createLeadsRepository, leadPhoneLock } from './leads-repository.ts';
import { newLeadRow } from './new-lead-rows.ts';
import type { Database } from './schema.ts';
import { insertNewLeadOnSqlite } from './sqlite-new-leads.ts';

/**
 * PostgreSQL: one call under way at a time, the saves that arrive meanwhile gather for the next.
 * Measured on two cores, two or more calls at once were slower (each waited on the other's index
 * pages), and the server answers the other routes while a call runs.
 */
const POSTGRES_BATCHES = { maxInFlight: 1, maxBatch: 100 };

export function createNewLeadWriter(db: Kysely<Database>): NewLeadWriter {
  const { isActivePartner } = createLeadsRepository(db);
  if (engineOf(db) === 'postgres')
    return {
      isActivePartner,
      insertIfPhoneNew: batchedCalls((saves: NewLeadWrites[]) => saveNewLeads(db, saves), POSTGRES_BATCHES),
    };
  const scope = groupCommit(db, (trx) => trx);
  return {
    isActivePartner,
    insertIfPhoneNew: (writes) => scope((trx) => insertNewLeadOnSqlite(trx, writes)),
  };
}

async function saveNewLeads(db: Kysely<Database>, saves: NewLeadWrites[]): Promise<NewLeadOutcome[]> {
  const payload = saves.map((writes) => ({
    lock: leadPhoneLock(writes.lead.phone),
    lead: newLeadRow(writes.lead),
    capability: writes.capability,
    call_slug: writes.freeCall?.eventSlug,
    registration: writes.freeCall?.registration,
    consent: writes.consent,
    captured: writes.captured,
    registered: writes.freeCall?.registered,
  }));
  const { rows } = await sql<{ outcomes: NewLeadOutcome[] }>`
    select funil_save_new_leads(${JSON.stringify(payload)}::jsonb) as outcomes`.execute(db);
  const outcomes = rows[0]?.outcomes;
  if (!outcomes) throw new Error('funil_save_new_leads answered nothing');
  return outcomes;
}
