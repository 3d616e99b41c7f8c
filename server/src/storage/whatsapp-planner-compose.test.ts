import { DEFAULT_LAUNCH_SETTINGS } from '@funil/core/launch-settings';
import { IMMERSION } from '@funil/core/offers';
import {
  addCheckout,
  addLead,
  BUYERS_GROUP_URL,
  freeCallAt,
  minutesFrom,
  plannerDeps,
  ZOOM_URL,
} from '@funil/testkit/fixtures/whatsapp-planner-fixtures';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { expect, it } from 'vitest';
import type { DueJob } from '../domain/ports/whatsapp-runner.ts';
import { createComposeMessage } from '../domain/whatsapp/compose-message.ts';
import { planCadenceJobs } from '../domain/whatsapp/plan-jobs.ts';
import { previewCadence } from '../domain/whatsapp/preview-cadence.ts';
import { DEFAULT_CADENCES } from './cadences-defaults.ts';
import { PROGRAM_OFFER_CODE } from './seed.ts';
import { FALSE } from './sql-values.ts';

const NOW = '2026-11-24T15:00:00.000Z';

const idOf = (trigger: string) => DEFAULT_CADENCES.find((c) => c.trigger === trigger)?.id ?? trigger;
const RECOVERY = idOf('checkout_unpaid');
const PIX = idOf('pix_expiring');
const PURCHASE = idOf('purchase_approved');
const REMINDERS = idOf('event_reminder');
const WELCOME = idOf('lead_captured');

const job = (cadenceId: string, step: number, subjectId: string, leadId = 'ana'): DueJob => ({
  id: `job-${cadenceId}-${step}`,
  leadId,
  cadenceId,
  step,
  subjectId,
  dueAt: NOW,
  attempts: 0,
});

describeEachEngine('WhatsApp composing', (database) => {
  const compose = (due: DueJob, at = NOW) =>
    createComposeMessage(plannerDeps(database().db))(due, new Date(at));

  /** Ana, with consent, and an open PIX checkout of R$ 1.234,56 created 20 minutes ago. */
  async function ana() {
    const { db } = database();
    await addLead(db, 'ana', minutesFrom(NOW, -30));
    // The offer and the lead's own columns say other amounts: only the checkout's counts.
    await db.updateTable('leads').set({ trans_value: 99_900 }).where('id', '=', 'ana').execute();
    await db
      .updateTable('offers')
      .set({ pix_price_cents: 49_700 })
      .where('code', '=', PROGRAM_OFFER_CODE)
      .execute();
    await addCheckout(db, 'pix', 'ana', minutesFrom(NOW, -20), { amount_cents: 123_456 });
  }

  it('fills the recovery message from the checkout row, with its link and the PIX code of that checkout', async () => {
    await ana();
    expect(await compose(job(RECOVERY, 0, 'pix'))).toEqual({
      kind: 'send',
      phone: '5511987654321',
      text:
        'Oi, Ana! Vi que você começou sua inscrição no IA NA PRÁTICA (R$ 1.234,56) e o pagamento ainda não foi ' +
        'concluído. Seu link continua ativo: https://pagamento.test/c/pix',
      // Outside the 24 h window the approved template goes instead, with the text's values in order.
      template: {
        name: 'funil_recuperacao_15min',
        language: 'pt_BR',
        parameters: ['Ana', 'R$ 1.234,56', 'https://pagamento.test/c/pix'],
      },
      checkoutId: 'pix',
    });

    // A staff cadence that asks for the PIX code: its line is left out while none is recorded...
    const { db } = database();
    const withPixLine = [{ delay_minutes: 15, text: 'Pague: {link_pagamento}\nCódigo PIX: {codigo_pix}' }];
    await db
      .updateTable('cadences')
      .set({ steps: JSON.stringify(withPixLine) })
      .where('id', '=', RECOVERY)
      .execute();
    expect(await compose(job(RECOVERY, 0, 'pix'))).toMatchObject({
      text: 'Pague: https://pagamento.test/c/pix',
    });
    // ...and filled from the lead's columns once the checkout's code is there.
    await db
      .updateTable('leads')
      .set({ pix_code: '00020126PIXDAANA', checkout_url: 'https://pagamento.test/c/pix' })
      .where('id', '=', 'ana')
      .execute();
    expect(await compose(job(RECOVERY, 0, 'pix'))).toMatchObject({
      text: 'Pague: https://pagamento.test/c/pix\nCódigo PIX: 00020126PIXDAANA',
    });
    // The code belongs to the checkout the lead's columns name: another checkout's message does not carry it.
    await addCheckout(db, 'newer', 'ana', minutesFrom(NOW, -1));
    expect(await compose(job(RECOVERY, 0, 'newer'))).toMatchObject({
      kind: 'send',
      text: expect.not.stringContaining('00020126PIXDAANA'),
    });
  });

  it('sends the approved template with the values of the variables the text uses, in order', async () => {
    await ana();
    const { db } = database();
    const steps = [
      {
        delay_minutes: 15,
        text: '{primeiro_nome}, pague {valor} em {link_pagamento}. Obrigado, {primeiro_nome}!',
        template: { name: 'recuperacao_checkout', language: 'pt_BR' },
      },
    ];
    await db
      .updateTable('cadences')
      .set({ steps: JSON.stringify(steps) })
      .where('id', '=', RECOVERY)
      .execute();
    expect(await compose(job(RECOVERY, 0, 'pix'))).toMatchObject({
      kind: 'send',
      text: 'Ana, pague R$ 1.234,56 em https://pagamento.test/c/pix. Obrigado, Ana!',
      template: {
        name: 'recuperacao_checkout',
        language: 'pt_BR',
        parameters: ['Ana', 'R$ 1.234,56', 'https://pagamento.test/c/pix'],
      },
    });
  });

  it('skips a lead that is gone, a step that is gone, and a lead without WhatsApp consent', async () => {
    await ana();
    const { db } = database();
    expect(await compose(job(RECOVERY, 0, 'pix', 'nobody'))).toEqual({ kind: 'skip', reason: 'lead_gone' });
    expect(await compose(job(RECOVERY, 7, 'pix'))).toEqual({ kind: 'skip', reason: 'step_gone' });
    expect(await compose(job('deleted-cadence', 0, 'pix'))).toEqual({ kind: 'skip', reason: 'step_gone' });

    await addLead(db, 'marketing-only', NOW, { consent: ['marketing'] });
    await addLead(db, 'no-consent', NOW, { consent: null });
    await addLead(db, 'revoked', NOW);
    await db.updateTable('consents').set({ revoked_at: NOW }).where('lead_id', '=', 'revoked').execute();
    for (const leadId of ['marketing-only', 'no-consent', 'revoked']) {
      expect(await compose(job(WELCOME, 0, '', leadId))).toEqual({ kind: 'skip', reason: 'no_consent' });
    }
    expect((await compose(job(WELCOME, 0, ''))).kind).toBe('send');

    await db.updateTable('leads').set({ cadence_status: 'opted_out' }).where('id', '=', 'ana').execute();
    expect(await compose(job(WELCOME, 0, ''))).toEqual({ kind: 'skip', reason: 'opted_out' });
    await db.updateTable('leads').set({ anonymized_at: NOW }).where('id', '=', 'ana').execute();
    expect(await compose(job(WELCOME, 0, ''))).toEqual({ kind: 'skip', reason: 'lead_gone' });
  });

  it('stops recovery once the lead bought, the checkout is paid or over, or a newer one takes over', async () => {
    await ana();
    const { db } = database();
    // Bought another way (an earlier card checkout): recovery stops, unless the cadence says otherwise.
    await addCheckout(db, 'card', 'ana', minutesFrom(NOW, -100), {
      status: 'paid',
      paid_at: minutesFrom(NOW, -90),
      method: 'credit-card',
    });
    expect(await compose(job(RECOVERY, 0, 'pix'))).toEqual({ kind: 'skip', reason: 'purchased' });
    await db.updateTable('cadences').set({ stop_on_purchase: FALSE }).where('id', '=', RECOVERY).execute();
    await db.updateTable('cadences').set({ stop_on_purchase: FALSE }).where('id', '=', PIX).execute();
    expect((await compose(job(RECOVERY, 0, 'pix'))).kind).toBe('send');

    await db.updateTable('checkouts').set({ status: 'paid', paid_at: NOW }).where('id', '=', 'pix').execute();
    expect(await compose(job(RECOVERY, 0, 'pix'))).toEqual({ kind: 'skip', reason: 'checkout_settled' });

    await addCheckout(db, 'expiring', 'ana', minutesFrom(NOW, -10), { expires_at: minutesFrom(NOW, 25) });
    expect((await compose(job(PIX, 0, 'expiring'))).kind).toBe('send');
    expect(await compose(job(PIX, 0, 'expiring'), minutesFrom(NOW, 25))).toEqual({
      kind: 'skip',
      reason: 'checkout_settled',
    });
    // Past its expiry the link no longer opens, whatever the provider has said so far.
    expect(await compose(job(RECOVERY, 2, 'expiring'), minutesFrom(NOW, 25))).toEqual({
      kind: 'skip',
      reason: 'checkout_settled',
    });

    // A newer attempt that never reached the provider changes nothing; one that did takes over.
    await addCheckout(db, 'failed', 'ana', minutesFrom(NOW, -2), { status: 'failed', link: null });
    expect((await compose(job(RECOVERY, 0, 'expiring'))).kind).toBe('send');
    await addCheckout(db, 'again', 'ana', minutesFrom(NOW, -1));
    expect(await compose(job(RECOVERY, 0, 'expiring'))).toEqual({ kind: 'skip', reason: 'checkout_settled' });
    expect((await compose(job(RECOVERY, 0, 'again'))).kind).toBe('send');

    await db.updateTable('checkouts').set({ status: 'canceled' }).where('id', '=', 'again').execute();
    expect(await compose(job(RECOVERY, 0, 'again'))).toEqual({ kind: 'skip', reason: 'checkout_settled' });
  });

  it('stops on a reply after the cadence began for the subject, not on one before', async () => {
    await ana();
    const { db } = database();
    const inbound = (id: string, at: string) =>
      db
        .insertInto('whatsapp_messages')
        .values({
          id,
          lead_id: 'ana',
          phone: '5511987654321',
          direction: 'inbound',
          body: 'oi',
          status: 'received',
          created_at: at,
          updated_at: at,
        })
        .execute();
    await inbound('before', minutesFrom(NOW, -25));
    // The planner writes the recovery's first job at NOW−10 (5 minutes before it is due).
    expect(await planCadenceJobs(plannerDeps(db), new Date(minutesFrom(NOW, -10)))).toBeGreaterThan(0);
    expect((await compose(job(RECOVERY, 0, 'pix'))).kind).toBe('send');

    await inbound('after', minutesFrom(NOW, -2));
    expect(await compose(job(RECOVERY, 1, 'pix'))).toEqual({ kind: 'skip', reason: 'replied' });
    await db.updateTable('cadences').set({ stop_on_reply: FALSE }).where('id', '=', RECOVERY).execute();
    expect((await compose(job(RECOVERY, 1, 'pix'))).kind).toBe('send');
  });

  it('welcomes a buyer with the group link, which nobody else is sent', async () => {
    await ana();
    const { db } = database();
    await addCheckout(db, 'bought', 'ana', minutesFrom(NOW, -5), { status: 'paid', paid_at: NOW });
    expect(await compose(job(PURCHASE, 0, 'bought'))).toMatchObject({
      kind: 'send',
      phone: '5511987654321',
      text:
        'Parabéns, Ana! Seu pagamento de R$ 1.797,00 foi aprovado e sua vaga no IA NA PRÁTICA está garantida.\n' +
        `Entre no grupo dos alunos para receber os próximos passos: ${BUYERS_GROUP_URL}`,
      checkoutId: 'bought',
    });

    await addLead(db, 'bia', NOW, { name: 'Bia Lima' });
    const steps = [{ delay_minutes: 0, text: 'Oi, {primeiro_nome}!\nGrupo: {link_grupo}' }];
    await db
      .updateTable('cadences')
      .set({ steps: JSON.stringify(steps) })
      .where('id', '=', WELCOME)
      .execute();
    expect(await compose(job(WELCOME, 0, '', 'bia'))).toMatchObject({ kind: 'send', text: 'Oi, Bia!' });
  });

  it('reminds of the call with its date and room, and not once it started', async () => {
    const { db } = database();
    await addLead(db, 'ana', NOW);
    // 11/12 at 20:00 in São Paulo.
    const eventId = await freeCallAt(db, '2026-12-11T23:00:00.000Z', ['ana']);
    const dayBefore = '2026-12-10T23:00:00.000Z';
    expect(await compose(job(REMINDERS, 0, eventId), dayBefore)).toMatchObject({
      kind: 'send',
      phone: '5511987654321',
      text:
        'Oi, Ana! Amanhã, 11/12 às 20:00, é o nosso encontro ao vivo. Separe esse horário: vamos mostrar ' +
        `na prática como usar IA no seu negócio.\nLink da sala: ${ZOOM_URL}`,
    });
    // Delayed past the start (quiet hours, a long outage): the reminders before it are dropped...
    expect(await compose(job(REMINDERS, 1, eventId), '2026-12-11T23:10:00.000Z')).toMatchObject({
      kind: 'skip',
      reason: 'event_over',
    });
    // ...the one at the start goes while the call lasts, and not after.
    expect((await compose(job(REMINDERS, 2, eventId), '2026-12-11T23:10:00.000Z')).kind).toBe('send');
    expect(await compose(job(REMINDERS, 2, eventId), '2026-12-12T00:00:00.000Z')).toMatchObject({
      kind: 'skip',
      reason: 'event_over',
    });

    await db
      .updateTable('event_registrations')
      .set({ status: 'canceled' })
      .where('lead_id', '=', 'ana')
      .execute();
    expect(await compose(job(REMINDERS, 0, eventId), dayBefore)).toEqual({
      kind: 'skip',
      reason: 'event_over',
    });

    // Another event's registration: its own date, and no room link (the Zoom link is the call's).
    const immersion = await db
      .updateTable('events')
      .set({ starts_at: '2026-12-20T12:00:00.000Z', ends_at: '2026-12-20T20:00:00.000Z' })
      .where('slug', '=', IMMERSION.slug)
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('event_registrations')
      .values({
        id: 'reg-imersao',
        event_id: immersion.id,
        lead_id: 'ana',
        registration_date: NOW,
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();
    expect(await compose(job(REMINDERS, 1, immersion.id), '2026-12-20T11:00:00.000Z')).toMatchObject({
      kind: 'send',
      text: 'Ana, falta 1 hora para o nosso encontro ao vivo (20/12 às 09:00). Chegue uns minutos antes!',
    });
  });

  it("previews a cadence with a real lead's values, and answers lead_not_found for anyone else", async () => {
    await ana();
    const deps = { ...plannerDeps(database().db), settings: async () => DEFAULT_LAUNCH_SETTINGS };
    const input = {
      name: 'Teste',
      trigger: 'checkout_unpaid' as const,
      status: 'active' as const,
      steps: [
        { delay_minutes: 15, text: 'Oi, {nome}: {valor} em {link_pagamento}' },
        { delay_minutes: 60, text: 'Grupo: {link_grupo}\nCall: {data_evento}\nSala: {link_evento}' },
      ],
      stop_on_purchase: true,
      stop_on_reply: true,
    };
    expect(await previewCadence(deps, input, 'ana', new Date(NOW))).toEqual({
      ok: true,
      steps: [
        { delay_minutes: 15, text: 'Oi, Ana Maria Souza: R$ 1.234,56 em https://pagamento.test/c/pix' },
        // No group link for a lead who has not bought, and no Zoom link set: those lines are left out.
        { delay_minutes: 60, text: 'Call: 11/06 às 20:00' },
      ],
    });
    expect(await previewCadence(deps, input, 'nobody', new Date(NOW))).toEqual({
      ok: false,
      error: 'lead_not_found',
    });
  });
});
