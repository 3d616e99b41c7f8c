// A launch's tickets on Kysely for both engines (migration 0042): the pages' seats left, the events'
// waitlists, and the staff's edit of the tickets with its seats and its launch audit row.
import {
  type PublicTicketOffer,
  type StaffTicketOffer,
  type StaffTickets,
  type TicketEvent,
  type TicketOfferInput,
  ticketOfferCode,
} from '@funil/core/ticket-offers';
import type { Kysely, Transaction } from 'kysely';
import type {
  PublicTicketsStore,
  StaffTicketsStore,
  TicketsOutcome,
  WaitlistStore,
} from '../domain/ports/tickets.ts';
import { insertAudit } from './launch-rows.ts';
import { createLeadCapabilitiesRepository } from './lead-capabilities-repository.ts';
import { resizeSeats, seatCounts } from './offer-seats.ts';
import type { Database } from './schema.ts';
import { FALSE, isTrue, TRUE } from './sql-values.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A ticket's seat is held for as long as its checkout is open: an hour, then it is on sale again. */
export const TICKET_CHECKOUT_EXPIRY_MINUTES = 60;

/** A ticket's provider reference, apart from the program's. */
const TICKET_REFERENCE_PREFIX = 'INGRESSO_';

async function launchEvents(db: Db, launchId: string): Promise<(TicketEvent & { id: string })[]> {
  const rows = await db
    .selectFrom('events')
    .select(['id', 'slug', 'kind', 'title', 'starts_at', 'ends_at', 'location'])
    .where('launch_id', '=', launchId)
    .orderBy('starts_at')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    kind: row.kind ?? 'other',
    title: row.title,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    location: row.location,
  }));
}

function ticketRows(db: Db, launchId: string) {
  return db
    .selectFrom('offers')
    .select(['code', 'name', 'pix_price_cents', 'event_id', 'capacity', 'is_active'])
    .where('launch_id', '=', launchId)
    .where('kind', '=', 'ticket')
    .orderBy('created_at')
    .orderBy('code')
    .execute();
}

async function staffTickets(db: Db, launchId: string, now: string): Promise<StaffTickets> {
  const events = await launchEvents(db, launchId);
  const offers = await ticketRows(db, launchId);
  const counts = await seatCounts(
    db,
    offers.map((offer) => offer.code),
    now,
  );
  const waitlists = await db
    .selectFrom('event_waitlist as w')
    .innerJoin('leads as l', 'l.id', 'w.lead_id')
    .select(['w.event_id', 'w.lead_id', 'l.name', 'w.created_at'])
    .where('w.event_id', 'in', events.length ? events.map((event) => event.id) : [''])
    .orderBy('w.created_at')
    .orderBy('w.id')
    .execute();
  const tickets: StaffTicketOffer[] = [];
  for (const offer of offers) {
    const event = events.find((candidate) => candidate.id === offer.event_id);
    if (!event) continue;
    const { id: _id, ...publicEvent } = event;
    const count = counts.get(offer.code) ?? { seats: 0, sold: 0, held: 0 };
    tickets.push({
      code: offer.code,
      name: offer.name,
      event: publicEvent,
      priceCents: Number(offer.pix_price_cents),
      capacity: Number(offer.capacity ?? count.seats),
      active: isTrue(offer.is_active),
      sold: count.sold,
      held: count.held,
      waitlist: waitlists
        .filter((entry) => entry.event_id === event.id)
        .map((entry) => ({ leadId: entry.lead_id, name: entry.name, joinedAt: entry.created_at })),
    });
  }
  return { events: events.map(({ id: _id, ...event }) => event), tickets };
}

export function createPublicTicketsRepository(db: Kysely<Database>): PublicTicketsStore {
  return {
    async calendarEvent(slug) {
      const row = await db
        .selectFrom('events')
        .select(['slug', 'kind', 'title', 'description', 'starts_at', 'ends_at', 'location'])
        .where('slug', '=', slug)
        .where('is_active', '=', TRUE)
        .executeTakeFirst();
      return (
        row && {
          slug: row.slug,
          kind: row.kind ?? 'other',
          title: row.title,
          description: row.description,
          startsAt: row.starts_at,
          endsAt: row.ends_at,
          location: row.location,
        }
      );
    },
    async publicTickets(launchId, now): Promise<PublicTicketOffer[]> {
      const { tickets } = await staffTickets(db, launchId, now);
      return tickets
        .filter((ticket) => ticket.active)
        .map((ticket) => {
          const seatsLeft = Math.max(0, ticket.capacity - ticket.sold - ticket.held);
          return {
            code: ticket.code,
            name: ticket.name,
            event: ticket.event,
            priceCents: ticket.priceCents,
            capacity: ticket.capacity,
            seatsLeft,
            soldOut: seatsLeft === 0,
          };
        });
    },
  };
}

export function createWaitlistRepository(db: Kysely<Database>): WaitlistStore {
  return {
    findCapability: createLeadCapabilitiesRepository(db).findCapability,
    findEvent(slug) {
      return db
        .selectFrom('events')
        .select(['id', 'slug'])
        .where('slug', '=', slug)
        .where('is_active', '=', TRUE)
        .executeTakeFirst();
    },
    async joinWaitlist(entry) {
      const inserted = await db
        .insertInto('event_waitlist')
        .values({ id: entry.id, event_id: entry.eventId, lead_id: entry.leadId, created_at: entry.time })
        .onConflict((oc) => oc.columns(['event_id', 'lead_id']).doNothing())
        .executeTakeFirst();
      const row = await db
        .selectFrom('event_waitlist')
        .select('created_at')
        .where('event_id', '=', entry.eventId)
        .where('lead_id', '=', entry.leadId)
        .executeTakeFirstOrThrow();
      return { joinedAt: row.created_at, created: Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0 };
    },
  };
}

class Refused extends Error {
  constructor(readonly outcome: TicketsOutcome) {
    super('refused');
  }
}

export function createStaffTicketsRepository(db: Kysely<Database>): StaffTicketsStore {
  return {
    async read(launchId, now) {
      const launch = await db
        .selectFrom('launches')
        .select('id')
        .where('id', '=', launchId)
        .executeTakeFirst();
      return launch ? staffTickets(db, launchId, now) : undefined;
    },

    async save(launchId, tickets, editor, time) {
      try {
        return await db.transaction().execute(async (trx) => {
          const launch = await trx
            .selectFrom('launches')
            .select(['id', 'status'])
            .where('id', '=', launchId)
            .executeTakeFirst();
          if (!launch) throw new Refused({ ok: false, refusal: 'launch_not_found' });
          if (launch.status === 'closed') throw new Refused({ ok: false, refusal: 'launch_closed' });
          const before = await staffTickets(trx, launchId, time);
          const events = await launchEvents(trx, launchId);
          for (const ticket of tickets) {
            const event = events.find((candidate) => candidate.slug === ticket.eventSlug);
            if (!event) throw new Refused({ ok: false, refusal: 'ticket_event_invalid' });
            await saveTicket(trx, launchId, event.id, ticket, time);
          }
          const kept = tickets.map((ticket) => ticketOfferCode(ticket.eventSlug));
          // A ticket left out stops selling; its seats and sales stay with it.
          let dropped = trx
            .updateTable('offers')
            .set({ is_active: FALSE, updated_at: time })
            .where('launch_id', '=', launchId)
            .where('kind', '=', 'ticket');
          if (kept.length) dropped = dropped.where('code', 'not in', kept);
          await dropped.execute();
          const after = await staffTickets(trx, launchId, time);
          await insertAudit(trx, {
            launchId,
            action: 'tickets',
            editor,
            time,
            before: JSON.stringify(before.tickets.map(auditView)),
            after: JSON.stringify(after.tickets.map(auditView)),
          });
          await trx.updateTable('launches').set({ updated_at: time }).where('id', '=', launchId).execute();
          return { ok: true, tickets: after } as const;
        });
      } catch (error) {
        if (error instanceof Refused) return error.outcome;
        throw error;
      }
    },
  };
}

/**
 * A duplicated launch sells the same tickets for its own events (matched by kind: its free call, its
 * immersion), with all their seats free; its waitlists start empty.
 */
export async function copyTickets(
  trx: Transaction<Database>,
  fromLaunchId: string,
  toLaunchId: string,
  time: string,
) {
  const [sourceEvents, targetEvents, offers] = await Promise.all([
    launchEvents(trx, fromLaunchId),
    launchEvents(trx, toLaunchId),
    ticketRows(trx, fromLaunchId),
  ]);
  for (const offer of offers) {
    const kind = sourceEvents.find((event) => event.id === offer.event_id)?.kind;
    const target = targetEvents.find((event) => event.kind === kind && kind !== 'other');
    if (!target) continue;
    await saveTicket(
      trx,
      toLaunchId,
      target.id,
      {
        eventSlug: target.slug,
        name: offer.name,
        priceCents: Number(offer.pix_price_cents),
        capacity: Number(offer.capacity ?? 0),
        active: isTrue(offer.is_active),
      },
      time,
    );
  }
}

/** What the audit keeps of a ticket: what staff set, not who is waiting. */
function auditView(ticket: StaffTicketOffer) {
  return {
    code: ticket.code,
    event: ticket.event.slug,
    name: ticket.name,
    priceCents: ticket.priceCents,
    capacity: ticket.capacity,
    active: ticket.active,
  };
}

async function saveTicket(
  trx: Transaction<Database>,
  launchId: string,
  eventId: string,
  ticket: TicketOfferInput,
  time: string,
) {
  const code = ticketOfferCode(ticket.eventSlug);
  const values = {
    name: ticket.name,
    pix_price_cents: ticket.priceCents,
    card_total_cents: ticket.priceCents,
    max_installments: 1,
    capacity: ticket.capacity,
    is_active: ticket.active ? TRUE : FALSE,
    updated_at: time,
  };
  const existing = await trx
    .selectFrom('offers')
    .select(['code', 'launch_id'])
    .where('code', '=', code)
    .executeTakeFirst();
  if (existing && existing.launch_id !== launchId)
    throw new Refused({ ok: false, refusal: 'ticket_event_invalid' });
  if (existing) {
    await trx.updateTable('offers').set(values).where('code', '=', code).execute();
  } else {
    await trx
      .insertInto('offers')
      .values({
        ...values,
        code,
        kind: 'ticket',
        event_id: eventId,
        launch_id: launchId,
        checkout_expiry_minutes: TICKET_CHECKOUT_EXPIRY_MINUTES,
        external_reference_prefix: TICKET_REFERENCE_PREFIX,
        created_at: time,
      })
      .execute();
  }
  if (!(await resizeSeats(trx, code, ticket.capacity, time))) {
    throw new Refused({ ok: false, refusal: 'ticket_capacity_below_taken' });
  }
}
