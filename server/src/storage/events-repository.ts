// Events, registrations and message templates on Kysely, for both engines.
import type { Kysely } from 'kysely';
import type {
  EventRow,
  EventStore,
  NewRegistration,
  RegistrationRow,
  TemplateRow,
} from '../domain/ports/events.ts';
import { createLeadCapabilitiesRepository } from './lead-capabilities-repository.ts';
import { createOutboundEventStore } from './outbound-event-facts.ts';
import type { Database } from './schema.ts';
import { TRUE } from './sql-values.ts';

export function createEventsRepository(db: Kysely<Database>): EventStore {
  return {
    ...createOutboundEventStore(db),
    findEventBySlug(slug: string): Promise<EventRow | undefined> {
      return db
        .selectFrom('events')
        .select([
          'id',
          'slug',
          'title',
          'description',
          'starts_at',
          'ends_at',
          'location',
          'price_cents',
          'currency',
        ])
        .where('slug', '=', slug)
        .where('is_active', '=', TRUE)
        .executeTakeFirst();
    },

    findCapability: createLeadCapabilitiesRepository(db).findCapability,

    async insertRegistrationIfMissing(registration: NewRegistration): Promise<boolean> {
      const result = await db
        .insertInto('event_registrations')
        .values(registration)
        .onConflict((oc) => oc.columns(['lead_id', 'event_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    findRegistration(leadId: string, eventId: string): Promise<RegistrationRow | undefined> {
      return db
        .selectFrom('event_registrations')
        .select(['id', 'event_id', 'lead_id', 'status', 'registration_date'])
        .where('lead_id', '=', leadId)
        .where('event_id', '=', eventId)
        .executeTakeFirst();
    },

    findActiveTemplates(eventId: string, messageType: string): Promise<TemplateRow[]> {
      return db
        .selectFrom('event_message_templates')
        .select(['id', 'message_type', 'title', 'body'])
        .where('event_id', '=', eventId)
        .where('message_type', '=', messageType)
        .where('is_active', '=', TRUE)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },
  };
}
