// The WhatsApp message log (migration 0029) as the runner reads it (the per-number limit, the 24 h
// window) and as webhook events write it (statuses, the leads' messages, opt-outs and replies).
import type { Kysely, Transaction } from 'kysely';
import type { TransactionScope } from '../domain/ports/transaction-scope.ts';
import type { WhatsAppEventsStore, WhatsAppMessageLog } from '../domain/ports/whatsapp-runner.ts';
import { engineOf } from './database.ts';
import { transactionScope } from './group-commit.ts';
import { createOutboundEventStore } from './outbound-event-facts.ts';
import type { Database } from './schema.ts';
import { TRUE } from './sql-values.ts';

export function createWhatsAppMessageLog(db: Kysely<Database>): WhatsAppMessageLog {
  return {
    async outboundSince(phone, since) {
      const row = await db
        .selectFrom('whatsapp_messages')
        .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.min('created_at').as('oldest')])
        .where('phone', '=', phone)
        .where('direction', '=', 'outbound')
        .where('status', '!=', 'failed')
        .where('created_at', '>', since)
        .executeTakeFirst();
      return { count: Number(row?.count ?? 0), oldest: (row?.oldest as string | null | undefined) ?? null };
    },
    async lastInboundAt(leadId, phone) {
      const row = await db
        .selectFrom('whatsapp_messages')
        .select((eb) => eb.fn.max('created_at').as('at'))
        .where((eb) => eb.or([eb('lead_id', '=', leadId), eb('phone', '=', phone)]))
        .where('direction', '=', 'inbound')
        .executeTakeFirst();
      return (row?.at as string | null | undefined) ?? null;
    },
  };
}

/** Each webhook event's writes in one transaction. */
export function whatsAppEventsScope(db: Kysely<Database>): TransactionScope<WhatsAppEventsStore> {
  const postgres = engineOf(db) === 'postgres';
  return transactionScope(db, (trx) => createWhatsAppEventsStore(trx, postgres));
}

function createWhatsAppEventsStore(trx: Transaction<Database>, postgres: boolean): WhatsAppEventsStore {
  return {
    ...createOutboundEventStore(trx),
    async lockOutbound(providerMessageId) {
      let query = trx
        .selectFrom('whatsapp_messages')
        .select(['id', 'status', 'sent_at', 'delivered_at', 'read_at'])
        .where('provider_message_id', '=', providerMessageId)
        .where('direction', '=', 'outbound');
      if (postgres) query = query.forUpdate();
      return query.executeTakeFirst();
    },

    async updateDelivery(id, { error, ...changes }) {
      await trx
        .updateTable('whatsapp_messages')
        .set({ ...changes, ...(error === null ? {} : { error: error.slice(0, 1_000) }) })
        .where('id', '=', id)
        .execute();
    },

    async recordInbound(input) {
      const result = await trx
        .insertInto('whatsapp_messages')
        .values({
          id: input.id,
          lead_id: input.leadId,
          phone: input.phone,
          direction: 'inbound',
          body: input.body,
          status: 'received',
          provider_message_id: input.providerMessageId,
          created_at: input.at,
          updated_at: input.now,
        })
        .onConflict((oc) => oc.column('provider_message_id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    leadsByPhones(phones) {
      return trx
        .selectFrom('leads')
        .select('id')
        .where('phone', 'in', phones)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    async touchLeadInbound(leadId, at, now) {
      await trx
        .updateTable('leads')
        .set({ last_message_received_at: at, last_interaction_at: at, updated_at: now })
        .where('id', '=', leadId)
        .execute();
    },

    async optOut(leadId, now) {
      await trx
        .updateTable('consents')
        .set({ revoked_at: now })
        .where('lead_id', '=', leadId)
        .where('revoked_at', 'is', null)
        .execute();
      const cancelled = await trx
        .updateTable('whatsapp_jobs')
        .set({ status: 'cancelled', last_error: 'opted_out', locked_until: null, updated_at: now })
        .where('lead_id', '=', leadId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      await trx
        .updateTable('leads')
        .set({ cadence_status: 'opted_out', cadence_next_attempt_at: null, updated_at: now })
        .where('id', '=', leadId)
        .execute();
      return Number(cancelled.numUpdatedRows);
    },

    async cancelOnReply(leadId, now) {
      const cancelled = await trx
        .updateTable('whatsapp_jobs')
        .set({ status: 'cancelled', last_error: 'replied', locked_until: null, updated_at: now })
        .where('lead_id', '=', leadId)
        .where('status', '=', 'pending')
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('cadences')
              .select('cadences.id')
              .whereRef('cadences.id', '=', 'whatsapp_jobs.cadence_id')
              .where('cadences.stop_on_reply', '=', TRUE),
          ),
        )
        .executeTakeFirst();
      const count = Number(cancelled.numUpdatedRows);
      if (count > 0) {
        const next = await trx
          .selectFrom('whatsapp_jobs')
          .select((eb) => eb.fn.min('due_at').as('due_at'))
          .where('lead_id', '=', leadId)
          .where('status', '=', 'pending')
          .executeTakeFirst();
        const nextAt = (next?.due_at as string | null | undefined) ?? null;
        await trx
          .updateTable('leads')
          .set({
            cadence_next_attempt_at: nextAt,
            ...(nextAt === null ? { cadence_status: 'stopped' } : {}),
            updated_at: now,
          })
          .where('id', '=', leadId)
          .where('cadence_status', '!=', 'opted_out')
          .execute();
      }
      return count;
    },
  };
}
