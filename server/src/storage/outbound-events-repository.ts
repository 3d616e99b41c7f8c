// Writes the producer's webhooks' outbox inside the caller's transaction (issue 31).
import type { Kysely } from 'kysely';
import type { NewOutboundEvent } from '../domain/ports/outbound-events.ts';
import type { Database } from './schema.ts';

/** Queues one event; its deliveries are made by the sender (fanned_out_at stays null until then). */
export async function insertOutboundEvent(db: Kysely<Database>, event: NewOutboundEvent): Promise<void> {
  await db
    .insertInto('outbound_events')
    .values({ ...event, fanned_out_at: null })
    .execute();
}
