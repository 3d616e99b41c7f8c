// NewLeadWriter on PostgreSQL: new phones' saves through migration 0035's function, one call for
// the saves that arrive together (batched-calls.ts), so a save under load shares its round trip and
// its commit. SQLite has none: its grouped commits (group-commit.ts) share one transaction already.
import { type Kysely, sql } from 'kysely';
import type { NewLead, NewLeadOutcome, NewLeadWriter, NewLeadWrites } from '../domain/save-lead.ts';
import { batchedCalls } from './batched-calls.ts';
import { engineOf } from './database.ts';
import { newRowScore } from './engagement-scores.ts';
import { createLeadsRepository, leadPhoneLock } from './leads-repository.ts';
import type { Database } from './schema.ts';

/**
 * One call under way at a time: the saves that arrive meanwhile gather for the next. Measured on two
 * cores, two or more calls at once were slower (each waited on the other's index pages), and the
 * server answers the other routes while a call runs.
 */
const BATCHES = { maxInFlight: 1, maxBatch: 100 };

export function createNewLeadWriter(db: Kysely<Database>): NewLeadWriter | undefined {
  if (engineOf(db) !== 'postgres') return undefined;
  return {
    isActivePartner: createLeadsRepository(db).isActivePartner,
    insertIfPhoneNew: batchedCalls((saves: NewLeadWrites[]) => saveNewLeads(db, saves), BATCHES),
  };
}

async function saveNewLeads(db: Kysely<Database>, saves: NewLeadWrites[]): Promise<NewLeadOutcome[]> {
  const payload = saves.map((writes) => ({
    lock: leadPhoneLock(writes.lead.phone),
    lead: leadRow(writes.lead),
    capability: writes.capability,
    call_slug: writes.freeCall?.eventSlug,
    registration: writes.freeCall?.registration,
    consent: writes.consent,
  }));
  const { rows } = await sql<{ outcomes: NewLeadOutcome[] }>`
    select funil_save_new_leads(${JSON.stringify(payload)}::jsonb) as outcomes`.execute(db);
  const outcomes = rows[0]?.outcomes;
  if (!outcomes) throw new Error('funil_save_new_leads answered nothing');
  return outcomes;
}

/** The lead columns migration 0035's function inserts. */
type WrittenColumn =
  | 'id'
  | 'name'
  | 'phone'
  | 'email'
  | 'instagram'
  | 'region'
  | 'utm_source'
  | 'utm_medium'
  | 'utm_campaign'
  | 'utm_content'
  | 'utm_term'
  | 'referrer'
  | 'landing_page'
  | 'partner_code'
  | 'visit_pending'
  | 'lead_at'
  | 'created_at'
  | 'updated_at';

/**
 * The row the function inserts. Its type fails to compile when NewLead gains a column the function
 * does not write: that column needs a new version of the function (a migration) and a place here.
 */
function leadRow(
  lead: NewLead,
): Record<Exclude<keyof NewLead, WrittenColumn>, never> & { engagement_score: number | null } {
  return { ...lead, engagement_score: newRowScore(lead) };
}
