// Where an LGPD request is carried out (domain/lead-erasure.ts decides what goes and what stays);
// implemented by storage/privacy-repository.ts, each operation in one transaction.
import type { ErasureReport, PrivacyExport, PrivacyLeadMatch } from '@funil/core/privacy';

export type ErasureResult =
  | { ok: true; report: ErasureReport }
  | { ok: false; error: 'not_found' | 'anonymized' };

/** Everything stored about one lead, as rows (JSON columns still text): the export before parsing. */
export type PrivacyExportRows = Omit<PrivacyExport, 'exportedAt'>;

/** The stores that hold a lead's data beside its row, named as in the erasure report. */
export type LeadDataTable =
  | 'tracking_events'
  | 'lead_capabilities'
  | 'lead_claims'
  | 'instagram_profiles'
  | 'behaviour_entries'
  | 'lead_interactions'
  | 'event_registrations'
  | 'event_waitlist'
  | 'lead_visits'
  | 'checkouts'
  | 'provider_events'
  | 'onboarding_checklists'
  | 'consents'
  | 'whatsapp_messages'
  | 'whatsapp_jobs'
  | 'sandbox_whatsapp_messages'
  | 'sandbox_sessions'
  | 'sandbox_pix_charges'
  | 'behaviour_daily'
  /** The producer's webhooks' events about the lead, with their deliveries and attempts (issue 31). */
  | 'outbound_events';

/** Who is being erased, as the lead row names them. */
export interface ErasedPerson {
  id: string;
  name: string;
  phone: string;
  email: string;
  instagram: string | null;
}

/** How rows without the lead's id name the person (domain/lead-erasure.ts's leadTraces). */
export interface LeadTraces {
  /** The spellings of the lead's number that rows keyed by phone may hold. */
  phones: string[];
  /** Text a JSON payload names the person by (ids, hashed contacts). */
  payloadKeys: string[];
  /** Whether a free text (a label the charts sum) names the person. */
  namesPerson(text: string): boolean;
}

/** Finds the person's traces, given the claims on the lead and what other leads hold. */
export type TracesOf = (
  person: ErasedPerson,
  claimIds: readonly string[],
  otherLeads: { phones: ReadonlySet<string>; emails: ReadonlySet<string> },
) => LeadTraces;

/** What anonymising does: the rows it removes, the columns it rewrites per table, the rows it only counts. */
export interface AnonymizationRules {
  traces: TracesOf;
  remove: readonly LeadDataTable[];
  leadColumns: Record<string, unknown>;
  rewrite: Partial<Record<LeadDataTable, Record<string, unknown>>>;
  count: readonly LeadDataTable[];
}

export interface ErasedCheckout {
  id: string;
  paid_at: string | null;
  external_reference: string;
}

/** What deleting keeps: every other row about the lead goes. */
export interface DeletionRules {
  traces: TracesOf;
  /** Checkouts kept as anonymous records, and what each keeps. */
  keepsCheckout(checkout: ErasedCheckout): boolean;
  keptCheckoutColumns(checkout: ErasedCheckout): Record<string, unknown>;
  /** What a kept checkout's provider events keep. */
  keptProviderEventColumns: Record<string, unknown>;
}

export interface PrivacyStore {
  findByPhones(phones: string[]): Promise<PrivacyLeadMatch[]>;
  exportRows(id: string): Promise<PrivacyExportRows | undefined>;
  anonymizeLead(id: string, rules: AnonymizationRules): Promise<ErasureResult>;
  deleteLead(id: string, rules: DeletionRules): Promise<ErasureResult>;
}
