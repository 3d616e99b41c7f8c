// NewLeadWriter's save on SQLite: a few fixed statements, in the grouped commit of the saves that
// arrive together. Kysely builds and compiles every query anew (about 10 µs each, five a save):
// fixed statements cut the server's CPU per new lead by about a sixth under load.
import { ATTRIBUTION_KEYS } from '@funil/core/attribution';
import { CompiledQuery, type Transaction } from 'kysely';
import type { NewLeadOutcome, NewLeadWrites } from '../domain/save-lead.ts';
import { leadRow, WRITTEN_LEAD_COLUMNS } from './new-lead-rows.ts';
import type { Database } from './schema.ts';
import { TRUE } from './sql-values.ts';

const LEAD_COLUMNS = [...WRITTEN_LEAD_COLUMNS, 'engagement_score'] as const;
const CAPABILITY_COLUMNS = ['token_hash', 'lead_id', 'claim_id', 'request_key_hash', 'created_at'] as const;
const CONSENT_COLUMNS = [
  'id',
  'lead_id',
  'text_version',
  'purposes',
  'granted_at',
  'created_at',
  'source',
  'partner_code',
] as const;
/** The free call's registration; status and message_sent keep their defaults (registered, not sent). */
const REGISTRATION_COLUMNS = [
  'id',
  'lead_id',
  'registration_date',
  ...ATTRIBUTION_KEYS,
  'created_at',
  'updated_at',
] as const;

const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');
const insertInto = (table: string, columns: readonly string[]) =>
  `insert into ${table} (${columns.join(', ')}) values (${placeholders(columns.length)})`;

const PHONE_KNOWN = 'select 1 from leads where phone = ? limit 1';
const INSERT_LEAD = insertInto('leads', LEAD_COLUMNS);
const INSERT_CAPABILITY = insertInto('lead_capabilities', CAPABILITY_COLUMNS);
const INSERT_CONSENT = insertInto('consents', CONSENT_COLUMNS);
/** Registered only while the call is active, as events-repository's findEventBySlug finds it. */
const INSERT_REGISTRATION = `insert into event_registrations (event_id, ${REGISTRATION_COLUMNS.join(', ')})
  select events.id, ${placeholders(REGISTRATION_COLUMNS.length)} from events
  where events.slug = ? and events.is_active = ?`;

/** A row's values in the columns' order: what a save leaves out is null, as Kysely's insert would. */
const valuesOf = (row: object, columns: readonly string[]) =>
  columns.map((column) => (row as Record<string, unknown>)[column] ?? null);

/**
 * One save, in the transaction its batch shares (group-commit.ts): a phone twice in one batch is
 * new only to its first save.
 */
export async function insertNewLeadOnSqlite(
  trx: Transaction<Database>,
  writes: NewLeadWrites,
): Promise<NewLeadOutcome> {
  const run = (sql: string, parameters: unknown[]) => trx.executeQuery(CompiledQuery.raw(sql, parameters));
  const { rows } = await run(PHONE_KNOWN, [writes.lead.phone]);
  if (rows.length > 0) return 'phone_known';
  const lead = { ...leadRow(writes.lead), email: writes.lead.email ?? '', visit_pending: TRUE };
  await run(INSERT_LEAD, valuesOf(lead, LEAD_COLUMNS));
  await run(INSERT_CAPABILITY, valuesOf(writes.capability, CAPABILITY_COLUMNS));
  if (writes.consent) await run(INSERT_CONSENT, valuesOf(writes.consent, CONSENT_COLUMNS));
  if (!writes.freeCall) return 'saved';
  const registration = valuesOf(writes.freeCall.registration, REGISTRATION_COLUMNS);
  const { numAffectedRows } = await run(INSERT_REGISTRATION, [
    ...registration,
    writes.freeCall.eventSlug,
    TRUE,
  ]);
  return numAffectedRows === 0n ? 'saved_without_call' : 'saved';
}
