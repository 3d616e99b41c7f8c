// The events (free live call, debriefing) and their registrations as storage keeps them
// (storage/events-repository.ts implements them).
import type { EventRegistrationRequest } from '@funil/core/event';
import type { CapabilityStore } from './lead-capabilities.ts';
import type { OutboundEventStore } from './outbound-events.ts';

/** A registration is announced (event.registered) in the transaction that inserts it. */
export interface FreeCallStore extends OutboundEventStore {
  /** Active events only: a call staff switched off takes no more registrations. */
  findEventBySlug(slug: string): Promise<Pick<EventRow, 'id'> | undefined>;
  /** Inserts unless the lead already has a registration for the event; true when it inserted. */
  insertRegistrationIfMissing(registration: NewRegistration): Promise<boolean>;
}

/** The free call's registration of a lead, all but the event (found by slug when it is written). */
export type FreeCallRegistration = Omit<NewRegistration, 'event_id'>;

export interface EventRow {
  id: string;
  slug: string;
  title: string;
  description: string;
  starts_at: string;
  ends_at: string;
  location: string;
  price_cents: number;
  currency: string;
}

export interface RegistrationRow {
  id: string;
  event_id: string;
  lead_id: string;
  status: string;
  registration_date: string;
}

export type NewRegistration = Omit<EventRegistrationRequest, 'leadId' | 'leadToken'> & {
  id: string;
  event_id: string;
  lead_id: string;
  registration_date: string;
  created_at: string;
  updated_at: string;
};

export interface TemplateRow {
  id: string;
  message_type: string;
  title: string;
  body: string;
}

export interface EventStore extends Pick<CapabilityStore, 'findCapability'>, OutboundEventStore {
  /** Active events only: a switched-off event is gone for the public. */
  findEventBySlug(slug: string): Promise<EventRow | undefined>;
  /** Inserts unless the lead already has a registration for the event; true when it inserted. */
  insertRegistrationIfMissing(registration: NewRegistration): Promise<boolean>;
  findRegistration(leadId: string, eventId: string): Promise<RegistrationRow | undefined>;
  findActiveTemplates(eventId: string, messageType: string): Promise<TemplateRow[]>;
}
