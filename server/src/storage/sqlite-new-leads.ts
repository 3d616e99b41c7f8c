// NewLeadWriter's save on SQLite: a few fixed statements, in the grouped commit of the saves that
// arrive together. Kysely builds and compiles every query anew (about 10 µs each, five a save):
// fixed statements cut the server's CPU per new lead by about a sixth under load. Their texts are
// rendered once from the rows' one definition (new-lead-rows.ts).
import { CompiledQuery, type Transaction } from 'kysely';
import type { NewLeadOutcome, NewLeadWrites } from '../domain/ports/leads.ts';
import { NEW_LEAD_TABLES, newLeadRow, valuesOf } from './new-lead-rows.ts';
import type { Database } from './schema.ts';
import { TRUE } from './sql-values.ts';

const { lead, capability, consent, registration, captured, registered } = NEW_LEAD_TABLES;

const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');
const insertInto = ({ table, columns }: { table: string; columns: readonly string[] }) =>
  `insert into ${table} (${columns.join(', ')}) values (${placeholders(columns.length)})`;

const PHONE_KNOWN = 'select 1 from leads where phone = ? limit 1';
const INSERT_LEAD = insertInto(lead);
const INSERT_CAPABILITY = insertInto(capability);
const INSERT_CONSENT = insertInto(consent);
/** Registered only while the call is active, as events-repository's findEventBySlug finds it. */
const INSERT_REGISTRATION = `insert into ${registration.table} (${registration.event}, ${registration.columns.join(', ')})
  select events.id, ${placeholders(registration.columns.length)} from events
  where events.slug = ? and events.is_active = ?`;
const INSERT_CAPTURED = insertInto(captured);
/** The registration's event.registered, its data.event the call's (the domain's withRegisteredEvent). */
const INSERT_REGISTERED = `insert into ${registered.table} (${registered.columns.join(', ')})
  select ?, ?, json_set(?, '$.data.event', json_object('id', events.id, 'slug', events.slug,
    'name', events.title, 'kind', events.kind, 'startsAt', events.starts_at)), ?, ? from events
  where events.slug = ? and events.is_active = ?`;

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
  await run(INSERT_LEAD, valuesOf(newLeadRow(writes.lead), lead.columns));
  await run(INSERT_CAPABILITY, valuesOf(writes.capability, capability.columns));
  await run(INSERT_CAPTURED, valuesOf(writes.captured, captured.columns));
  if (writes.consent) await run(INSERT_CONSENT, valuesOf(writes.consent, consent.columns));
  if (!writes.freeCall) return 'saved';
  const call = [writes.freeCall.eventSlug, TRUE];
  const { numAffectedRows } = await run(INSERT_REGISTRATION, [
    ...valuesOf(writes.freeCall.registration, registration.columns),
    ...call,
  ]);
  if (numAffectedRows === 0n) return 'saved_without_call';
  await run(INSERT_REGISTERED, [...valuesOf(writes.freeCall.registered, registered.columns), ...call]);
  return 'saved';
}
