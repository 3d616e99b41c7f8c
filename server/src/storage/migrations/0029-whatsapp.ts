// WhatsApp (issue 18): the cadences staff define, the durable jobs that send their steps, the log of
// every message in and out, and the local sandbox's own record of what it was asked to deliver.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cadences')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    // What starts it: lead_captured, event_reminder, checkout_unpaid, pix_expiring, purchase_approved.
    .addColumn('trigger', 'text', (col) => col.notNull())
    // active or paused; a paused cadence schedules nothing and its due jobs wait.
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('active'))
    // JSON array of steps, in order: { delay_minutes, text, template? }.
    .addColumn('steps', 'text', (col) => col.notNull())
    .addColumn('stop_on_purchase', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('stop_on_reply', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('whatsapp_jobs')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('lead_id', 'text', (col) => col.notNull())
    .addColumn('cadence_id', 'text', (col) => col.notNull())
    .addColumn('step', 'integer', (col) => col.notNull())
    // What the cadence runs for: the checkout or the event it is about, '' for the lead itself.
    .addColumn('subject_id', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('due_at', 'text', (col) => col.notNull())
    // pending, sent, cancelled, failed.
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    // A runner holds a job it is sending until then; a dead runner's job is taken again after it.
    .addColumn('locked_until', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    // One job per lead, cadence, step and subject: a step is never scheduled (so never sent) twice.
    .addUniqueConstraint('whatsapp_jobs_once', ['lead_id', 'cadence_id', 'step', 'subject_id'])
    .execute();
  await db.schema
    .createIndex('whatsapp_jobs_due_idx')
    .on('whatsapp_jobs')
    .columns(['status', 'due_at'])
    .execute();
  // Where the planner resumes a step: its latest job.
  await db.schema
    .createIndex('whatsapp_jobs_step_due_idx')
    .on('whatsapp_jobs')
    .columns(['cadence_id', 'step', 'due_at'])
    .execute();

  await db.schema
    .createTable('whatsapp_messages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // Null for a number no lead has.
    .addColumn('lead_id', 'text')
    .addColumn('phone', 'text', (col) => col.notNull())
    // outbound or inbound.
    .addColumn('direction', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('template_name', 'text')
    // outbound: pending, sent, delivered, read, failed; inbound: received.
    .addColumn('status', 'text', (col) => col.notNull())
    // The provider's id ('wamid.…'), which its status webhooks name.
    .addColumn('provider_message_id', 'text', (col) => col.unique())
    // The job that sent it (one message per job), or null for a staff reply or an inbound message.
    .addColumn('job_id', 'text', (col) => col.unique())
    .addColumn('cadence_id', 'text')
    .addColumn('step', 'integer')
    .addColumn('checkout_id', 'text')
    // The staff e-mail of a reply typed in the conversation view.
    .addColumn('sent_by', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('read_at', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('whatsapp_messages_lead_idx')
    .on('whatsapp_messages')
    .columns(['lead_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('whatsapp_messages_phone_idx')
    .on('whatsapp_messages')
    .columns(['phone', 'created_at'])
    .execute();

  await db.schema
    .createTable('sandbox_whatsapp_messages')
    // The 'wamid.…' the sandbox answered for an outbound message, or made up for a typed reply.
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('direction', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('template_name', 'text')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('sandbox_whatsapp_messages_phone_idx')
    .on('sandbox_whatsapp_messages')
    .columns(['phone', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sandbox_whatsapp_messages').execute();
  await db.schema.dropTable('whatsapp_messages').execute();
  await db.schema.dropTable('whatsapp_jobs').execute();
  await db.schema.dropTable('cadences').execute();
}
