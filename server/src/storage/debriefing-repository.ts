// Events with their registrations, message status and templates, for the staff debriefing screen.
import type { DebriefingEventSummary, DebriefingRegistration } from '@funil/core/debriefing';
import type { Kysely } from 'kysely';
import type { DebriefingStore } from '../domain/ports/staff-records.ts';
import { leadOptedOut } from './opt-out-sql.ts';
import type { Database } from './schema.ts';
import { FALSE, isTrue, TRUE } from './sql-values.ts';

/** The staff debriefing screen's store (domain/ports/staff-records.ts). */
export type DebriefingRepository = DebriefingStore;

const EVENT_COLUMNS = [
  'events.id',
  'events.slug',
  'events.title',
  'events.starts_at',
  'events.ends_at',
  'events.location',
  'events.is_active',
  'events.launch_id',
  'launches.name',
] as const;

export function createDebriefingRepository(db: Kysely<Database>): DebriefingRepository {
  const events = () =>
    db
      .selectFrom('events')
      .leftJoin('launches', 'launches.id', 'events.launch_id')
      .leftJoin('event_registrations as r', 'r.event_id', 'events.id')
      .select((eb) => [
        ...EVENT_COLUMNS,
        eb.fn.count<number | string>('r.id').as('registrations'),
        eb.fn
          .sum<number | string | null>(eb.case().when('r.message_sent', '=', TRUE).then(1).else(0).end())
          .as('messages_sent'),
      ])
      .groupBy([...EVENT_COLUMNS]);

  const registrations = () =>
    db
      .selectFrom('event_registrations as r')
      .innerJoin('leads', 'leads.id', 'r.lead_id')
      .select([
        'r.id',
        'r.lead_id',
        'leads.name',
        'leads.phone',
        'leads.instagram',
        'r.status',
        'r.registration_date',
        'r.message_sent',
        'r.message_sent_at',
        'r.message_sent_by',
        leadOptedOut().as('opted_out'),
      ]);

  return {
    async listEvents(launchId) {
      let query = events();
      if (launchId !== undefined) query = query.where('events.launch_id', '=', launchId);
      const rows = await query.orderBy('events.starts_at', 'desc').execute();
      return rows.map(toSummary);
    },

    async findEvent(id) {
      const row = await events().where('events.id', '=', id).executeTakeFirst();
      return row && toSummary(row);
    },

    async listTemplates(eventId) {
      const rows = await db
        .selectFrom('event_message_templates')
        .select(['id', 'message_type', 'title', 'body', 'is_active'])
        .where('event_id', '=', eventId)
        .orderBy('message_type')
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        messageType: row.message_type,
        title: row.title,
        body: row.body,
        isActive: isTrue(row.is_active),
      }));
    },

    async listRegistrations(eventId, { messageSent, limit, offset }) {
      let rows = registrations().where('r.event_id', '=', eventId);
      let count = db
        .selectFrom('event_registrations as r')
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .where('r.event_id', '=', eventId);
      if (messageSent !== undefined) {
        rows = rows.where('r.message_sent', '=', messageSent ? TRUE : FALSE);
        count = count.where('r.message_sent', '=', messageSent ? TRUE : FALSE);
      }
      const [page, total] = await Promise.all([
        rows.orderBy('r.registration_date', 'desc').orderBy('r.id').limit(limit).offset(offset).execute(),
        count.executeTakeFirstOrThrow(),
      ]);
      return { registrations: page.map(toRegistration), total: Number(total.total) };
    },

    async setMessageSent(id, sent, staffEmail, time) {
      await db
        .updateTable('event_registrations')
        .set({
          message_sent: sent ? TRUE : FALSE,
          message_sent_at: sent ? time : null,
          message_sent_by: sent ? staffEmail : null,
          updated_at: time,
        })
        .where('id', '=', id)
        .execute();
      const row = await registrations().where('r.id', '=', id).executeTakeFirst();
      return row && toRegistration(row);
    },
  };
}

function toSummary(row: {
  id: string;
  slug: string;
  title: string;
  starts_at: string;
  ends_at: string;
  location: string;
  is_active: unknown;
  launch_id: string | null;
  name: string | null;
  registrations: number | string;
  messages_sent: number | string | null;
}): DebriefingEventSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    location: row.location,
    isActive: isTrue(row.is_active),
    registrations: Number(row.registrations),
    messagesSent: Number(row.messages_sent ?? 0),
    launchId: row.launch_id,
    launchName: row.name,
  };
}

function toRegistration(row: {
  id: string;
  lead_id: string;
  name: string;
  phone: string;
  instagram: string | null;
  status: string;
  registration_date: string;
  message_sent: unknown;
  message_sent_at: string | null;
  message_sent_by: string | null;
  opted_out: unknown;
}): DebriefingRegistration {
  return {
    id: row.id,
    leadId: row.lead_id,
    name: row.name,
    phone: row.phone,
    instagram: row.instagram,
    status: row.status,
    registrationDate: row.registration_date,
    messageSent: isTrue(row.message_sent),
    messageSentAt: row.message_sent_at,
    messageSentBy: row.message_sent_by,
    optedOut: isTrue(row.opted_out),
  };
}
