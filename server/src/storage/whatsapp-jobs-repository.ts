// The durable WhatsApp jobs (migration 0029) as the runner claims and settles them. On PostgreSQL
// several processes claim at once: one UPDATE over a FOR UPDATE SKIP LOCKED subquery, so no two
// take one job; on SQLite the one process's UPDATE … RETURNING is atomic by itself.
import { type Kysely, sql, type Transaction } from 'kysely';
import type { ClaimedJob, WhatsAppJobStore } from '../domain/ports/whatsapp-runner.ts';
import { engineOf } from './database.ts';
import type { Database } from './schema.ts';
import { FALSE, TRUE } from './sql-values.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function createWhatsAppJobStore(db: Kysely<Database>): WhatsAppJobStore {
  const postgres = engineOf(db) === 'postgres';
  return {
    async claimDue({ now, leaseUntil, limit }) {
      let due = db
        .selectFrom('whatsapp_jobs as j')
        .select('j.id')
        .where('j.status', '=', 'pending')
        .where('j.due_at', '<=', now)
        .where((eb) => eb.or([eb('j.locked_until', 'is', null), eb('j.locked_until', '<=', now)]))
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('cadences as c')
              .select('c.id')
              .whereRef('c.id', '=', 'j.cadence_id')
              .where('c.status', '=', 'active'),
          ),
        )
        .orderBy('j.due_at')
        .orderBy('j.id')
        .limit(limit);
      if (postgres) due = due.forUpdate().skipLocked();
      const rows = await db
        .updateTable('whatsapp_jobs')
        .set((eb) => ({ locked_until: leaseUntil, attempts: eb('attempts', '+', 1), updated_at: now }))
        .where('id', 'in', due)
        .returning(['id', 'lead_id', 'cadence_id', 'step', 'subject_id', 'due_at', 'attempts'])
        .execute();
      if (rows.length === 0) return [];
      // A row recorded before the provider call and never answered: that run died mid-send (a row
      // the job's end had already marked failed cannot be here, as both change in one transaction).
      const unanswered = await db
        .selectFrom('whatsapp_messages')
        .select(['id', 'job_id'])
        .where(
          'job_id',
          'in',
          rows.map((row) => row.id),
        )
        .where('provider_message_id', 'is', null)
        .execute();
      const interrupted = new Map(unanswered.map((row) => [row.job_id, row.id]));
      return rows
        .map((row): ClaimedJob => {
          const messageId = interrupted.get(row.id);
          return {
            id: row.id,
            leadId: row.lead_id,
            cadenceId: row.cadence_id,
            step: Number(row.step),
            subjectId: row.subject_id,
            dueAt: row.due_at,
            attempts: Number(row.attempts),
            ...(messageId === undefined ? {} : { interruptedMessageId: messageId }),
          };
        })
        .sort((a, b) => a.dueAt.localeCompare(b.dueAt) || a.id.localeCompare(b.id));
    },

    async releaseLeasesOfDeadRunners(now) {
      if (postgres) return 0;
      const result = await db
        .updateTable('whatsapp_jobs')
        .set({ locked_until: null, updated_at: now })
        .where('status', '=', 'pending')
        .where('locked_until', 'is not', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async deferAllDue(now, dueAt) {
      const result = await db
        .updateTable('whatsapp_jobs')
        .set({ due_at: dueAt, updated_at: now })
        .where('status', '=', 'pending')
        .where('due_at', '<=', now)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
        .executeTakeFirst();
      const moved = Number(result.numUpdatedRows);
      if (moved > 0) {
        await db
          .updateTable('leads')
          .set({ cadence_next_attempt_at: dueAt })
          .where('cadence_next_attempt_at', '<', dueAt)
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('whatsapp_jobs')
                .select('id')
                .whereRef('whatsapp_jobs.lead_id', '=', 'leads.id')
                .where('status', '=', 'pending'),
            ),
          )
          .execute();
      }
      return moved;
    },

    async postpone(jobId, dueAt, reason, now) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('whatsapp_jobs')
          .set((eb) => ({
            due_at: dueAt,
            attempts: eb('attempts', '-', 1),
            locked_until: null,
            last_error: reason,
            updated_at: now,
          }))
          .where('id', '=', jobId)
          .execute();
        await refreshLeadCadence(trx, jobId, now, 'active');
      });
    },

    async retryAt(jobId, dueAt, reason, now) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('whatsapp_jobs')
          .set({ due_at: dueAt, locked_until: null, last_error: reason.slice(0, 1_000), updated_at: now })
          .where('id', '=', jobId)
          .execute();
        await refreshLeadCadence(trx, jobId, now, 'active');
      });
    },

    async finish(jobId, status, reason, now, messageId) {
      await db.transaction().execute(async (trx) => {
        if (messageId !== undefined) {
          await trx
            .updateTable('whatsapp_messages')
            .set({ status: 'failed', error: reason.slice(0, 1_000), updated_at: now })
            .where('id', '=', messageId)
            .where('provider_message_id', 'is', null)
            .execute();
        }
        await trx
          .updateTable('whatsapp_jobs')
          .set({ status, locked_until: null, last_error: reason.slice(0, 1_000), updated_at: now })
          .where('id', '=', jobId)
          .execute();
        await refreshLeadCadence(trx, jobId, now, 'stopped');
      });
    },

    async recordIntent(intent) {
      await db
        .insertInto('whatsapp_messages')
        .values({
          id: intent.id,
          lead_id: intent.leadId,
          phone: intent.phone,
          direction: 'outbound',
          body: intent.body,
          template_name: intent.templateName,
          status: 'pending',
          job_id: intent.jobId,
          cadence_id: intent.cadenceId,
          step: intent.step,
          checkout_id: intent.checkoutId,
          created_at: intent.at,
          updated_at: intent.at,
        })
        .execute();
    },

    async dropIntent(messageId) {
      await db
        .deleteFrom('whatsapp_messages')
        .where('id', '=', messageId)
        .where('provider_message_id', 'is', null)
        .execute();
    },

    async markSent({ job, messageId, providerMessageId, body, templateName, now }) {
      await db.transaction().execute(async (trx) => {
        // Even over an 'interrupted' mark another runner made after a lapsed lease: it did go out.
        await trx
          .updateTable('whatsapp_messages')
          .set({
            status: 'sent',
            provider_message_id: providerMessageId,
            body,
            template_name: templateName,
            error: null,
            sent_at: now,
            updated_at: now,
          })
          .where('id', '=', messageId)
          .execute();
        await trx
          .updateTable('whatsapp_jobs')
          .set({ status: 'sent', locked_until: null, last_error: null, updated_at: now })
          .where('id', '=', job.id)
          .execute();
        await trx
          .updateTable('leads')
          .set((eb) => ({
            messages_count: eb('messages_count', '+', 1),
            last_message_sent_at: now,
            last_message_content: body,
            last_interaction_at: now,
            cadence_step: job.step + 1,
            cadence_attempts: job.attempts,
            cadence_last_attempt_at: now,
            updated_at: now,
          }))
          .where('id', '=', job.leadId)
          .execute();
        // An event reminder marks the registration as messaged, as staff do by hand on the
        // debriefing screen (a checkout's id names no registration: nothing changes then).
        if (job.subjectId !== '')
          await trx
            .updateTable('event_registrations')
            .set({
              message_sent: TRUE,
              message_sent_at: now,
              message_sent_by: REMINDER_SENDER,
              updated_at: now,
            })
            .where('lead_id', '=', job.leadId)
            .where('event_id', '=', job.subjectId)
            .where('message_sent', '=', FALSE)
            .execute();
        await refreshLeadCadence(trx, job.id, now, 'completed');
      });
    },
  };
}

/** Who sent a reminder, where the debriefing screen shows the staff member who sent one by hand. */
const REMINDER_SENDER = 'cadência de WhatsApp';

/**
 * The lead's next attempt is its earliest pending job; with one the cadence is active, without one
 * it ended as `ended` says (completed after a send, stopped after a cancel). An opt-out stays.
 */
async function refreshLeadCadence(
  trx: Db,
  jobId: string,
  now: string,
  ended: 'active' | 'completed' | 'stopped',
): Promise<void> {
  const job = await trx
    .selectFrom('whatsapp_jobs')
    .select('lead_id')
    .where('id', '=', jobId)
    .executeTakeFirst();
  if (!job) return;
  const next = await trx
    .selectFrom('whatsapp_jobs')
    .select((eb) => eb.fn.min('due_at').as('due_at'))
    .where('lead_id', '=', job.lead_id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  const nextAt = (next?.due_at as string | null | undefined) ?? null;
  await trx
    .updateTable('leads')
    .set({
      cadence_next_attempt_at: nextAt,
      cadence_status: sql<string>`case when cadence_status = 'opted_out' then cadence_status else ${
        nextAt === null ? ended : 'active'
      } end`,
      updated_at: now,
    })
    .where('id', '=', job.lead_id)
    .execute();
}
