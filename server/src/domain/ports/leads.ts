// The lead store the public lead use cases run on, inside one transaction per call, and the rows
// they write (storage/leads-repository.ts and new-lead-statement.ts implement it; app.ts wires it).
import type { ConsentSource } from '@funil/core/consent-notice';
import type { LeadSave } from '@funil/core/lead';
import type { LeadVisitFacts } from '@funil/core/visitor-state';
import type { BehaviourEntriesStore } from './behaviour-entries-store.ts';
import type { FreeCallRegistration, FreeCallStore } from './events.ts';
import type { NewInteraction } from './interactions.ts';
import type { CapabilityStore, ClaimStore, NewCapability } from './lead-capabilities.ts';
import type { NewOutboundEvent, OutboundEventStore } from './outbound-events.ts';
import type { TransactionScope } from './transaction-scope.ts';

/** What a page reads about its lead, outside any transaction. */
export interface LeadSummaryReader {
  findSummary(id: string): Promise<LeadSummary | undefined>;
}

export interface LeadsStore
  extends LeadStore,
    InstagramStore,
    VisitStore,
    BehaviourStore,
    InteractionStore,
    LeadSummaryReader {}

/**
 * Runs work in one transaction, so a use case's look-ups and writes see one state and its
 * phone lock holds until the end.
 */
export type LeadStoreScope = TransactionScope<LeadsStore>;

export interface LeadMatch {
  id: string;
  created_at: string;
}

export interface PhoneLookup {
  /**
   * Holds other writers of this phone off until the surrounding transaction ends, so two
   * requests cannot both insert a lead for one phone.
   */
  lockPhone(phone: string): Promise<void>;
  /** Every lead with exactly this phone, oldest first. */
  findByPhone(phone: string): Promise<LeadMatch[]>;
}

/** Who the person is: the columns a save of the lead's own browser writes. */
export type LeadFields = Pick<LeadSave, 'name' | 'phone'> &
  Partial<Pick<LeadSave, 'email' | 'instagram'>> & { region?: string };

/** `lead_at`: this save of the form, which makes the person a lead (the store keeps the first). */
export type NewLead = LeadFields &
  LeadTouch & {
    id: string;
    partner_code?: string;
    visit_pending: true;
    lead_at: string;
    created_at: string;
    updated_at: string;
  };

/** A later save of the lead's own browser: who the person is, and where this touch came from. */
export type LeadChanges = LeadFields &
  Partial<LastTouchColumns> & { visit_pending: true; lead_at: string; updated_at: string };

/** What the save needs from storage; repositories implement it, tests may fake it. */
export interface LeadStore extends PhoneLookup, FreeCallStore, CapabilityStore, ClaimStore, ConsentStore {
  insert(lead: NewLead): Promise<void>;
  update(id: string, changes: LeadChanges): Promise<void>;
  isActivePartner(code: string): Promise<boolean>;
}

/** Every row a new phone's save writes, built before any is written, so one statement may write them all. */
export interface NewLeadWrites {
  lead: NewLead;
  capability: NewCapability;
  /**
   * The free call's registration; its event is the active call found by slug as it is written.
   * `registered`: its event.registered row, written with it (its `data.event` filled from that call).
   */
  freeCall?: { eventSlug: string; registration: FreeCallRegistration; registered: NewOutboundEvent };
  consent?: NewConsent;
  /** The lead.captured row of the producer's webhooks (issue 31), written with the lead. */
  captured: NewOutboundEvent;
}

/** 'saved_without_call': the lead was saved, but no active free call took the registration. */
export type NewLeadOutcome = 'saved' | 'saved_without_call' | 'phone_known';

/**
 * Writes a new phone's rows at once, with the other new phones' saves of the moment, outside the
 * use case's transaction (storage/new-lead-statement.ts: one statement on PostgreSQL, fixed
 * statements in a grouped commit on SQLite), under the same phone lock as LeadStore.lockPhone.
 */
export interface NewLeadWriter {
  isActivePartner(code: string): Promise<boolean>;
  /** Writes every row unless a lead has the phone, and says which it did. */
  insertIfPhoneNew(writes: NewLeadWrites): Promise<NewLeadOutcome>;
}

/** Where one save came from: the page's UTM parameters, referrer and address. */
export interface LeadTouch {
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_content?: string;
  utm_term?: string;
  referrer?: string;
  landing_page?: string;
}

export interface LastTouchColumns {
  last_partner_code: string | null;
  last_utm_source: string | null;
  last_utm_medium: string | null;
  last_utm_campaign: string | null;
  last_utm_content: string | null;
  last_utm_term: string | null;
  last_referrer: string | null;
  last_landing_page: string | null;
  last_touch_at: string;
}

export interface NewConsent {
  id: string;
  lead_id: string;
  text_version: string;
  /** A JSON array of purpose names. */
  purposes: string;
  granted_at: string;
  created_at: string;
  source: ConsentSource;
  partner_code: string | null;
}

export interface ConsentStore {
  /** Keeps the first row of a lead and version: a re-save of the same notice adds nothing. */
  recordConsent(consent: NewConsent): Promise<void>;
}

export interface LeadSummary extends LeadVisitFacts {
  id: string;
  name: string;
  journey_stage: string;
  conversion_stage: string;
  instagram: string | null;
}

export interface LeadSummaryStore extends Pick<ClaimStore, 'findClaim'> {
  /** The lead's own row, or undefined when no lead has this id. */
  findSummary(id: string): Promise<LeadSummary | undefined>;
}

export interface InteractionStore extends Pick<CapabilityStore, 'findCapability'> {
  insertInteraction(interaction: NewInteraction): Promise<void>;
}

/** Columns a visit writes on an existing lead; visit_count is incremented by the store. */
export interface VisitChanges {
  last_visit: string;
  visit_timestamp: string;
  last_page_visit?: string;
  device_info?: string;
  url_params?: string;
  visit_pending: false;
  updated_at: string;
}

export interface NewVisitor {
  id: string;
  name: string;
  phone: string;
  conversion_stage: 'visitor';
  visit_count: 1;
  last_visit: string;
  visit_timestamp: string;
  last_page_visit?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_content?: string;
  utm_term?: string;
  referrer?: string;
  landing_page?: string;
  device_info?: string;
  url_params?: string;
  created_at: string;
  updated_at: string;
}

/** One lead_visits row: the page load, where from and on what kind of device. */
export interface NewVisitRow {
  id: string;
  lead_id: string;
  visited_at: string;
  page: string | null;
  referrer: string | null;
  device: 'mobile' | 'desktop' | null;
  visit_key: string | null;
}

export interface VisitStore
  extends PhoneLookup,
    Pick<CapabilityStore, 'findCapability' | 'insertCapability'>,
    Pick<ClaimStore, 'insertClaim' | 'findClaim' | 'updateClaim'> {
  insertVisitor(lead: NewVisitor): Promise<void>;
  /** Inserts unless the lead already has a row with this visit_key; true when it inserted. */
  insertVisitRow(row: NewVisitRow): Promise<boolean>;
  /** Applies the changes and adds one to visit_count in the same statement. */
  recordVisit(id: string, changes: VisitChanges): Promise<void>;
  /** The page load was already counted: only the pending mark a later save set goes. */
  clearVisitPending(id: string): Promise<void>;
  visitFacts(id: string): Promise<LeadVisitFacts>;
}

export interface StoredBehaviour {
  clicks_data: string | null;
  page_views: string | null;
}

export interface BehaviourChanges {
  clicks_data: string;
  page_views: string;
  time_on_page: number;
  updated_at: string;
}

export interface BehaviourStore extends Pick<CapabilityStore, 'findCapability'>, BehaviourEntriesStore {
  /** Holds other writers of this lead's behaviour off until the transaction ends. */
  lockLead(id: string): Promise<void>;
  getBehaviour(id: string): Promise<StoredBehaviour | undefined>;
  setBehaviour(id: string, changes: BehaviourChanges): Promise<void>;
}

/** Step 2 announces the lead completed (lead.completed) in its transaction. */
export interface InstagramStore
  extends Pick<CapabilityStore, 'findCapability'>,
    ClaimStore,
    OutboundEventStore,
    Pick<BehaviourStore, 'lockLead'> {
  updateInstagram(id: string, instagram: string, updatedAt: string): Promise<void>;
}
