import { cadenceStepSchema } from '@funil/core/cadence';
import { FREE_LIVE_CALL } from '@funil/core/offers';
import {
  addCheckout,
  addLead,
  freeCallAt,
  minutesFrom,
  plannerDeps,
} from '@funil/testkit/fixtures/whatsapp-planner-fixtures';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { Migrator, sql } from 'kysely';
import { expect, it } from 'vitest';
import { planCadenceJobs } from '../domain/whatsapp/plan-jobs.ts';
import { DEFAULT_CADENCES, FREE_CALL_REMINDER_TEMPLATES } from './cadences-defaults.ts';
import { migrations } from './migrations/index.ts';
import { isTrue } from './sql-values.ts';

const NOW = '2026-11-24T15:00:00.000Z';
const OLD = '2026-10-01T12:00:00.000Z';

const idOf = (trigger: string) => {
  const cadence = DEFAULT_CADENCES.find((c) => c.trigger === trigger);
  if (!cadence) throw new Error(trigger);
  return cadence.id;
};
const WELCOME = idOf('lead_captured');
const RECOVERY = idOf('checkout_unpaid');
const PIX = idOf('pix_expiring');
const PURCHASE = idOf('purchase_approved');
const REMINDERS = idOf('event_reminder');

describeEachEngine('WhatsApp planner', (database) => {
  const jobs = () =>
    database()
      .db.selectFrom('whatsapp_jobs')
      .select(['lead_id', 'cadence_id', 'step', 'subject_id', 'due_at', 'status'])
      .orderBy('due_at')
      .orderBy('lead_id')
      .execute();
  const plan = (at: string) => planCadenceJobs(plannerDeps(database().db), new Date(at));

  /** A lead captured just now, one with an open PIX, a buyer, one registered for the call, and old ones. */
  async function launchDay() {
    const { db } = database();
    await addLead(db, 'new-lead', minutesFrom(NOW, -5));
    await addLead(db, 'payer', OLD);
    await addCheckout(db, 'open-pix', 'payer', minutesFrom(NOW, -10));
    await addLead(db, 'buyer', OLD);
    await addCheckout(db, 'paid', 'buyer', minutesFrom(NOW, -30), {
      status: 'paid',
      paid_at: minutesFrom(NOW, -1),
    });
    await addLead(db, 'attendee', OLD);
    await addLead(db, 'cancelled', OLD);
    const eventId = await freeCallAt(db, minutesFrom(NOW, 90), ['attendee', 'cancelled']);
    await db
      .updateTable('event_registrations')
      .set({ status: 'canceled' })
      .where('lead_id', '=', 'cancelled')
      .execute();
    // Not worth a message: a lead from last month, a checkout that never reached the provider, one
    // already cancelled, a visitor who never saved the form, an erased lead.
    await addCheckout(db, 'never-opened', 'payer', minutesFrom(NOW, -10), { status: 'pending', link: null });
    await addCheckout(db, 'gave-up', 'payer', minutesFrom(NOW, -10), { status: 'canceled' });
    await addLead(db, 'visitor', minutesFrom(NOW, -5));
    await db.updateTable('leads').set({ lead_at: null }).where('id', '=', 'visitor').execute();
    await addLead(db, 'erased', minutesFrom(NOW, -5));
    await db.updateTable('leads').set({ anonymized_at: NOW }).where('id', '=', 'erased').execute();
    return eventId;
  }

  it('schedules the steps coming due of each trigger once, and a second run schedules nothing', async () => {
    const eventId = await launchDay();

    expect(await plan(NOW)).toBe(4);
    const first = await jobs();
    expect(first).toEqual([
      // The welcome, at lead_at.
      {
        lead_id: 'new-lead',
        cadence_id: WELCOME,
        step: 0,
        subject_id: '',
        due_at: minutesFrom(NOW, -5),
        status: 'pending',
      },
      {
        lead_id: 'buyer',
        cadence_id: PURCHASE,
        step: 0,
        subject_id: 'paid',
        due_at: minutesFrom(NOW, -1),
        status: 'pending',
      },
      // 15 minutes after the checkout was created.
      {
        lead_id: 'payer',
        cadence_id: RECOVERY,
        step: 0,
        subject_id: 'open-pix',
        due_at: minutesFrom(NOW, 5),
        status: 'pending',
      },
      // One hour before the call; the day-before reminder was due 22 h ago and is not sent late.
      {
        lead_id: 'attendee',
        cadence_id: REMINDERS,
        step: 1,
        subject_id: eventId,
        due_at: minutesFrom(NOW, 30),
        status: 'pending',
      },
    ]);
    // The number it answers is the rows it wrote.
    const { count } = await database()
      .db.selectFrom('whatsapp_jobs')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(4);

    expect(await plan(NOW)).toBe(0);
    expect(await jobs()).toEqual(first);

    // Three hours later: the second recovery step and the reminder at the start come due.
    const later = minutesFrom(NOW, 180);
    expect(await plan(later)).toBe(2);
    expect((await jobs()).slice(4)).toEqual([
      {
        lead_id: 'attendee',
        cadence_id: REMINDERS,
        step: 2,
        subject_id: eventId,
        due_at: minutesFrom(NOW, 90),
        status: 'pending',
      },
      {
        lead_id: 'payer',
        cadence_id: RECOVERY,
        step: 1,
        subject_id: 'open-pix',
        due_at: minutesFrom(NOW, 170),
        status: 'pending',
      },
    ]);
  });

  it('warns before a PIX expires and counts the reminders back from the call as it stands', async () => {
    const { db } = database();
    await addLead(db, 'payer', OLD);
    await addCheckout(db, 'pix', 'payer', minutesFrom(NOW, -1000), { expires_at: minutesFrom(NOW, 20) });
    await addCheckout(db, 'card', 'payer', minutesFrom(NOW, -1000), {
      method: 'credit-card',
      expires_at: minutesFrom(NOW, 20),
    });
    await addLead(db, 'attendee', OLD);
    const eventId = await freeCallAt(db, minutesFrom(NOW, 2 * 1440), ['attendee']);

    expect(await plan(NOW)).toBe(1);
    expect(await jobs()).toEqual([
      {
        lead_id: 'payer',
        cadence_id: PIX,
        step: 0,
        subject_id: 'pix',
        due_at: minutesFrom(NOW, -10),
        status: 'pending',
      },
    ]);

    // Staff move the call a day earlier before any reminder was scheduled: the reminders follow it.
    await freeCallAt(db, minutesFrom(NOW, 1440 + 30), []);
    expect(await plan(NOW)).toBe(1);
    expect((await jobs()).filter((job) => job.cadence_id === REMINDERS)).toEqual([
      {
        lead_id: 'attendee',
        cadence_id: REMINDERS,
        step: 0,
        subject_id: eventId,
        due_at: minutesFrom(NOW, 30),
        status: 'pending',
      },
    ]);
  });

  it('plans nothing for a paused cadence, and resumes without sending what came due during the pause', async () => {
    const { db } = database();
    await db.updateTable('cadences').set({ status: 'paused' }).execute();
    await addLead(db, 'early', minutesFrom(NOW, -300));
    await addLead(db, 'recent', minutesFrom(NOW, -30));

    expect(await plan(NOW)).toBe(0);
    expect(await jobs()).toEqual([]);

    await db.updateTable('cadences').set({ status: 'active' }).where('id', '=', WELCOME).execute();
    expect(await plan(NOW)).toBe(1);
    expect((await jobs()).map((job) => job.lead_id)).toEqual(['recent']);
  });

  it("resumes a step where its planning left off, a margin before its latest job's time", async () => {
    const { db } = database();
    await addLead(db, 'first', minutesFrom(NOW, -60));
    expect(await plan(NOW)).toBe(1);
    // Rows whose time is a moment before the latest planned one (committed just after it) are
    // planned; a row dated well before it would have been planned already, and is not reread.
    await addLead(db, 'late-commit', minutesFrom(NOW, -65));
    await addLead(db, 'long-before', minutesFrom(NOW, -90));
    await addLead(db, 'next', minutesFrom(NOW, -1));

    expect(await plan(NOW)).toBe(2);
    expect((await jobs()).map((job) => job.lead_id).sort()).toEqual(['first', 'late-commit', 'next']);
  });

  it('plans no job for a lead who may not be written to on WhatsApp, whatever the trigger', async () => {
    const { db } = database();
    const paid = { status: 'paid', paid_at: minutesFrom(NOW, -1) };
    const eventId = await freeCallAt(db, minutesFrom(NOW, 90), []);
    const leads: [string, string[] | null | undefined][] = [
      ['consenting', undefined],
      ['marketing-only', ['marketing']],
      ['no-consent', null],
      ['revoked', undefined],
    ];
    for (const [id, consent] of leads) {
      await addLead(db, id, minutesFrom(NOW, -5), { consent });
      await addCheckout(db, `open-${id}`, id, minutesFrom(NOW, -10));
      await addCheckout(db, `paid-${id}`, id, minutesFrom(NOW, -30), paid);
      await db
        .insertInto('event_registrations')
        .values({
          id: `reg-${id}`,
          event_id: eventId,
          lead_id: id,
          registration_date: NOW,
          created_at: NOW,
          updated_at: NOW,
        })
        .execute();
    }
    await db.updateTable('consents').set({ revoked_at: NOW }).where('lead_id', '=', 'revoked').execute();

    expect(await plan(NOW)).toBe(4);
    expect((await jobs()).map((job) => [job.lead_id, job.cadence_id])).toEqual([
      ['consenting', WELCOME],
      ['consenting', PURCHASE],
      ['consenting', RECOVERY],
      ['consenting', REMINDERS],
    ]);
  });

  it("keeps each step's planning mark at the latest due time written, never earlier", async () => {
    const { db, engine } = database();
    const store = plannerDeps(db).store;
    await addLead(db, 'a', NOW);
    await addLead(db, 'b', NOW);
    await addLead(db, 'c', NOW);
    const job = (id: string, leadId: string, dueAt: string, step = 0) => ({
      id,
      leadId,
      cadenceId: WELCOME,
      step,
      subjectId: '',
      dueAt,
      createdAt: NOW,
    });
    expect(await store.lastPlannedDueAt(WELCOME, 0)).toBeUndefined();
    expect(
      await store.insertJobs([job('j1', 'a', minutesFrom(NOW, 10)), job('j2', 'b', minutesFrom(NOW, 5))]),
    ).toBe(2);
    expect(await store.lastPlannedDueAt(WELCOME, 0)).toBe(minutesFrom(NOW, 10));
    // An earlier job planned later, and a job refused as already there, leave the mark where it is.
    expect(
      await store.insertJobs([job('j3', 'c', minutesFrom(NOW, 1)), job('j4', 'a', minutesFrom(NOW, 60))]),
    ).toBe(1);
    expect(await store.lastPlannedDueAt(WELCOME, 0)).toBe(minutesFrom(NOW, 10));
    expect(await store.lastPlannedDueAt(WELCOME, 1)).toBeUndefined();

    // Two processes writing marks at once: the greatest stands, whichever commits last.
    const other = engine === 'postgres' ? plannerDeps(database().openAnother()).store : store;
    await Promise.all([
      store.insertJobs([job('k1', 'a', minutesFrom(NOW, 30), 1)]),
      other.insertJobs([job('k2', 'b', minutesFrom(NOW, 20), 1)]),
      store.insertJobs([job('k3', 'c', minutesFrom(NOW, 25), 1)]),
    ]);
    expect(await store.lastPlannedDueAt(WELCOME, 1)).toBe(minutesFrom(NOW, 30));
  });

  it('skips a cadence whose stored steps no screen could have saved', async () => {
    const { db } = database();
    await db
      .updateTable('cadences')
      .set({ steps: '[{"delay_minutes":-5,"text":"x"}]' })
      .where('id', '=', WELCOME)
      .execute();
    await addLead(db, 'new-lead', minutesFrom(NOW, -5));
    expect(await plan(NOW)).toBe(0);
  });

  it('lets two processes plan at once and writes each job once', async () => {
    await launchDay();
    const { db, engine } = database();
    const other = engine === 'postgres' ? database().openAnother() : db;
    const counts = await Promise.all([
      planCadenceJobs(plannerDeps(db), new Date(NOW)),
      planCadenceJobs(plannerDeps(other), new Date(NOW)),
    ]);
    expect(counts[0] + counts[1]).toBe(4);
    expect(await jobs()).toHaveLength(4);
  });

  it('seeds the default cadences, all active and valid, and the free call reminders they send', async () => {
    const { db } = database();
    const cadences = await db.selectFrom('cadences').selectAll().orderBy('name').execute();
    expect(cadences.map((c) => [c.name, c.trigger, c.status])).toEqual([
      ['Boas-vindas ao lead', 'lead_captured', 'active'],
      ['Compra aprovada', 'purchase_approved', 'active'],
      ['Lembretes da call gratuita', 'event_reminder', 'active'],
      ['PIX perto de expirar', 'pix_expiring', 'active'],
      ['Recuperação de checkout', 'checkout_unpaid', 'active'],
    ]);
    const steps = (id: string) => {
      const row = cadences.find((c) => c.id === id);
      return (JSON.parse(row?.steps ?? '[]') as unknown[]).map((step) => cadenceStepSchema.parse(step));
    };
    expect(steps(RECOVERY).map((s) => s.delay_minutes)).toEqual([15, 180, 1320]);
    expect(
      // No {codigo_pix}: no PIX code is recorded for a checkout yet, and a template parameter may not be empty.
      steps(RECOVERY).every((s) => s.text.includes('{link_pagamento}') && !s.text.includes('{codigo_pix}')),
    ).toBe(true);
    expect(steps(PURCHASE)[0]?.text).toContain('{link_grupo}');
    expect(isTrue(cadences.find((c) => c.id === PURCHASE)?.stop_on_purchase)).toBe(false);

    const templates = await db
      .selectFrom('event_message_templates')
      .innerJoin('events', 'events.id', 'event_message_templates.event_id')
      .select(['message_type', 'body', 'event_message_templates.is_active'])
      .where('events.slug', '=', FREE_LIVE_CALL.slug)
      .execute();
    const byType = new Map(templates.map((t) => [t.message_type, t]));
    expect(steps(REMINDERS)).toEqual(
      ['lembrete_dia_anterior', 'lembrete_uma_hora', 'inicio'].map((type, index) => ({
        delay_minutes: [1440, 60, 0][index],
        text: byType.get(type)?.body,
        template: {
          name: `funil_lembrete_${['dia_anterior', 'uma_hora', 'inicio'][index]}`,
          language: 'pt_BR',
        },
      })),
    );
    // A lead who never wrote is outside the 24 h window: every default step has a template to send.
    const all = await db.selectFrom('cadences').select('steps').execute();
    const defaults = all.flatMap((row) => JSON.parse(row.steps) as { template?: unknown }[]);
    expect(defaults.every((step) => step.template !== undefined)).toBe(true);
    expect(templates.every((t) => isTrue(t.is_active))).toBe(true);
    expect(templates).toHaveLength(FREE_CALL_REMINDER_TEMPLATES.length);
  });

  it('undoes only the default cadences it added', async () => {
    const { db, engine } = database();
    await db
      .insertInto('cadences')
      .values({
        id: 'staff-made',
        name: 'Minha',
        trigger: 'lead_captured',
        steps: '[]',
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();
    const schema =
      engine === 'postgres'
        ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
        : undefined;
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => migrations },
      ...(schema ? { migrationTableSchema: schema } : {}),
    });
    const { error } = await migrator.migrateTo('0029-whatsapp');
    expect(error).toBeUndefined();
    expect(await db.selectFrom('cadences').select('id').execute()).toEqual([{ id: 'staff-made' }]);
  });
});
