// The outbox of the producer's webhooks (issue 31): what happened is queued in the transaction that
// made it happen (storage/outbound-events-repository.ts implements it); the sender delivers it.
import type { OutboundEventType } from '@funil/core/outbound-events';

export interface NewOutboundEvent {
  /** msg_…: the webhook-id every delivery of the event carries. */
  id: string;
  type: OutboundEventType;
  /** The body sent, JSON of core's OutboundEnvelope. */
  payload: string;
  /** The lead the event names, so an erasure finds it. */
  lead_id: string | null;
  occurred_at: string;
}

/** Implemented by every transactional store whose work the producer hears of. */
export interface OutboundEventQueue {
  queueOutboundEvent(event: NewOutboundEvent): Promise<void>;
}
