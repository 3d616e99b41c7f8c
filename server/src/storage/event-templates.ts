// An event's own active words for a message of one kind (event_message_templates): the WhatsApp
// reminders of a launch's call and the staff's opportunity messages read them the same way.
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';
import { TRUE } from './sql-values.ts';

/** The oldest active template of this kind for the event, if it has one. */
export async function activeTemplateBody(
  db: Kysely<Database>,
  eventId: string,
  messageType: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('event_message_templates')
    .select('body')
    .where('event_id', '=', eventId)
    .where('message_type', '=', messageType)
    .where('is_active', '=', TRUE)
    .orderBy('created_at')
    .executeTakeFirst();
  return row?.body;
}
