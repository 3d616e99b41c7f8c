// The one definition of the rows a new phone's save writes (NewLeadWrites): for each table, the
// columns its insert names, and the lead row's values. Three writers render it: Kysely's insert of
// the lead (leads-repository.ts), SQLite's fixed statements (sqlite-new-leads.ts), and PostgreSQL's
// one-call function (migration 0035, decision 0026), whose inserts new-lead-rows.test.ts checks
// against these lists: a column added here fails that test until a new version of the function
// writes it.
import { ATTRIBUTION_KEYS } from '@funil/core/attribution';
import type { FreeCallRegistration } from '../domain/ports/events.ts';
import type { NewCapability } from '../domain/ports/lead-capabilities.ts';
import type { NewConsent, NewLead } from '../domain/ports/leads.ts';
import type { NewOutboundEvent } from '../domain/ports/outbound-events.ts';
import { newRowScore } from './engagement-scores.ts';
import { TRUE } from './sql-values.ts';

/** The lead columns a new lead's save writes; the others keep their defaults. */
const LEAD_COLUMNS = [
  'id',
  'name',
  'phone',
  'email',
  'instagram',
  'region',
  ...ATTRIBUTION_KEYS,
  'partner_code',
  'visit_pending',
  'lead_at',
  'created_at',
  'updated_at',
  'engagement_score',
] as const;

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

/** Without event_id, which each writer takes from the active free call it finds by slug. */
const REGISTRATION_COLUMNS = [
  'id',
  'lead_id',
  'registration_date',
  ...ATTRIBUTION_KEYS,
  'created_at',
  'updated_at',
] as const;

/** The producer's webhooks' outbox (issue 31): lead.captured, and the free call's event.registered. */
const OUTBOUND_EVENT_COLUMNS = ['id', 'type', 'payload', 'lead_id', 'occurred_at'] as const;

/** Each table the save writes, and the columns its insert names, in order. */
export const NEW_LEAD_TABLES = {
  lead: { table: 'leads', columns: LEAD_COLUMNS },
  capability: { table: 'lead_capabilities', columns: CAPABILITY_COLUMNS },
  consent: { table: 'consents', columns: CONSENT_COLUMNS },
  /** Status and message_sent keep their defaults (registered, not sent). */
  registration: { table: 'event_registrations', columns: REGISTRATION_COLUMNS, event: 'event_id' },
  /** lead.captured, with every new lead. */
  captured: { table: 'outbound_events', columns: OUTBOUND_EVENT_COLUMNS },
  /**
   * event.registered, only with the registration; its payload's `data.event` is filled from the
   * call found by slug (the same object as the domain's withRegisteredEvent builds).
   */
  registered: { table: 'outbound_events', columns: OUTBOUND_EVENT_COLUMNS },
} as const;

/**
 * A field of a row type that no column names would be written by Kysely and dropped by the fixed
 * statements: these fail to compile until the column is in its list (and in a new version of
 * 0035's function).
 */
type Unwritten<Row, Columns extends readonly string[]> = Record<Exclude<keyof Row, Columns[number]>, never>;
const _everyLeadField: Unwritten<NewLead, typeof LEAD_COLUMNS> = {};
const _everyCapabilityField: Unwritten<NewCapability, typeof CAPABILITY_COLUMNS> = {};
const _everyConsentField: Unwritten<NewConsent, typeof CONSENT_COLUMNS> = {};
const _everyRegistrationField: Unwritten<FreeCallRegistration, typeof REGISTRATION_COLUMNS> = {};
const _everyOutboundEventField: Unwritten<NewOutboundEvent, typeof OUTBOUND_EVENT_COLUMNS> = {};
void [
  _everyLeadField,
  _everyCapabilityField,
  _everyConsentField,
  _everyRegistrationField,
  _everyOutboundEventField,
];

export type NewLeadRow = Omit<NewLead, 'visit_pending'> & {
  email: string;
  visit_pending: typeof TRUE;
  engagement_score: number;
};

/**
 * The lead row every writer inserts: e-mail '' when none was given (the column's default), the
 * lead pending its first visit (1, which both engines read as true), and its first score.
 */
export function newLeadRow(lead: NewLead): NewLeadRow {
  return { ...lead, email: lead.email ?? '', visit_pending: TRUE, engagement_score: newRowScore(lead) };
}

/** A row's values in its columns' order: what a save leaves out is null, as Kysely's insert would. */
export function valuesOf(row: object, columns: readonly string[]): unknown[] {
  return columns.map((column) => (row as Record<string, unknown>)[column] ?? null);
}
