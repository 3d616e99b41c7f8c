// What the producer's webhook sender (domain/outbound-webhooks/webhook-sender.ts) needs: the
// deliveries' store (storage/webhook-deliveries-repository.ts) and the HTTP transport
// (providers/webhooks/webhook-http-transport.ts), which only ever reaches the addresses allowed.

/** A delivery this sender holds until its lease ends: what the next attempt sends, and where. */
export interface ClaimedDelivery {
  id: string;
  endpointId: string;
  /** The event's msg_… id: the `webhook-id` of every attempt. */
  eventId: string;
  /** The body, exactly as stored in the outbox. */
  payload: string;
  url: string;
  /** whsec_…, the endpoint's signing secret as it is now. */
  secret: string;
  /** Attempts already made; this one is numbered attempts + 1. */
  attempts: number;
}

/** What one attempt came to, as written in webhook_attempts. */
export interface AttemptRecord {
  deliveryId: string;
  endpointId: string;
  /** The lease under which the attempt was made: a lapsed claim records nothing. */
  claimId: string;
  attempt: number;
  startedAt: string;
  durationMs: number;
  statusCode: number | null;
  /** null on a 2xx; else timeout | unreachable | address_refused | redirect | http_<code>. */
  error: string | null;
  /** succeeded, pending (another attempt at nextAttemptAt) or failed (the schedule's end). */
  status: 'succeeded' | 'pending' | 'failed';
  nextAttemptAt: string | null;
  /** A failing endpoint whose failing_since is at or before this is disabled. */
  disableIfFailingSince: string;
  /** What disabled_reason then says (failing_5_days). */
  disabledReason: string;
  now: string;
}

export type AttemptOutcome =
  /** The claim had lapsed and another sender may hold the delivery: nothing was written. */
  { recorded: false } | { recorded: true; endpointDisabled: boolean };

export interface WebhookDeliveryStore {
  /**
   * Makes the deliveries of up to `limit` events not yet fanned out (one per active endpoint
   * subscribed to the type and created by the time it occurred), due at `now`, then marks the
   * events fanned out. Idempotent; two processes at once make each delivery once. Answers how
   * many events it handled.
   */
  fanOut(input: { now: string; limit: number }): Promise<number>;
  /**
   * Takes up to `limit` due pending deliveries of active endpoints, not held under a live lease,
   * for `claimId` until `leaseUntil`. Two senders never take the same one.
   */
  claimDue(input: {
    now: string;
    leaseUntil: string;
    claimId: string;
    limit: number;
  }): Promise<ClaimedDelivery[]>;
  /**
   * Writes the attempt, the delivery's new state and the endpoint's health in one transaction,
   * only while `claimId` still holds the delivery.
   */
  recordAttempt(record: AttemptRecord): Promise<AttemptOutcome>;
  /**
   * On SQLite, whose one sender is this process, every lease left is a dead process's: released at
   * start so its deliveries are sent again at once. PostgreSQL's leases run out on their own.
   */
  releaseLeasesOfDeadSenders(now: string): Promise<number>;
}

/** Why an attempt got no status code. */
export type TransportFailure = 'timeout' | 'unreachable' | 'address_refused' | 'redirect';

export type TransportResult =
  | { kind: 'status'; code: number }
  | { kind: 'redirect'; code: number }
  | { kind: Exclude<TransportFailure, 'redirect'> };

export interface WebhookTransport {
  /** One POST of `body` with these headers, to an allowed address only, never following a redirect. */
  post(url: string, headers: Record<string, string>, body: string): Promise<TransportResult>;
}

/** Why an endpoint's URL is refused at registration (pt-BR messages in outbound-webhooks/). */
export type WebhookUrlRefusal =
  | 'invalid_url'
  | 'https_required'
  | 'credentials_in_url'
  | 'unresolvable'
  | 'address_refused';

export type WebhookUrlCheck = { ok: true } | { ok: false; reason: WebhookUrlRefusal };

/** The registration-time check the staff API is handed (providers/webhooks/webhook-url-check.ts). */
export type CheckWebhookUrl = (url: string) => Promise<WebhookUrlCheck>;
