// What the staff WhatsApp screens read and write (storage/cadences-repository.ts,
// storage/whatsapp-staff-repository.ts): cadences, one lead's messages, a staff reply, the recovery rows.
import type { CadenceInput } from '@funil/core/cadence';

/** The planner's previewCadence, wired with its stores and the launch settings (wiring/staff-stores.ts). */
export type CadencePreviewer = (input: CadenceInput, leadId: string, now: Date) => Promise<CadencePreview>;

/** A cadences row as stored: steps are JSON text. */
export interface CadenceRow {
  id: string;
  name: string;
  trigger: string;
  status: string;
  steps: string;
  stop_on_purchase: boolean;
  stop_on_reply: boolean;
  created_at: string;
  updated_at: string;
}

export interface CadenceWrite {
  name: string;
  trigger: string;
  status: string;
  /** JSON array of steps. */
  steps: string;
  stop_on_purchase: boolean;
  stop_on_reply: boolean;
}

export interface CadenceSentFigures {
  cadence_id: string;
  messages_sent: number;
  last_sent_at: string | null;
}

export interface CadenceQueuedFigures {
  cadence_id: string;
  messages_queued: number;
  /** The earliest `due_at` of those jobs. */
  next_due_at: string | null;
}

export interface CadencesStore {
  list(): Promise<CadenceRow[]>;
  find(id: string): Promise<CadenceRow | undefined>;
  insert(id: string, cadence: CadenceWrite, time: string): Promise<void>;
  /** False when there is no such cadence. */
  update(id: string, cadence: CadenceWrite, time: string): Promise<boolean>;
  setStatus(id: string, status: string, time: string): Promise<boolean>;
  /** Per cadence, its outbound messages whose status is one of `sentStatuses`, and the latest one's time. */
  sentFigures(sentStatuses: readonly string[]): Promise<CadenceSentFigures[]>;
  /** Per cadence, its jobs whose status is one of `queuedStatuses`, and the earliest one's due time. */
  queuedFigures(queuedStatuses: readonly string[]): Promise<CadenceQueuedFigures[]>;
}

export interface ConversationLeadRow {
  id: string;
  name: string;
  phone: string;
  /** domain/whatsapp/opt-out.ts's isOptedOut, as storage computes it. */
  opted_out: boolean;
  /** A consent row of the lead, not revoked, whose purposes include `purpose`. */
  has_consent: boolean;
  /** The lead's latest inbound message, from the log. */
  last_inbound_at: string | null;
}

export interface LogMessageRow {
  id: string;
  direction: string;
  body: string;
  template_name: string | null;
  status: string;
  created_at: string;
  sent_at: string | null;
  delivered_at: string | null;
  read_at: string | null;
  cadence_id: string | null;
  cadence_name: string | null;
  step: number | null;
  sent_by: string | null;
  error: string | null;
}

export interface StaffReplyRow {
  id: string;
  lead_id: string;
  phone: string;
  body: string;
  provider_message_id: string;
  sent_by: string;
  time: string;
}

export interface WhatsAppStaffStore {
  /** Undefined for no lead (or an erased one). `consentPurpose` is the purpose WhatsApp messages need. */
  findConversationLead(leadId: string, consentPurpose: string): Promise<ConversationLeadRow | undefined>;
  /** Every message of the lead, oldest first, with the sending cadence's name. */
  listMessages(leadId: string): Promise<LogMessageRow[]>;
  /** The reply's log row and the lead's message counters, in one transaction. */
  recordReply(reply: StaffReplyRow): Promise<void>;
}

/** One outbound message of a recovery cadence about a checkout, with that checkout's payment. */
export interface RecoveryMessageRow {
  cadence_id: string;
  step: number;
  checkout_id: string | null;
  sent_at: string;
  paid_at: string | null;
  amount_cents: number | null;
  refunded_cents: number | null;
  checkout_status: string | null;
}

export interface RecoveryReader {
  /** Outbound messages whose status is one of `sentStatuses`, of cadences started by `triggers`. */
  recoveryMessages(
    triggers: readonly string[],
    sentStatuses: readonly string[],
  ): Promise<RecoveryMessageRow[]>;
}

export type CadencePreview =
  | { ok: true; steps: { delay_minutes: number; text: string }[] }
  | { ok: false; error: 'lead_not_found' };

export interface QueuedJobRow {
  lead_name: string | null;
  cadence_name: string;
  step: number;
  due_at: string;
}

/** Storage's read of the queue (storage/whatsapp-queue-repository.ts). */
export interface QueuedJobsReader {
  /** The jobs whose status is one of `statuses`, earliest due first, at most `limit`, and how many in all. */
  queuedJobs(statuses: readonly string[], limit: number): Promise<{ total: number; rows: QueuedJobRow[] }>;
}
