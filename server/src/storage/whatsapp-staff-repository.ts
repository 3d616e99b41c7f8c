// One lead's WhatsApp messages and a staff reply (the conversation view), and the recovery
// cadences' messages with their checkouts (the recovery report). Rows only: the domain decides.
import { type Kysely, sql } from 'kysely';
import type { RecoveryReader, WhatsAppStaffStore } from '../domain/ports/whatsapp-staff.ts';
import { hasConsentFor } from './contact-consent-sql.ts';
import { leadOptedOut } from './opt-out-sql.ts';
import type { Database } from './schema.ts';

export function createWhatsAppStaffRepository(db: Kysely<Database>): WhatsAppStaffStore & RecoveryReader {
  return {
    async findConversationLead(leadId, consentPurpose) {
      const row = await db
        .selectFrom('leads')
        .where('leads.id', '=', leadId)
        .select((eb) => [
          'leads.id',
          'leads.name',
          'leads.phone',
          leadOptedOut().as('opted_out'),
          hasConsentFor(consentPurpose).as('has_consent'),
          eb
            .selectFrom('whatsapp_messages')
            .select((m) => m.fn.max('whatsapp_messages.created_at').as('at'))
            .whereRef('whatsapp_messages.lead_id', '=', 'leads.id')
            .where('whatsapp_messages.direction', '=', 'inbound')
            .as('last_inbound_at'),
        ])
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        name: row.name,
        phone: row.phone,
        opted_out: row.opted_out === true || Number(row.opted_out) === 1,
        has_consent: row.has_consent === true || Number(row.has_consent) === 1,
        last_inbound_at: row.last_inbound_at ?? null,
      };
    },

    async listMessages(leadId) {
      const rows = await db
        .selectFrom('whatsapp_messages as m')
        .leftJoin('cadences as c', 'c.id', 'm.cadence_id')
        .where('m.lead_id', '=', leadId)
        .select([
          'm.id',
          'm.direction',
          'm.body',
          'm.template_name',
          'm.status',
          'm.created_at',
          'm.sent_at',
          'm.delivered_at',
          'm.read_at',
          'm.cadence_id',
          'c.name as cadence_name',
          'm.step',
          'm.sent_by',
          'm.error',
        ])
        .orderBy('m.created_at')
        .orderBy('m.id')
        .execute();
      return rows.map((row) => ({ ...row, step: row.step === null ? null : Number(row.step) }));
    },

    async recordReply(reply) {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('whatsapp_messages')
          .values({
            id: reply.id,
            lead_id: reply.lead_id,
            phone: reply.phone,
            direction: 'outbound',
            body: reply.body,
            status: 'sent',
            provider_message_id: reply.provider_message_id,
            sent_by: reply.sent_by,
            created_at: reply.time,
            sent_at: reply.time,
            updated_at: reply.time,
          })
          .execute();
        await trx
          .updateTable('leads')
          .set({
            messages_count: sql`messages_count + 1`,
            last_message_sent_at: reply.time,
            last_message_content: reply.body,
            last_interaction_at: reply.time,
            updated_at: reply.time,
          })
          .where('id', '=', reply.lead_id)
          .execute();
      });
    },

    async recoveryMessages(triggers, sentStatuses) {
      const rows = await db
        .selectFrom('whatsapp_messages as m')
        .innerJoin('cadences as cd', 'cd.id', 'm.cadence_id')
        .leftJoin('checkouts as c', 'c.id', 'm.checkout_id')
        .where('m.direction', '=', 'outbound')
        .where('m.status', 'in', [...sentStatuses])
        .where('cd.trigger', 'in', [...triggers])
        .select((eb) => [
          'm.cadence_id',
          'm.step',
          'm.checkout_id',
          eb.fn.coalesce('m.sent_at', 'm.created_at').as('sent_at'),
          'c.paid_at',
          'c.amount_cents',
          'c.refunded_cents',
          'c.status as checkout_status',
        ])
        .execute();
      return rows.map((row) => ({
        cadence_id: row.cadence_id as string,
        step: Number(row.step ?? 0),
        checkout_id: row.checkout_id,
        sent_at: row.sent_at,
        paid_at: row.paid_at,
        amount_cents: row.amount_cents === null ? null : Number(row.amount_cents),
        refunded_cents: row.refunded_cents === null ? null : Number(row.refunded_cents),
        checkout_status: row.checkout_status,
      }));
    },
  };
}
