// The lead's outbound events (issue 31): captured, completed, registered for an event, opted out of
// WhatsApp. Each is queued by the use case that made it happen, in its transaction.
import type { OutboundEventData } from '@funil/core/outbound-event-payloads';
import { outboundEvent } from '../outbound-event.ts';
import type { FreeCallRegistration } from '../ports/events.ts';
import type { NewLead } from '../ports/leads.ts';
import type { EventInfoFacts, NewOutboundEvent, OutboundEventStore } from '../ports/outbound-events.ts';
import {
  type AttributionColumns,
  leadAttribution,
  outboundAttribution,
  outboundEventInfo,
  outboundLead,
} from './payload-parts.ts';

/** lead.captured for a new lead's save: built from the rows it writes, so the save reads nothing. */
export function leadCapturedEvent(lead: NewLead, freeCall: boolean): NewOutboundEvent {
  const data: OutboundEventData<'lead.captured'> = {
    lead: outboundLead(lead),
    attribution: outboundAttribution(lead),
    freeCall,
    capturedAt: lead.lead_at,
  };
  return outboundEvent('lead.captured', data, new Date(lead.lead_at), lead.id);
}

/**
 * event.registered for the free call registered with a new lead: the event itself is the active call
 * the writer finds by slug as it writes, so its `data.event` is null here and filled in by the writer
 * (withRegisteredEvent, or the same JSON change in SQL); the row is written only with the registration.
 */
export function freeCallRegisteredEvent(lead: NewLead, registration: FreeCallRegistration): NewOutboundEvent {
  return registeredEvent(
    { ...registration, event: null },
    { id: lead.id, name: lead.name, phone: lead.phone, email: lead.email, instagram: lead.instagram },
  );
}

/** The path of `data.event` in a registration's payload (the writers fill it). */
export const REGISTERED_EVENT_PATH = ['data', 'event'] as const;

/** A registration's row with its event filled in, as the writers' SQL does it. */
export function withRegisteredEvent(row: NewOutboundEvent, event: EventInfoFacts): NewOutboundEvent {
  const envelope = JSON.parse(row.payload) as { data: Record<string, unknown> };
  envelope.data.event = outboundEventInfo(event);
  return { ...row, payload: JSON.stringify(envelope) };
}

function registeredEvent(
  registration: AttributionColumns & {
    id: string;
    registration_date: string;
    event: EventInfoFacts | null;
  },
  lead: Parameters<typeof outboundLead>[0],
  lastTouchPartnerCode: string | null = null,
): NewOutboundEvent {
  const data = {
    registration: { id: registration.id, registeredAt: registration.registration_date },
    event: registration.event ? outboundEventInfo(registration.event) : null,
    lead: outboundLead(lead),
    attribution: outboundAttribution(registration, lastTouchPartnerCode),
  };
  return outboundEvent('event.registered', data, new Date(registration.registration_date), lead.id);
}

/**
 * event.registered for a registration just inserted (the caller queues it only when its insert
 * added the row: a second registration of the same lead adds nothing, and announces nothing).
 */
export async function queueEventRegistered(
  store: OutboundEventStore,
  registration: AttributionColumns & {
    id: string;
    event_id: string;
    lead_id: string;
    registration_date: string;
  },
): Promise<void> {
  const lead = await store.leadForEvent(registration.lead_id);
  const event = await store.eventForRegistration(registration.event_id);
  if (!lead || lead.anonymized || !event) return;
  await store.queueOutboundEvent(
    registeredEvent(
      { ...registration, partner_code: lead.partner_code, event },
      lead,
      lead.last_partner_code,
    ),
  );
}

/**
 * lead.completed: the lead has its Instagram (step 2) — once per lead, the first time; the caller
 * holds the lead's lock, so two step 2s at once announce it once.
 */
export async function queueLeadCompleted(store: OutboundEventStore, leadId: string, at: Date): Promise<void> {
  const lead = await store.leadForEvent(leadId);
  if (!lead || lead.anonymized || !lead.instagram) return;
  if (await store.hasLeadEvent(leadId, 'lead.completed')) return;
  const data: OutboundEventData<'lead.completed'> = {
    lead: outboundLead(lead),
    attribution: leadAttribution(lead),
    completedAt: at.toISOString(),
  };
  await store.queueOutboundEvent(outboundEvent('lead.completed', data, at, lead.id));
}

/**
 * whatsapp.opted_out, read before the opt-out is written: a lead already opted out is not announced
 * again. Answers whether it queued one.
 */
export async function queueWhatsAppOptedOut(
  store: OutboundEventStore,
  leadId: string,
  at: Date,
  source: 'whatsapp',
): Promise<boolean> {
  const lead = await store.leadForEvent(leadId);
  if (!lead || lead.anonymized || lead.cadence_status === 'opted_out') return false;
  const data: OutboundEventData<'whatsapp.opted_out'> = {
    lead: outboundLead(lead),
    source,
    optedOutAt: at.toISOString(),
  };
  await store.queueOutboundEvent(outboundEvent('whatsapp.opted_out', data, at, lead.id));
  return true;
}
