// The WhatsApp runner and the webhook events on both engines, sending through the real Cloud API
// client to the local fake Graph API: quiet hours, the per-number limit, the 24 h window, opt-out
// and replies, status webhooks, retries and a run that died mid-send.

import { type FakeGraphWhatsApp, startFakeGraphWhatsApp } from '@funil/testkit/fakes/fake-graph-whatsapp';
import { insertCadence, insertConsentedLead, insertJob } from '@funil/testkit/fixtures/whatsapp-fixtures';
import { createStepTextCompose } from '@funil/testkit/server/step-text-compose';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import type { Kysely } from 'kysely';
import { pino } from 'pino';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { WhatsAppProvider, WhatsAppWebhookEvent } from '../domain/ports/whatsapp.ts';
import { WhatsAppProviderError } from '../domain/ports/whatsapp.ts';
import { DEFAULT_SEND_HOURS } from '../domain/whatsapp/quiet-hours.ts';
import { runWhatsAppTick, type WhatsAppRunnerDeps } from '../domain/whatsapp/send-due-jobs.ts';
import { applyWhatsAppEvents } from '../domain/whatsapp/whatsapp-events.ts';
import type { Database } from '../storage/schema.ts';
import { createWhatsAppJobStore } from '../storage/whatsapp-jobs-repository.ts';
import { createWhatsAppMessageLog, whatsAppEventsScope } from '../storage/whatsapp-messages-repository.ts';

const logger = pino({ level: 'silent' });
const PHONE = '5511987654321';
/** 10:00 in São Paulo (UTC-3). */
const MORNING = new Date('2025-04-02T13:00:00.000Z');
const STEPS = [
  {
    delay_minutes: 15,
    text: 'Seu PIX ainda está aberto',
    template: { name: 'recuperacao_pix', language: 'pt_BR' },
  },
  { delay_minutes: 180, text: 'Última chamada', template: { name: 'recuperacao_final', language: 'pt_BR' } },
];

let fake: FakeGraphWhatsApp;
let clock = MORNING;
beforeEach(async () => {
  clock = MORNING;
  fake = await startFakeGraphWhatsApp(() => clock);
});
afterEach(() => fake.close());

function runnerDeps(db: Kysely<Database>, overrides: Partial<WhatsAppRunnerDeps> = {}): WhatsAppRunnerDeps {
  return {
    jobs: createWhatsAppJobStore(db),
    messages: createWhatsAppMessageLog(db),
    provider: fake.client(),
    compose: createStepTextCompose(db),
    plan: async () => 0,
    logger,
    newId: () => crypto.randomUUID(),
    sendHours: DEFAULT_SEND_HOURS,
    maxPerNumberPerHour: 4,
    ...overrides,
  };
}

function events(db: Kysely<Database>, list: WhatsAppWebhookEvent[], now: Date) {
  return applyWhatsAppEvents(
    { scope: whatsAppEventsScope(db), logger, newId: () => crypto.randomUUID() },
    list,
    now,
  );
}

const job = (db: Kysely<Database>, id: string) =>
  db.selectFrom('whatsapp_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const lead = (db: Kysely<Database>, id: string) =>
  db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const outbound = (db: Kysely<Database>) =>
  db
    .selectFrom('whatsapp_messages')
    .selectAll()
    .where('direction', '=', 'outbound')
    .orderBy('created_at')
    .execute();

async function seed(
  db: Kysely<Database>,
  jobs: { id: string; step: number; dueAt: string; cadenceId?: string; subjectId?: string }[],
) {
  await insertCadence(db, { id: 'cad-1', steps: STEPS });
  await insertConsentedLead(db, { id: 'lead-1', phone: PHONE });
  for (const j of jobs) await insertJob(db, { leadId: 'lead-1', cadenceId: 'cad-1', ...j });
}

describeEachEngine('WhatsApp runner', (database) => {
  it('sends a due step once as a template, logs it and keeps the lead counters', async () => {
    const { db } = database();
    await seed(db, [
      { id: 'job-0', step: 0, dueAt: '2025-04-02T12:45:00.000Z' },
      { id: 'job-1', step: 1, dueAt: '2025-04-02T15:45:00.000Z' },
    ]);
    const result = await runWhatsAppTick(runnerDeps(db), MORNING);
    expect(result).toMatchObject({ claimed: 1, sent: 1 });
    expect(fake.sent).toEqual([
      expect.objectContaining({
        to: PHONE,
        type: 'template',
        template: expect.objectContaining({ name: 'recuperacao_pix' }),
      }),
    ]);
    const [message] = await outbound(db);
    expect(message).toMatchObject({
      status: 'sent',
      provider_message_id: fake.sent[0]?.id,
      job_id: 'job-0',
      cadence_id: 'cad-1',
      step: 0,
      body: 'Seu PIX ainda está aberto',
      template_name: 'recuperacao_pix',
      lead_id: 'lead-1',
    });
    expect(await job(db, 'job-0')).toMatchObject({ status: 'sent', attempts: 1, locked_until: null });
    expect(await lead(db, 'lead-1')).toMatchObject({
      messages_count: 1,
      last_message_content: 'Seu PIX ainda está aberto',
      last_message_sent_at: MORNING.toISOString(),
      cadence_status: 'active',
      cadence_step: 1,
      cadence_attempts: 1,
      cadence_next_attempt_at: '2025-04-02T15:45:00.000Z',
    });

    // Nothing more is due now; the last step finishes the cadence.
    expect(await runWhatsAppTick(runnerDeps(db), MORNING)).toMatchObject({ claimed: 0 });
    const later = new Date('2025-04-02T16:00:00.000Z');
    expect(await runWhatsAppTick(runnerDeps(db), later)).toMatchObject({ sent: 1 });
    expect(fake.sent).toHaveLength(2);
    expect(await lead(db, 'lead-1')).toMatchObject({
      messages_count: 2,
      cadence_status: 'completed',
      cadence_step: 2,
      cadence_next_attempt_at: null,
    });
  });

  it("marks an event reminder's registration as messaged, as staff mark one sent by hand", async () => {
    const { db } = database();
    const time = '2025-04-01T12:00:00.000Z';
    await db
      .insertInto('events')
      .values({
        id: 'ev-1',
        slug: 'aula',
        title: 'Aula',
        starts_at: '2025-04-03T23:00:00.000Z',
        ends_at: '2025-04-04T01:00:00.000Z',
        created_at: time,
        updated_at: time,
      })
      .execute();
    await seed(db, [{ id: 'job-ev', step: 0, dueAt: '2025-04-02T12:45:00.000Z', subjectId: 'ev-1' }]);
    await db
      .insertInto('event_registrations')
      .values({
        id: 'reg-1',
        event_id: 'ev-1',
        lead_id: 'lead-1',
        registration_date: time,
        created_at: time,
        updated_at: time,
      })
      .execute();

    expect(await runWhatsAppTick(runnerDeps(db), MORNING)).toMatchObject({ sent: 1 });

    const registration = await db
      .selectFrom('event_registrations')
      .select(['message_sent', 'message_sent_at', 'message_sent_by'])
      .where('id', '=', 'reg-1')
      .executeTakeFirstOrThrow();
    expect({ ...registration, message_sent: Boolean(registration.message_sent) }).toEqual({
      message_sent: true,
      message_sent_at: MORNING.toISOString(),
      message_sent_by: 'cadência de WhatsApp',
    });
  });

  it('holds a message due at 23:00 in São Paulo until 08:00 the next day', async () => {
    const { db } = database();
    // 23:00 on 2 April in São Paulo is 02:00Z on the 3rd.
    await seed(db, [{ id: 'job-0', step: 0, dueAt: '2025-04-03T02:00:00.000Z' }]);
    expect(await runWhatsAppTick(runnerDeps(db), new Date('2025-04-03T02:00:00.000Z'))).toMatchObject({
      deferred: 1,
      claimed: 0,
    });
    expect(await job(db, 'job-0')).toMatchObject({
      status: 'pending',
      due_at: '2025-04-03T11:00:00.000Z',
      attempts: 0,
    });
    expect(await runWhatsAppTick(runnerDeps(db), new Date('2025-04-03T10:59:00.000Z'))).toMatchObject({
      claimed: 0,
    });
    expect(fake.sent).toEqual([]);
    expect(await runWhatsAppTick(runnerDeps(db), new Date('2025-04-03T11:00:00.000Z'))).toMatchObject({
      sent: 1,
    });
    expect(fake.sent).toHaveLength(1);
  });

  it('stops every cadence of a lead who replies PARAR, and sends nothing more', async () => {
    const { db } = database();
    await seed(db, [{ id: 'job-0', step: 0, dueAt: '2025-04-02T13:30:00.000Z' }]);
    await insertCadence(db, { id: 'cad-2', steps: STEPS, stopOnReply: false });
    await insertJob(db, {
      id: 'job-2',
      leadId: 'lead-1',
      cadenceId: 'cad-2',
      step: 0,
      dueAt: '2025-04-02T14:00:00.000Z',
    });
    const reply = fake.inbound(PHONE, 'Parar!');
    const inbound: WhatsAppWebhookEvent = {
      kind: 'inbound',
      messageId: JSON.parse(reply.body).entry[0].changes[0].value.messages[0].id,
      from: PHONE,
      text: 'Parar!',
      at: MORNING.toISOString(),
    };
    expect(await events(db, [inbound], MORNING)).toMatchObject({ inbound: 1, optedOut: 1, cancelled: 2 });
    // Meta delivering the same webhook again changes nothing.
    expect(await events(db, [inbound], MORNING)).toMatchObject({ inbound: 0, optedOut: 0, cancelled: 0 });

    expect(await job(db, 'job-0')).toMatchObject({ status: 'cancelled', last_error: 'opted_out' });
    expect(await job(db, 'job-2')).toMatchObject({ status: 'cancelled', last_error: 'opted_out' });
    expect(await lead(db, 'lead-1')).toMatchObject({
      cadence_status: 'opted_out',
      last_message_received_at: MORNING.toISOString(),
      cadence_next_attempt_at: null,
    });
    const consents = await db
      .selectFrom('consents')
      .select('revoked_at')
      .where('lead_id', '=', 'lead-1')
      .execute();
    expect(consents).toEqual([{ revoked_at: MORNING.toISOString() }]);
    const inboundRows = await db
      .selectFrom('whatsapp_messages')
      .selectAll()
      .where('direction', '=', 'inbound')
      .execute();
    expect(inboundRows).toEqual([
      expect.objectContaining({ lead_id: 'lead-1', status: 'received', body: 'Parar!' }),
    ]);

    const dayAfter = new Date('2025-04-03T13:00:00.000Z');
    expect(await runWhatsAppTick(runnerDeps(db), dayAfter)).toMatchObject({ claimed: 0 });
    expect(fake.sent).toEqual([]);
  });

  it('a reply stops the cadences that stop on a reply only, and opens the window for free text', async () => {
    const { db } = database();
    await seed(db, [{ id: 'job-0', step: 0, dueAt: '2025-04-02T13:00:00.000Z' }]);
    await insertCadence(db, { id: 'cad-2', steps: STEPS, stopOnReply: false });
    await insertJob(db, {
      id: 'job-2',
      leadId: 'lead-1',
      cadenceId: 'cad-2',
      step: 0,
      dueAt: '2025-04-02T13:00:00.000Z',
    });
    const reply = fake.inbound(PHONE, 'Oi, tenho uma dúvida', new Date('2025-04-02T12:50:00.000Z'));
    const messageId = JSON.parse(reply.body).entry[0].changes[0].value.messages[0].id;
    await events(
      db,
      [
        {
          kind: 'inbound',
          messageId,
          from: PHONE,
          text: 'Oi, tenho uma dúvida',
          at: '2025-04-02T12:50:00.000Z',
        },
      ],
      MORNING,
    );
    expect(await job(db, 'job-0')).toMatchObject({ status: 'cancelled', last_error: 'replied' });
    expect(await runWhatsAppTick(runnerDeps(db), MORNING)).toMatchObject({ sent: 1 });
    expect(fake.sent).toEqual([expect.objectContaining({ type: 'text', text: 'Seu PIX ainda está aberto' })]);
    expect(await job(db, 'job-2')).toMatchObject({ status: 'sent' });
  });

  it('finds the lead Meta names without the ninth digit, and falls back to the template when the text is refused', async () => {
    const { db } = database();
    await insertCadence(db, { id: 'cad-1', steps: STEPS, stopOnReply: false });
    await insertConsentedLead(db, { id: 'lead-1', phone: PHONE });
    await insertJob(db, {
      id: 'job-0',
      leadId: 'lead-1',
      cadenceId: 'cad-1',
      step: 0,
      dueAt: MORNING.toISOString(),
    });
    const withoutNine = '551187654321';
    const reply = fake.inbound(withoutNine, 'Quero saber mais');
    const messageId = JSON.parse(reply.body).entry[0].changes[0].value.messages[0].id;
    await events(
      db,
      [
        {
          kind: 'inbound',
          messageId,
          from: withoutNine,
          text: 'Quero saber mais',
          at: MORNING.toISOString(),
        },
      ],
      MORNING,
    );
    expect(await lead(db, 'lead-1')).toMatchObject({ last_message_received_at: MORNING.toISOString() });

    // Inside the window by our log, but Meta's is keyed by the other number: the text is refused
    // (131047) and the same step goes as its template.
    expect(await runWhatsAppTick(runnerDeps(db), MORNING)).toMatchObject({ sent: 1 });
    expect(fake.sent).toEqual([expect.objectContaining({ to: PHONE, type: 'template' })]);
    expect((await outbound(db))[0]).toMatchObject({ status: 'sent', template_name: 'recuperacao_pix' });
  });

  it('moves statuses forward from the webhooks, never back, and ignores repeats', async () => {
    const { db } = database();
    await seed(db, [{ id: 'job-0', step: 0, dueAt: '2025-04-02T12:45:00.000Z' }]);
    await runWhatsAppTick(runnerDeps(db), MORNING);
    const id = fake.sent[0]?.id as string;
    const status = (s: 'sent' | 'delivered' | 'read', at: string): WhatsAppWebhookEvent => ({
      kind: 'status',
      messageId: id,
      status: s,
      recipient: PHONE,
      at,
    });
    const result = await events(
      db,
      [
        status('delivered', '2025-04-02T13:00:05.000Z'),
        status('read', '2025-04-02T13:02:00.000Z'),
        status('delivered', '2025-04-02T13:03:00.000Z'),
        status('read', '2025-04-02T13:04:00.000Z'),
      ],
      MORNING,
    );
    expect(result.statuses).toBe(2);
    expect((await outbound(db))[0]).toMatchObject({
      status: 'read',
      sent_at: MORNING.toISOString(),
      delivered_at: '2025-04-02T13:00:05.000Z',
      read_at: '2025-04-02T13:02:00.000Z',
    });
    // A status of a message nobody here sent changes nothing.
    expect(
      await events(db, [{ ...status('read', MORNING.toISOString()), messageId: 'wamid.OUTRO' }], MORNING),
    ).toMatchObject({
      statuses: 0,
    });
  });

  it('postpones what passes the per-number limit until the hour has gone by, without counting an attempt', async () => {
    const { db } = database();
    await seed(db, [
      { id: 'job-0', step: 0, dueAt: '2025-04-02T12:40:00.000Z' },
      { id: 'job-1', step: 1, dueAt: '2025-04-02T12:50:00.000Z' },
    ]);
    await insertCadence(db, { id: 'cad-2', steps: STEPS });
    await insertJob(db, {
      id: 'job-2',
      leadId: 'lead-1',
      cadenceId: 'cad-2',
      step: 0,
      dueAt: '2025-04-02T12:55:00.000Z',
    });
    const result = await runWhatsAppTick(runnerDeps(db, { maxPerNumberPerHour: 2 }), MORNING);
    expect(result).toMatchObject({ sent: 2, postponed: 1 });
    expect(fake.sent).toHaveLength(2);
    expect(await job(db, 'job-2')).toMatchObject({
      status: 'pending',
      attempts: 0,
      due_at: '2025-04-02T14:00:00.000Z',
      last_error: 'rate_limited',
    });
    expect(
      await runWhatsAppTick(runnerDeps(db, { maxPerNumberPerHour: 2 }), new Date('2025-04-02T14:00:00.000Z')),
    ).toMatchObject({
      sent: 1,
    });
  });

  it('never sends again a job whose run died between recording the message and the answer', async () => {
    const { db } = database();
    await seed(db, [{ id: 'job-0', step: 0, dueAt: '2025-04-02T12:45:00.000Z' }]);
    // What the dead run left: its claim (now lapsed) and the message recorded before the call.
    await db
      .updateTable('whatsapp_jobs')
      .set({ attempts: 1, locked_until: '2025-04-02T12:50:00.000Z' })
      .execute();
    await createWhatsAppJobStore(db).recordIntent({
      id: 'msg-0',
      jobId: 'job-0',
      leadId: 'lead-1',
      phone: PHONE,
      body: 'Seu PIX ainda está aberto',
      templateName: 'recuperacao_pix',
      cadenceId: 'cad-1',
      step: 0,
      checkoutId: null,
      at: '2025-04-02T12:45:00.000Z',
    });
    expect(await runWhatsAppTick(runnerDeps(db), MORNING)).toMatchObject({
      claimed: 1,
      interrupted: 1,
      sent: 0,
    });
    expect(fake.sent).toEqual([]);
    expect(await job(db, 'job-0')).toMatchObject({ status: 'failed', last_error: 'interrupted' });
    expect(await outbound(db)).toEqual([
      expect.objectContaining({ id: 'msg-0', status: 'failed', error: 'interrupted' }),
    ]);
  });

  it('retries a refusal that may pass with back-off, then fails the job; a final refusal fails at once', async () => {
    const { db } = database();
    await seed(db, [{ id: 'job-0', step: 0, dueAt: '2025-04-02T12:45:00.000Z' }]);
    let calls = 0;
    const down: WhatsAppProvider = {
      name: 'cloud-api',
      sendTemplate: async () => {
        calls += 1;
        throw new WhatsAppProviderError('unavailable', 'HTTP 503');
      },
      sendText: async () => {
        throw new Error('não usado');
      },
    };
    let at = MORNING;
    const minutes: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const result = await runWhatsAppTick(runnerDeps(db, { provider: down }), at);
      expect(result.claimed).toBe(1);
      const row = await job(db, 'job-0');
      if (attempt < 5) {
        expect(row).toMatchObject({ status: 'pending', attempts: attempt });
        minutes.push((Date.parse(row.due_at) - at.getTime()) / 60_000);
        at = new Date(row.due_at);
      } else {
        expect(row).toMatchObject({ status: 'failed', attempts: 5 });
      }
    }
    expect(minutes).toEqual([1, 5, 30, 120]);
    expect(calls).toBe(5);
    // Nothing left in the log for refusals that sent nothing.
    expect(await outbound(db)).toEqual([]);

    await insertJob(db, {
      id: 'job-1',
      leadId: 'lead-1',
      cadenceId: 'cad-1',
      step: 1,
      dueAt: at.toISOString(),
    });
    const rejected: WhatsAppProvider = {
      ...down,
      sendTemplate: async () => {
        throw new WhatsAppProviderError('not_on_whatsapp', 'HTTP 400');
      },
    };
    expect(await runWhatsAppTick(runnerDeps(db, { provider: rejected }), at)).toMatchObject({ failed: 1 });
    expect(await job(db, 'job-1')).toMatchObject({ status: 'failed', attempts: 1 });
    expect(await outbound(db)).toEqual([expect.objectContaining({ job_id: 'job-1', status: 'failed' })]);
  });

  it('leaves the due jobs of a paused cadence waiting', async () => {
    const { db } = database();
    await seed(db, [{ id: 'job-0', step: 0, dueAt: '2025-04-02T12:45:00.000Z' }]);
    await db.updateTable('cadences').set({ status: 'paused' }).execute();
    expect(await runWhatsAppTick(runnerDeps(db), MORNING)).toMatchObject({ claimed: 0 });
    expect(await job(db, 'job-0')).toMatchObject({ status: 'pending', attempts: 0 });
  });
});
