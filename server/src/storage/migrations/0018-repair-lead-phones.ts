// Numbers saved before phones were validated, read again by core's rule: '555511987651234' (a
// pasted '+55' after the form's own) becomes '5511987651234', its region recomputed. When the
// repaired number is one another lead already has, the two are one person: the oldest row
// survives (spec §8: the first is used) and takes in the other's rows and blank fields.

import {
  mergedChecklist,
  mergedLead,
  mergedRegistration,
  oldestFirst,
  type StoredRow,
} from '@funil/core/duplicate-leads';
import { normalisePhoneNumber } from '@funil/core/phone-plan';
import { regionForPhone } from '@funil/core/regions';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { engineOf } from '../database.ts';

/** Any table, any column: this runs on the schema of its day, whatever later migrations add. */
type Tables = Record<string, StoredRow>;
type Db = Kysely<Tables>;

interface LeadPhone {
  id: string;
  phone: string;
  created_at: string;
}

const PAGE = 1_000;
/** Tables whose lead_id is part of a key: their rows are merged, not just moved. */
const MERGED_TABLES = ['event_registrations', 'onboarding_checklists', 'behaviour_entries'];

export async function up(db: Kysely<unknown>): Promise<void> {
  const work = (trx: Db) => repairLeadPhones(trx);
  // PostgreSQL runs each migration in a transaction; SQLite's migrator does not, so this asks for one.
  const typed = db as unknown as Db;
  await (typed.isTransaction ? work(typed) : typed.transaction().execute(work));
}

/** The old spellings were wrong numbers, and merged leads cannot be told apart again. */
export async function down(): Promise<void> {}

async function repairLeadPhones(db: Db): Promise<void> {
  const repaired = await leadsToRepair(db);
  if (repaired.length === 0) return;
  const references = await tablesReferringToLeads(db);
  const byPhone = new Map<string, LeadPhone[]>();
  for (const lead of repaired) byPhone.set(lead.phone, [...(byPhone.get(lead.phone) ?? []), lead]);
  for (const [phone, leads] of byPhone) {
    const existing = (await db
      .selectFrom('leads')
      .select(['id', 'phone', 'created_at'])
      .where('phone', '=', phone)
      .execute()) as unknown as LeadPhone[];
    const [survivor, ...duplicates] = oldestFirst([...existing, ...leads]);
    if (!survivor) continue;
    for (const duplicate of duplicates) await mergeInto(db, survivor.id, duplicate.id, references);
    await db
      .updateTable('leads')
      .set({ phone, region: regionForPhone(phone).name })
      .where('id', '=', survivor.id)
      .execute();
  }
}

/** Every lead whose stored phone core's rule reads as another number, with that number. */
async function leadsToRepair(db: Db): Promise<LeadPhone[]> {
  const found: LeadPhone[] = [];
  for (let after = ''; ; ) {
    const page = (await db
      .selectFrom('leads')
      .select(['id', 'phone', 'created_at'])
      .where('id', '>', after)
      .where('phone', '<>', '')
      .orderBy('id')
      .limit(PAGE)
      .execute()) as unknown as LeadPhone[];
    for (const lead of page) {
      const phone = normalisePhoneNumber(lead.phone);
      if (phone !== undefined && phone !== lead.phone) found.push({ ...lead, phone });
    }
    const last = page.at(-1);
    if (!last || page.length < PAGE) return found;
    after = last.id;
  }
}

/** Every table with a lead_id column, found in the schema itself so that none is left behind. */
async function tablesReferringToLeads(db: Db): Promise<string[]> {
  const schema =
    engineOf(db) === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const tables = await db.introspection.getTables();
  return tables
    .filter((table) => (schema === undefined || table.schema === schema) && table.name !== 'leads')
    .filter((table) => table.columns.some((column) => column.name === 'lead_id'))
    .map((table) => table.name);
}

/** Folds `dropId` into `keepId`: its rows point at the survivor, its data fills the survivor's. */
async function mergeInto(db: Db, keepId: string, dropId: string, references: string[]): Promise<void> {
  if (references.includes('event_registrations')) {
    await mergeKeyedRows(db, 'event_registrations', 'event_id', keepId, dropId, mergedRegistration);
  }
  if (references.includes('onboarding_checklists')) {
    await mergeKeyedRows(db, 'onboarding_checklists', undefined, keepId, dropId, mergedChecklist);
  }
  if (references.includes('behaviour_entries')) await moveBehaviourEntries(db, keepId, dropId);
  // Interactions, visits, checkouts, tracking events, consents and any newer table move as they are.
  for (const table of references.filter((name) => !MERGED_TABLES.includes(name))) {
    await db.updateTable(table).set({ lead_id: keepId }).where('lead_id', '=', dropId).execute();
  }
  const keep = await db.selectFrom('leads').selectAll().where('id', '=', keepId).executeTakeFirstOrThrow();
  const drop = await db.selectFrom('leads').selectAll().where('id', '=', dropId).executeTakeFirstOrThrow();
  const changes = mergedLead(keep, drop);
  if (Object.keys(changes).length > 0) {
    await db.updateTable('leads').set(storable(changes)).where('id', '=', keepId).execute();
  }
  await db.deleteFrom('leads').where('id', '=', dropId).execute();
}

/**
 * Rows keyed by lead (and `by`, e.g. the event): the duplicate's row moves to the survivor, or,
 * when the survivor has its own, is merged into it and deleted.
 */
async function mergeKeyedRows(
  db: Db,
  table: string,
  by: string | undefined,
  keepId: string,
  dropId: string,
  merge: (keep: StoredRow, drop: StoredRow) => StoredRow,
): Promise<void> {
  const rows = await db.selectFrom(table).selectAll().where('lead_id', '=', dropId).execute();
  for (const row of rows) {
    const key = (leadId: string) => (eb: ExpressionBuilder<Tables, string>) =>
      eb.and([eb('lead_id', '=', leadId), ...(by ? [eb(by, '=', row[by])] : [])]);
    const kept = await db.selectFrom(table).selectAll().where(key(keepId)).executeTakeFirst();
    if (!kept) {
      await db.updateTable(table).set({ lead_id: keepId }).where(key(dropId)).execute();
      continue;
    }
    const changes = merge(kept, row);
    if (Object.keys(changes).length > 0) {
      await db.updateTable(table).set(storable(changes)).where(key(keepId)).execute();
    }
    await db.deleteFrom(table).where(key(dropId)).execute();
  }
}

/**
 * Behaviour entries are keyed by lead, kind and sequence: the duplicate's are numbered after the
 * survivor's. Their daily sums already count them, so nothing else changes; the survivor's next
 * behaviour update rewrites its entries from the merged log (syncBehaviourEntries).
 */
async function moveBehaviourEntries(db: Db, keepId: string, dropId: string): Promise<void> {
  const kinds = await db
    .selectFrom('behaviour_entries')
    .select('kind')
    .distinct()
    .where('lead_id', '=', dropId)
    .execute();
  for (const { kind } of kinds) {
    const last = await db
      .selectFrom('behaviour_entries')
      .select((eb) => eb.fn.max('seq').as('seq'))
      .where('lead_id', '=', keepId)
      .where('kind', '=', kind as string)
      .executeTakeFirst();
    const offset = last?.seq === null || last?.seq === undefined ? 0 : Number(last.seq) + 1;
    await db
      .updateTable('behaviour_entries')
      .set((eb) => ({ lead_id: keepId, seq: eb('seq', '+', offset) }))
      .where('lead_id', '=', dropId)
      .where('kind', '=', kind as string)
      .execute();
  }
}

/** better-sqlite3 binds no booleans; 1/0 is the spelling both engines accept (sql-values.ts). */
function storable(changes: StoredRow): StoredRow {
  return Object.fromEntries(
    Object.entries(changes).map(([column, value]) => [
      column,
      typeof value === 'boolean' ? Number(value) : value,
    ]),
  );
}
