// Builds an outbox row: the id every delivery carries as `webhook-id`, and the envelope sent.
import type { OutboundEnvelope, OutboundEventType } from '@funil/core/outbound-events';
import type { NewOutboundEvent } from './ports/outbound-events.ts';

/** msg_ + a random id, as Standard Webhooks suggests (unique per event, stable across retries). */
export function newOutboundEventId(): string {
  return `msg_${crypto.randomUUID().replaceAll('-', '')}`;
}

export function outboundEvent<Data>(
  type: OutboundEventType,
  data: Data,
  at: Date,
  leadId: string | null,
): NewOutboundEvent {
  const timestamp = at.toISOString();
  const envelope: OutboundEnvelope<Data> = { type, timestamp, data };
  return {
    id: newOutboundEventId(),
    type,
    payload: JSON.stringify(envelope),
    lead_id: leadId,
    occurred_at: timestamp,
  };
}
