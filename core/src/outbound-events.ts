// The events Funil tells the producer's own systems (issue 31), by outbound webhooks signed as the
// Standard Webhooks specification says. The names are the receivers' contract: never rename one.
// Each event's payload is described in outbound-event-payloads.ts and in /api/openapi.json's webhooks.

export const OUTBOUND_EVENT_TYPES = [
  'lead.captured',
  'lead.completed',
  'event.registered',
  'checkout.created',
  'pix.generated',
  'checkout.abandoned',
  'purchase.approved',
  'purchase.refunded',
  'purchase.chargeback',
  'commission.released',
  'whatsapp.opted_out',
] as const;

export type OutboundEventType = (typeof OUTBOUND_EVENT_TYPES)[number];

/** Sent only by staff's "Enviar evento de teste", to one endpoint; never subscribed to. */
export const TEST_EVENT_TYPE = 'webhook.test';

/** What staff read beside each event when choosing an endpoint's events (pt-BR). */
export const OUTBOUND_EVENT_LABELS: Record<OutboundEventType, string> = {
  'lead.captured': 'Lead capturado (nome e WhatsApp)',
  'lead.completed': 'Lead completo (Instagram informado)',
  'event.registered': 'Inscrição em evento',
  'checkout.created': 'Checkout criado',
  'pix.generated': 'PIX gerado',
  'checkout.abandoned': 'Checkout abandonado',
  'purchase.approved': 'Compra aprovada',
  'purchase.refunded': 'Compra reembolsada',
  'purchase.chargeback': 'Chargeback',
  'commission.released': 'Comissão liberada',
  'whatsapp.opted_out': 'Descadastro do WhatsApp',
};

export function isOutboundEventType(value: string): value is OutboundEventType {
  return (OUTBOUND_EVENT_TYPES as readonly string[]).includes(value);
}

/** The body of every delivery (Standard Webhooks' recommended envelope). */
export interface OutboundEnvelope<Data = unknown> {
  type: OutboundEventType | typeof TEST_EVENT_TYPE;
  /** When it happened, ISO-8601 UTC. */
  timestamp: string;
  data: Data;
}
