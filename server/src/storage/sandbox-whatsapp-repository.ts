// The WhatsApp sandbox's messages (migration 0029), shared by every process, and the lead names
// its page shows beside each number.
import type { Kysely } from 'kysely';
import type {
  SandboxMessageStatus,
  SandboxWhatsAppMessage,
  SandboxWhatsAppStore,
} from '../providers/whatsapp/sandbox-provider.ts';
import type { Database, SandboxWhatsAppMessagesTable } from './schema.ts';

type Row = SandboxWhatsAppMessagesTable & { logged_text?: string | null };

const messageOf = (row: Row): SandboxWhatsAppMessage => ({
  id: row.id,
  phone: row.phone,
  direction: row.direction === 'inbound' ? 'inbound' : 'outbound',
  body: row.body,
  templateName: row.template_name,
  status: row.status as SandboxMessageStatus,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  ...(row.logged_text ? { loggedText: row.logged_text } : {}),
});

/** The sandbox's messages with the text the sender logged for each (the message log's row). */
function withLoggedText(db: Kysely<Database>) {
  return db
    .selectFrom('sandbox_whatsapp_messages as m')
    .leftJoin('whatsapp_messages as w', 'w.provider_message_id', 'm.id')
    .selectAll('m')
    .select('w.body as logged_text');
}

export function createSandboxWhatsAppRepository(db: Kysely<Database>): SandboxWhatsAppStore {
  return {
    async insertMessage(message) {
      await db
        .insertInto('sandbox_whatsapp_messages')
        .values({
          id: message.id,
          phone: message.phone,
          direction: message.direction,
          body: message.body,
          template_name: message.templateName,
          status: message.status,
          created_at: message.createdAt,
          updated_at: message.updatedAt,
        })
        .execute();
    },
    async findMessage(id) {
      const row = await db
        .selectFrom('sandbox_whatsapp_messages')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row && messageOf(row);
    },
    async moveStatus(id, from, to, at) {
      // One statement: of two people clicking at once, exactly one moves it (and sends the webhook).
      const result = await db
        .updateTable('sandbox_whatsapp_messages')
        .set({ status: to, updated_at: at })
        .where('id', '=', id)
        .where('direction', '=', 'outbound')
        .where('status', 'in', from)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
    async lastInboundAt(phone) {
      const row = await db
        .selectFrom('sandbox_whatsapp_messages')
        .select((eb) => eb.fn.max('created_at').as('at'))
        .where('phone', '=', phone)
        .where('direction', '=', 'inbound')
        .executeTakeFirst();
      return row?.at ?? undefined;
    },
    async latestPerPhone(limit) {
      const rows = await withLoggedText(db)
        .where('m.created_at', '=', (eb) =>
          eb
            .selectFrom('sandbox_whatsapp_messages as n')
            .select((inner) => inner.fn.max('n.created_at').as('latest'))
            .whereRef('n.phone', '=', 'm.phone'),
        )
        .orderBy('m.created_at', 'desc')
        .orderBy('m.phone')
        .limit(limit * 2)
        .execute();
      // Two messages of one number at the same instant: the conversation is listed once.
      const seen = new Set<string>();
      return rows
        .filter((row) => !seen.has(row.phone) && seen.add(row.phone))
        .slice(0, limit)
        .map(messageOf);
    },
    async conversation(phone, limit) {
      const rows = await withLoggedText(db)
        .where('m.phone', '=', phone)
        .orderBy('m.created_at', 'desc')
        .limit(limit)
        .execute();
      return rows.reverse().map(messageOf);
    },
  };
}

/**
 * The name of the lead behind each number, for the numbers given (a number no lead has is left
 * out). Several leads on one number: the newest that is not anonymized.
 */
export function createSandboxLeadNames(db: Kysely<Database>) {
  return async (phones: string[]): Promise<Map<string, string>> => {
    if (phones.length === 0) return new Map();
    const rows = await db
      .selectFrom('leads')
      .select(['phone', 'name'])
      .where('phone', 'in', phones)
      .where('anonymized_at', 'is', null)
      .orderBy('created_at')
      .execute();
    return new Map(rows.map((row) => [row.phone, row.name]));
  };
}
