// What the WhatsApp runner (domain/whatsapp/send-due-jobs.ts) and the webhook events use case
// (domain/whatsapp/whatsapp-events.ts) need from storage; storage/whatsapp-*-repository.ts implement it.
import type { OutboundEventStore } from './outbound-events.ts';

/** A claimed job and what a run before this one left of it. */
export interface ClaimedJob extends DueJob {
  /**
   * The message row an earlier run recorded before calling the provider, when it never recorded the
   * provider's answer: that run died mid-send (see send-due-jobs.ts on why it is not sent again).
   */
  interruptedMessageId?: string;
}

/** The message about to go out, recorded before the provider is called. */
export interface OutboundIntent {
  id: string;
  jobId: string;
  leadId: string;
  phone: string;
  body: string;
  templateName: string | null;
  cadenceId: string;
  step: number;
  checkoutId: string | null;
  at: string;
}

export interface WhatsAppJobStore {
  /**
   * Takes up to `limit` due jobs (pending, due, cadence active, not held under a live lease) for
   * this runner until `leaseUntil`, counting an attempt on each. Two runners never take one job.
   */
  claimDue(input: { now: string; leaseUntil: string; limit: number }): Promise<ClaimedJob[]>;
  /**
   * On SQLite, whose one runner is this process, every lease left in the table is a dead process's:
   * they are released at start (their jobs are then seen as interrupted or simply due). PostgreSQL's
   * other processes may be alive, so their leases run out on their own; answers how many.
   */
  releaseLeasesOfDeadRunners(now: string): Promise<number>;
  /** Moves every due pending job to `dueAt` (quiet hours); returns how many moved. */
  deferAllDue(now: string, dueAt: string): Promise<number>;
  /** Gives a claimed job back for later without counting the attempt (rate limit). */
  postpone(jobId: string, dueAt: string, reason: string, now: string): Promise<void>;
  /**
   * Ends a job for good ('cancelled' or 'failed'), with why, and refreshes the lead's cadence
   * fields; with `messageId`, its recorded message (no provider id) is marked failed in the same
   * transaction, so the log and the job never disagree.
   */
  finish(
    jobId: string,
    status: 'cancelled' | 'failed',
    reason: string,
    now: string,
    messageId?: string,
  ): Promise<void>;
  /** Back to pending at `dueAt` after a refused send, keeping the attempt counted. */
  retryAt(jobId: string, dueAt: string, reason: string, now: string): Promise<void>;
  /** Writes the outbound row ('pending', job_id unique) before the provider is called. */
  recordIntent(intent: OutboundIntent): Promise<void>;
  /** The provider refused for sure: the intent is dropped (nothing went out). */
  dropIntent(messageId: string): Promise<void>;
  /**
   * One transaction: the message 'sent' with the provider's id, the job 'sent', and the lead's
   * counters and cadence fields.
   */
  markSent(input: {
    job: DueJob;
    messageId: string;
    providerMessageId: string;
    body: string;
    templateName: string | null;
    now: string;
  }): Promise<void>;
}

export interface WhatsAppMessageLog {
  /** Outbound messages to the number since then that went out or may have (not failed). */
  outboundSince(phone: string, since: string): Promise<{ count: number; oldest: string | null }>;
  /**
   * When the lead last wrote to us, or null: by lead, since Meta may name a Brazilian mobile without
   * the ninth digit the lead saved, and by number for a message logged before the lead existed.
   */
  lastInboundAt(leadId: string, phone: string): Promise<string | null>;
}

/** An outbound message as its status webhooks find it. */
export interface DeliveryRow {
  id: string;
  status: string;
  sent_at: string | null;
  delivered_at: string | null;
  read_at: string | null;
}

/**
 * What the webhook events use case reads and writes, inside one transaction per event; an opt-out is
 * announced to the producer's webhooks (whatsapp.opted_out) in that transaction.
 */
export interface WhatsAppEventsStore extends OutboundEventStore {
  /** The outbound message with that provider id, held against concurrent webhooks until commit. */
  lockOutbound(providerMessageId: string): Promise<DeliveryRow | undefined>;
  updateDelivery(
    id: string,
    changes: Omit<DeliveryRow, 'id'> & { error: string | null; updated_at: string },
  ): Promise<void>;
  /** Inserts the inbound row; false when that provider id was already recorded (a repeated webhook). */
  recordInbound(input: {
    id: string;
    providerMessageId: string;
    leadId: string | null;
    phone: string;
    body: string;
    at: string;
    now: string;
  }): Promise<boolean>;
  /** The oldest lead with one of these numbers, oldest first; several mean duplicates. */
  leadsByPhones(phones: string[]): Promise<{ id: string }[]>;
  /** last_message_received_at and last_interaction_at. */
  touchLeadInbound(leadId: string, at: string, now: string): Promise<void>;
  /** cadence_status 'opted_out', every active consent revoked, every pending job cancelled. */
  optOut(leadId: string, now: string): Promise<number>;
  /** Cancels the lead's pending jobs of cadences that stop on a reply; returns how many. */
  cancelOnReply(leadId: string, now: string): Promise<number>;
}

/** One cadence step due for one lead, as the runner claimed it. */
export interface DueJob {
  id: string;
  leadId: string;
  cadenceId: string;
  /** The step's index in the cadence's steps, from 0. */
  step: number;
  /** The checkout or event the cadence runs for; '' for the lead itself. */
  subjectId: string;
  /** ISO-8601. */
  dueAt: string;
  attempts: number;
}
