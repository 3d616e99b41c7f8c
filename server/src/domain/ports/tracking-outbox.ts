// The ads outbox the tracking use cases queue Conversions API events in and the sender drains
// (storage/tracking-events-repository.ts implements it).
import type { LeadAdConsent } from './ad-consent.ts';

/** An event as the outbox knows it: UNIQUE (event_name, event_id). */
export interface EventKey {
  event_name: string;
  event_id: string;
}

export interface NewTrackingEvent {
  id: string;
  event_id: string;
  event_name: string;
  event_time: number;
  lead_id: string | null;
  /** The event exactly as it will be sent (user_data already hashed). */
  payload: string;
  created_at: string;
  /**
   * Decision 0024: 'held' (no answer to the cookie notice yet) waits for the lead's 'Aceitar';
   * 'refused' (the lead said no) is kept for our own records and never sent. Default pending.
   */
  status?: 'pending' | 'held' | 'refused';
}

export interface ClaimedTrackingEvent {
  id: string;
  event_id: string;
  event_name: string;
  event_time: number;
  payload: string;
  attempts: number;
}

export interface TrackingOutbox {
  /** Inserts the events not already queued (same name and event_id); answers how many were new. */
  enqueue(events: NewTrackingEvent[]): Promise<number>;
  /** Of these lead ids, the ones that exist (the others are not kept as references). */
  knownLeadIds(ids: string[]): Promise<Set<string>>;
  /** Of these lead ids, the ones whose answer to the cookie notice the server holds. */
  leadAdConsents(ids: string[]): Promise<Map<string, LeadAdConsent>>;
  /** Held events sent again by a page that got 'Aceitar': pending from now; answers how many. */
  releaseHeld(keys: EventKey[]): Promise<number>;
  /** Held events sent again by a page that got 'Recusar': deleted; answers how many. */
  dropHeld(keys: EventKey[]): Promise<number>;
  /**
   * Takes up to `limit` due events (pending, or sending with a lapsed lease, not older than
   * `oldestEventTime`), counts the attempt and leases them until `leaseUntil`. No two callers
   * get the same row: PostgreSQL skips rows another transaction has locked; SQLite runs one
   * transaction at a time.
   */
  claimDue(options: {
    now: Date;
    leaseUntil: Date;
    limit: number;
    oldestEventTime: number;
  }): Promise<ClaimedTrackingEvent[]>;
  markDelivered(ids: string[], now: Date): Promise<number>;
  /** Back to pending until `retryAt`, or failed for good when `retryAt` is null. */
  markFailed(ids: string[], error: string, retryAt: Date | null): Promise<number>;
  /** Back to pending until `retryAt` with the claim's attempt given back: the events were not at fault. */
  release(ids: string[], error: string, retryAt: Date): Promise<number>;
  /** Drops waiting events whose event_time is before `oldestEventTime`; answers how many. */
  expire(options: { now: Date; oldestEventTime: number }): Promise<number>;
}
