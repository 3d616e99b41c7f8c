// Tickets for a launch's events, their seats and the events' waitlists, as the public pages and the
// staff area read and write them (storage/tickets-repository.ts implements them).
import type { PublicTicketOffer, StaffTickets, TicketOfferInput } from '@funil/core/ticket-offers';
import type { LaunchEditor } from './launches.ts';
import type { CapabilityStore } from './lead-capabilities.ts';

/** An event as its calendar file needs it. */
export interface CalendarEvent {
  kind: string;
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
  location: string;
}

export interface PublicTicketsStore {
  /** The launch's active tickets with the seats left at `now`. */
  publicTickets(launchId: string, now: string): Promise<PublicTicketOffer[]>;
  /** An active event by its slug, for its calendar file. */
  calendarEvent(slug: string): Promise<(CalendarEvent & { slug: string }) | undefined>;
}

export interface WaitlistStore extends Pick<CapabilityStore, 'findCapability'> {
  /** An active event by its slug. */
  findEvent(slug: string): Promise<{ id: string; slug: string } | undefined>;
  /** Puts the lead on the event's list unless it is there; answers when it joined and whether now. */
  joinWaitlist(entry: { id: string; eventId: string; leadId: string; time: string }): Promise<{
    joinedAt: string;
    created: boolean;
  }>;
}

export type TicketsRefusal =
  | 'launch_not_found'
  | 'launch_closed'
  | 'ticket_event_invalid'
  | 'ticket_capacity_below_taken';

export type TicketsOutcome = { ok: true; tickets: StaffTickets } | { ok: false; refusal: TicketsRefusal };

export interface StaffTicketsStore {
  /** Undefined for a launch that does not exist. */
  read(launchId: string, now: string): Promise<StaffTickets | undefined>;
  /**
   * The launch's tickets become these (one per event; a ticket left out stops selling), their seats
   * resized, with a row in the launch's audit; all or nothing.
   */
  save(
    launchId: string,
    tickets: TicketOfferInput[],
    editor: LaunchEditor,
    time: string,
  ): Promise<TicketsOutcome>;
}
