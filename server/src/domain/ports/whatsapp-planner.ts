// What the WhatsApp planner reads and writes (issue 18): the cadences, the rows a step's message is
// filled from, the triggers still without a job, and the jobs it schedules
// (storage/whatsapp-planner-repository.ts implements it).

/** A cadence as stored; its steps are still the JSON text staff saved. */
export interface StoredCadence {
  id: string;
  name: string;
  trigger: string;
  status: string;
  steps: string;
  stopOnPurchase: boolean;
  stopOnReply: boolean;
  createdAt: string;
}

export interface CadenceLead {
  id: string;
  name: string;
  phone: string;
  /** leads.cadence_status: 'opted_out' once the lead answered SAIR or PARAR. */
  cadenceStatus: string;
  anonymizedAt: string | null;
  /** The PIX copy-and-paste code of the lead's current checkout (checkoutUrl), when we know it. */
  pixCode: string | null;
  checkoutUrl: string | null;
}

export interface CadenceCheckout {
  id: string;
  leadId: string | null;
  method: string;
  /** Ours, fixed when the checkout was created: the only amount a message quotes. */
  amountCents: number;
  link: string | null;
  status: string;
  expiresAt: string | null;
  paidAt: string | null;
  createdAt: string;
}

export interface CadenceEvent {
  id: string;
  slug: string;
  startsAt: string;
  endsAt: string;
  isActive: boolean;
}

/** The rows a step's variables are filled from. */
export interface MessageValuesStore {
  findLead(id: string): Promise<CadenceLead | undefined>;
  findCheckout(id: string): Promise<CadenceCheckout | undefined>;
  findEvent(id: string): Promise<CadenceEvent | undefined>;
  /** The current launch's free call: the event a message with no event of its own speaks of. */
  findCurrentFreeCall(): Promise<CadenceEvent | undefined>;
  /** Whether any checkout of the lead is in one of these statuses. */
  hasCheckoutIn(leadId: string, statuses: readonly string[]): Promise<boolean>;
}

/** A preview with a real lead fills the variables from the lead's newest checkout or registration. */
export interface CadencePreviewStore extends MessageValuesStore {
  newestCheckoutId(leadId: string): Promise<string | undefined>;
  newestRegisteredEventId(leadId: string): Promise<string | undefined>;
}

/** What composing a due job reads: the stop conditions as they are now. */
export interface ComposeMessageStore extends MessageValuesStore {
  findCadence(id: string): Promise<StoredCadence | undefined>;
  /** The purposes (JSON arrays, as stored) of the lead's consents not revoked. */
  activeConsentPurposes(leadId: string): Promise<string[]>;
  /** Whether the lead's registration for the event still stands (not cancelled). */
  isRegistered(leadId: string, eventId: string): Promise<boolean>;
  /** The event's own active words for a reminder of this kind (each launch's call has them), if any. */
  eventReminderText(eventId: string, messageType: string): Promise<string | undefined>;
  /** When the cadence's first job for this lead and subject was scheduled. */
  firstJobCreatedAt(leadId: string, cadenceId: string, subjectId: string): Promise<string | undefined>;
  /** Whether the lead opened another checkout after `createdAt` (statuses listed are not counted). */
  hasCheckoutCreatedAfter(leadId: string, createdAt: string, notIn: readonly string[]): Promise<boolean>;
  /** Whether the lead wrote to us on WhatsApp at or after `since`. */
  hasInboundSince(leadId: string, since: string): Promise<boolean>;
}

/** One subject of a trigger (a lead, a checkout, an event registration) and the instant a step counts from. */
export interface TriggerSubject {
  leadId: string;
  /** The checkout or event id; '' for the lead itself. */
  subjectId: string;
  /** lead_at, the checkout's created_at / expires_at / paid_at, or the event's starts_at. */
  anchorAt: string;
}

/** The subjects of one trigger whose anchor lies in [anchorFrom, anchorTo] and that lack this step's job. */
export interface UnplannedQuery {
  trigger: string;
  cadenceId: string;
  step: number;
  anchorFrom: string;
  anchorTo: string;
  /** Checkout statuses the trigger runs for (the checkout triggers). */
  checkoutStatuses: readonly string[];
  /** Only leads with an unrevoked consent to this purpose: no job for a lead who may not be written to. */
  consentPurpose: string;
  limit: number;
}

export interface NewWhatsAppJob {
  id: string;
  leadId: string;
  cadenceId: string;
  step: number;
  subjectId: string;
  dueAt: string;
  createdAt: string;
}

export interface CadencePlannerStore {
  listActiveCadences(): Promise<StoredCadence[]>;
  findUnplanned(query: UnplannedQuery): Promise<TriggerSubject[]>;
  /** The latest due time of the jobs of this cadence's step, if it has any. */
  lastPlannedDueAt(cadenceId: string, step: number): Promise<string | undefined>;
  /** Inserts each job unless its (lead, cadence, step, subject) exists; answers how many it inserted. */
  insertJobs(jobs: NewWhatsAppJob[]): Promise<number>;
}
