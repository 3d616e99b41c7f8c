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

/** A lead as its events name it (storage/outbound-event-facts.ts reads it in the caller's transaction). */
export interface LeadEventFacts {
  id: string;
  name: string;
  phone: string;
  email: string | null;
  instagram: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_content: string | null;
  utm_term: string | null;
  referrer: string | null;
  landing_page: string | null;
  partner_code: string | null;
  last_partner_code: string | null;
  cadence_status: string | null;
  /** Erased (LGPD): an anonymous record, never announced. */
  anonymized: boolean;
}

/** A checkout as its events name it, with its items, offer, launch and lead. */
export interface CheckoutEventFacts {
  id: string;
  status: string;
  method: string;
  amount_cents: number;
  discount_cents: number;
  coupon_code: string | null;
  installments: number | null;
  refunded_cents: number;
  expires_at: string | null;
  paid_at: string | null;
  created_at: string;
  pix_payload: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_content: string | null;
  utm_term: string | null;
  referrer: string | null;
  landing_page: string | null;
  partner_code: string | null;
  offer: { code: string; name: string; kind: string };
  launch: { id: string; slug: string; name: string } | null;
  items: { offer_code: string; name: string; amount_cents: number }[];
  lead: LeadEventFacts | null;
}

/** An event as a registration to it names it. */
export interface EventInfoFacts {
  id: string;
  slug: string;
  title: string;
  kind: string | null;
  starts_at: string;
}

/** What the payload builders read, in the transaction of what they report. */
export interface OutboundEventFacts {
  leadForEvent(leadId: string): Promise<LeadEventFacts | undefined>;
  checkoutForEvent(checkoutId: string): Promise<CheckoutEventFacts | undefined>;
  eventForRegistration(eventId: string): Promise<EventInfoFacts | undefined>;
  /** Whether an event of this type about the lead is queued already (events sent once per lead). */
  hasLeadEvent(leadId: string, type: OutboundEventType): Promise<boolean>;
}

/** A store that reports what it changed: it reads the facts and queues the events. */
export interface OutboundEventStore extends OutboundEventQueue, OutboundEventFacts {}
