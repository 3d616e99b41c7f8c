// Tickets for a launch's events (issue 29): an offer that admits to one event, with a price the server
// charges and a capacity. Seats are held by open checkouts and sold by paid ones; once none is left the
// event is sold out and its page offers the waitlist.
import { z } from 'zod';
import { ERRORS } from './errors.ts';
import { leadCapabilityFields } from './lead-capability.ts';

/** An event of the launch as a ticket names it. */
export interface TicketEvent {
  slug: string;
  /** free_call, immersion or other. */
  kind: string;
  title: string;
  startsAt: string;
  endsAt: string;
  location: string;
}

/** GET /api/offers: a launch's tickets as its pages show them (no cache: seats move). */
export interface PublicTicketOffer {
  /** What the checkout request names (its `offer`). */
  code: string;
  name: string;
  event: TicketEvent;
  priceCents: number;
  capacity: number;
  seatsLeft: number;
  soldOut: boolean;
}

export interface PublicOffers {
  launch: string;
  tickets: PublicTicketOffer[];
}

/** The ticket offer's code: one ticket per event, named after it. */
export function ticketOfferCode(eventSlug: string): string {
  return `ingresso-${eventSlug}`;
}

/** The immersion's file keeps the spec's name in every launch; another event's is named after it. */
export function ticketCalendarFileName(event: { slug: string; kind: string }): string {
  return event.kind === 'immersion' ? 'imersao-ia-na-pratica.ics' : `${event.slug}.ics`;
}

const eventSlug = z
  .string({ error: ERRORS.ticket_event_invalid })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, ERRORS.ticket_event_invalid)
  .max(120, ERRORS.ticket_event_invalid);

/** One ticket as staff set it: PUT /api/admin/launches/{id}/tickets. */
export const ticketOfferInputSchema = z
  .object({
    eventSlug,
    name: z
      .string({ error: ERRORS.ticket_name_invalid })
      .trim()
      .min(3, ERRORS.ticket_name_invalid)
      .max(120, ERRORS.ticket_name_invalid),
    priceCents: z
      .number({ error: ERRORS.ticket_price_invalid })
      .int(ERRORS.ticket_price_invalid)
      .min(100, ERRORS.ticket_price_invalid)
      .max(10_000_000, ERRORS.ticket_price_invalid),
    capacity: z
      .number({ error: ERRORS.ticket_capacity_invalid })
      .int(ERRORS.ticket_capacity_invalid)
      .min(1, ERRORS.ticket_capacity_invalid)
      .max(100_000, ERRORS.ticket_capacity_invalid),
    /** Off: the page stops selling it; its seats and sales stay. */
    active: z.boolean(),
  })
  .strict();

export type TicketOfferInput = z.output<typeof ticketOfferInputSchema>;

export const ticketOffersUpdateSchema = z
  .object({
    tickets: z.array(ticketOfferInputSchema).max(20),
  })
  .strict()
  .refine((body) => new Set(body.tickets.map((ticket) => ticket.eventSlug)).size === body.tickets.length, {
    message: ERRORS.ticket_event_invalid,
    path: ['tickets'],
  });

/** A lead waiting for a seat, as staff see it. */
export interface WaitlistEntry {
  leadId: string;
  name: string;
  joinedAt: string;
}

/** GET /api/admin/launches/{id}/tickets: each ticket with its seats and its event's waitlist. */
export interface StaffTicketOffer {
  code: string;
  name: string;
  event: TicketEvent;
  priceCents: number;
  capacity: number;
  active: boolean;
  sold: number;
  held: number;
  waitlist: WaitlistEntry[];
}

export interface StaffTickets {
  /** The launch's events a ticket may admit to. */
  events: TicketEvent[];
  tickets: StaffTicketOffer[];
}

/** POST /api/events/{slug}/waitlist: only the lead's own browser (or its claim) puts it on the list. */
export const waitlistJoinSchema = z.object({
  leadId: z.string({ error: ERRORS.lead_not_found }).trim().min(1, ERRORS.lead_not_found).max(100),
  leadToken: leadCapabilityFields.leadToken,
});

export type WaitlistJoinRequest = z.output<typeof waitlistJoinSchema>;

export interface WaitlistJoined {
  eventSlug: string;
  joinedAt: string;
  /** False when the lead was already on the list. */
  created: boolean;
}
