// The WhatsApp copy a fresh install starts with (issue 18): the free call's reminder templates
// (event_message_templates, seeded with the event) and the default cadences (migration 0030).
// Texts use core's cadence variables; a line whose variables this lead has no value for is left out
// of the message (domain/whatsapp/render-step.ts), so "Link da sala:" waits for the Zoom link.
import { FREE_LIVE_CALL } from '@funil/core/offers';
import { REMINDER_TEXTS, REMINDERS } from '@funil/core/reminder-texts';
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';
import { TRUE } from './sql-values.ts';

export interface ReminderTemplate {
  id: string;
  message_type: string;
  title: string;
  body: string;
  /** Minutes before the call's start: the step of the default reminders cadence it becomes. */
  delay_minutes: number;
  /** The Cloud API template registered with this body, sent to a lead who has not written in 24 h. */
  template_name: string;
}

/** The free call's three reminders: the day before, one hour before, and at the start. */
export const FREE_CALL_REMINDER_TEMPLATES: readonly ReminderTemplate[] = [
  {
    id: '8dcc0cd6-f721-4e74-b640-7fe053cd5265',
    message_type: REMINDERS.dayBefore.messageType,
    title: 'Lembrete: a call é amanhã',
    body: REMINDER_TEXTS.dayBefore,
    delay_minutes: REMINDERS.dayBefore.minutesBefore,
    template_name: 'funil_lembrete_dia_anterior',
  },
  {
    id: '70f3a7b4-4ff1-4fc9-a343-552896ae20b9',
    message_type: REMINDERS.oneHour.messageType,
    title: 'Lembrete: falta 1 hora',
    body: REMINDER_TEXTS.oneHour,
    delay_minutes: REMINDERS.oneHour.minutesBefore,
    template_name: 'funil_lembrete_uma_hora',
  },
  {
    id: '184c7506-05f7-4aad-9cad-783a29274f32',
    message_type: REMINDERS.start.messageType,
    title: 'A call começou',
    body: REMINDER_TEXTS.start,
    delay_minutes: REMINDERS.start.minutesBefore,
    template_name: 'funil_lembrete_inicio',
  },
];

export interface DefaultCadence {
  id: string;
  name: string;
  trigger: string;
  steps: { delay_minutes: number; text: string; template: { name: string; language: string } }[];
  stop_on_purchase: boolean;
  stop_on_reply: boolean;
}

/**
 * A lead who never wrote to us is outside WhatsApp's 24 h window, where only approved templates
 * may be sent: every default step names one, registered in Meta with the step's text and each
 * {variable} as {{1}}, {{2}}... in order (the sandbox accepts any name).
 */
const template = (name: string) => ({ name, language: 'pt_BR' });

export const DEFAULT_CADENCES: readonly DefaultCadence[] = [
  {
    id: '24e55b63-40d8-4db9-b0d3-79c42c1ad42a',
    name: 'Boas-vindas ao lead',
    trigger: 'lead_captured',
    steps: [
      {
        delay_minutes: 0,
        text:
          'Oi, {primeiro_nome}! Que bom ter você com a gente no IA na Prática. ' +
          // No date here: a lead who joins the waitlist after the call is not told of a call gone by.
          'Por aqui você recebe os avisos dos nossos encontros ao vivo e as novidades do programa.\n' +
          'Se não quiser mais receber mensagens, é só responder SAIR.',
        template: template('funil_boas_vindas'),
      },
    ],
    stop_on_purchase: true,
    stop_on_reply: true,
  },
  {
    id: 'd3da0b59-6847-4ee6-8303-96d9337b7029',
    name: 'Recuperação de checkout',
    trigger: 'checkout_unpaid',
    steps: [
      {
        delay_minutes: 15,
        text:
          'Oi, {primeiro_nome}! Vi que você começou sua inscrição no IA NA PRÁTICA ({valor}) ' +
          'e o pagamento ainda não foi concluído. Seu link continua ativo: {link_pagamento}',
        template: template('funil_recuperacao_15min'),
      },
      {
        delay_minutes: 180,
        text:
          '{primeiro_nome}, ficou alguma dúvida sobre o IA NA PRÁTICA? Responda esta mensagem que a gente te ajuda.\n' +
          'Para concluir sua inscrição: {link_pagamento}',
        template: template('funil_recuperacao_3h'),
      },
      // The next day, before the checkout's 24 h expiry (PROGRAM.checkoutExpiryMinutes): at 24 h
      // its link no longer opens, and the step would only ever be skipped.
      {
        delay_minutes: 1320,
        text:
          'Oi, {primeiro_nome}! Sua vaga no IA NA PRÁTICA ainda está reservada, mas não por muito tempo. ' +
          'Finalize por aqui: {link_pagamento}',
        template: template('funil_recuperacao_dia_seguinte'),
      },
    ],
    stop_on_purchase: true,
    stop_on_reply: true,
  },
  {
    id: 'fed9f88e-ff0e-4f75-8e12-9419d83c87ef',
    name: 'PIX perto de expirar',
    trigger: 'pix_expiring',
    steps: [
      {
        delay_minutes: 30,
        text:
          '{primeiro_nome}, o seu PIX de {valor} para o IA NA PRÁTICA expira em 30 minutos. ' +
          'Para garantir sua vaga, pague agora: {link_pagamento}',
        template: template('funil_pix_expirando'),
      },
    ],
    stop_on_purchase: true,
    stop_on_reply: true,
  },
  {
    id: '48027271-033f-42a8-bd5e-2e7f6ac02732',
    name: 'Compra aprovada',
    trigger: 'purchase_approved',
    steps: [
      {
        delay_minutes: 0,
        text:
          'Parabéns, {primeiro_nome}! Seu pagamento de {valor} foi aprovado e sua vaga no IA NA PRÁTICA está garantida.\n' +
          'Entre no grupo dos alunos para receber os próximos passos: {link_grupo}',
        template: template('funil_compra_aprovada'),
      },
    ],
    // The purchase is what starts it; an answer ("obrigado!") must not cancel the welcome.
    stop_on_purchase: false,
    stop_on_reply: false,
  },
  {
    id: '5ab1f6d7-ca32-4d50-b2ac-b056f7d8c3b8',
    name: 'Lembretes da call gratuita',
    trigger: 'event_reminder',
    // The steps are the free call's reminder templates, the same texts in the same order: staff who
    // read the event's templates read what the cadence sends. A cadence names no event, so these
    // remind every active event's registrations: the copy says "encontro ao vivo", true of each,
    // and the room link (the call's Zoom) is only filled for the free call.
    steps: FREE_CALL_REMINDER_TEMPLATES.map(({ delay_minutes, body, template_name }) => ({
      delay_minutes,
      text: body,
      template: template(template_name),
    })),
    // A buyer still attends the call, and a reply ("ok, estarei lá") is no reason to drop the next reminder.
    stop_on_purchase: false,
    stop_on_reply: false,
  },
];

/**
 * The reminder templates, for the free call of an install whose call has none of them yet. It runs
 * with the seed: on a fresh install the event row only exists once the seed inserted it.
 */
export async function seedFreeCallReminderTemplates(db: Kysely<Database>, time: string): Promise<void> {
  const event = await db
    .selectFrom('events')
    .select('id')
    .where('slug', '=', FREE_LIVE_CALL.slug)
    .executeTakeFirst();
  if (!event) return;
  const existing = await db
    .selectFrom('event_message_templates')
    .select('id')
    .where('event_id', '=', event.id)
    .where(
      'message_type',
      'in',
      FREE_CALL_REMINDER_TEMPLATES.map((template) => template.message_type),
    )
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('event_message_templates')
    .values(
      FREE_CALL_REMINDER_TEMPLATES.map((template) => ({
        id: template.id,
        event_id: event.id,
        message_type: template.message_type,
        title: template.title,
        body: template.body,
        is_active: TRUE,
        created_at: time,
        updated_at: time,
      })),
    )
    // Two processes seeding at once: the first one's rows stand.
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
