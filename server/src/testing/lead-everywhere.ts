// One person left in the database through every path the product has, over HTTP on the real app:
// the lead modal and its Instagram step, visits, behaviour, interactions, the free call, the ads
// events, a second browser's claim, a sandbox checkout paid by its webhook and one abandoned, the
// onboarding notes, and a WhatsApp sandbox conversation (cadence, the lead's replies, staff's
// answer). For the erasure tests, which then look for the person in every cell of every table.

import { LEAD_CONSENT_NOTICE } from '@funil/core/consent-notice';
import { IMMERSION } from '@funil/core/offers';
import { formatPhone } from '@funil/core/phone';
import type { Kysely } from 'kysely';
import { pino } from 'pino';
import { expect } from 'vitest';
import { sha256 } from '../domain/conversions-user-data.ts';
import { DEFAULT_SEND_HOURS } from '../domain/whatsapp/quiet-hours.ts';
import { startWhatsAppJob } from '../jobs/whatsapp-job.ts';
import { createSandboxProvider } from '../providers/payments/sandbox-provider.ts';
import { createSandboxWhatsAppProvider } from '../providers/whatsapp/sandbox-provider.ts';
import { WEBHOOK_TOKEN_HEADER } from '../routes/webhooks.ts';
import { createLaunchSettingsRepository } from '../storage/launch-settings-repository.ts';
import { createSandboxSessionsRepository } from '../storage/sandbox-sessions-repository.ts';
import { createSandboxWhatsAppRepository } from '../storage/sandbox-whatsapp-repository.ts';
import type { Database } from '../storage/schema.ts';
import { whatsAppCadences, whatsAppEventsHandler, whatsAppJobStores } from '../wiring/whatsapp-job-stores.ts';
import { modalCheckoutRequest } from './checkout-request.ts';
import { sandboxAction } from './sandbox-action.ts';
import type { Needle } from './schema-cells.ts';
import { OWN_ORIGIN, type StaffTestApp, staffTestAppOn } from './staff-login.ts';

/** 09:00 in São Paulo: inside the WhatsApp sending hours. */
export const EVERYWHERE_NOW = new Date('2025-04-01T12:00:00.000Z');
const APP_SECRET = 'segredo-do-app-de-teste';
const WEBHOOK_TOKEN = 'token-do-webhook-de-teste';
export const ADMIN = 'admin@funil.test';

export interface Person {
  name: string;
  /** As typed in the form; stored as digits with the country code. */
  typedPhone: string;
  /** As stored: digits, country code first. */
  phone: string;
  email: string;
  instagram: string;
}

/** Names and numbers that appear nowhere else, so a match is this person and nobody else. */
export const ZULEICA: Person = {
  name: 'Zuleica Quintanilha',
  typedPhone: '(11) 97351-8264',
  phone: '5511973518264',
  email: 'zuleica.quintanilha@exemplo.test',
  instagram: 'zuleica_q_oficial',
};

export const BYSTANDER: Person = {
  name: 'Bernadete Folhagem',
  typedPhone: '(21) 98123-4567',
  phone: '5521981234567',
  email: 'bernadete@exemplo.test',
  instagram: 'bernadete_folhagem',
};

/**
 * Every stored form of the person's data: the phone as digits (with and without 55 and the ninth
 * digit: the 8 last digits are in all of them), formatted, hashed as the ads outbox keeps it; the
 * e-mail as typed and hashed; each part of the name (also inside URLs and messages), its hashes as
 * Meta's name keys; the Instagram handle.
 */
export function needlesOf(person: Person): Needle[] {
  const [first = '', ...rest] = person.name.toLowerCase().split(' ');
  const last = rest.join(' ');
  const subscriber = person.phone.slice(-8);
  return [
    { label: 'telefone (8 últimos dígitos)', text: subscriber },
    { label: 'telefone formatado', text: `${subscriber.slice(0, 4)}-${subscriber.slice(4)}` },
    { label: 'telefone com espaço', text: `${subscriber.slice(0, 4)} ${subscriber.slice(4)}` },
    { label: 'telefone (SHA-256)', text: sha256(person.phone) },
    { label: 'e-mail', text: person.email },
    { label: 'e-mail (SHA-256)', text: sha256(person.email) },
    { label: 'nome', text: first },
    { label: 'sobrenome', text: last },
    { label: 'nome (SHA-256)', text: sha256(first) },
    { label: 'sobrenome (SHA-256)', text: sha256(last) },
    { label: 'Instagram', text: person.instagram },
  ];
}

export interface Footprint {
  leadId: string;
  /** The other browser's claim on the same phone (decision 0019). */
  claimId: string;
  /** The sandbox checkout the lead paid, and the one it abandoned. */
  paidLink: string;
  abandonedLink: string;
  /** The sandbox WhatsApp page of the conversation. */
  conversationPath: string;
}

export interface EverywhereApp extends StaffTestApp {
  admin: string;
  /** Runs one WhatsApp round: plans the cadences' due steps and sends them through the sandbox. */
  whatsappRound(): Promise<void>;
  /** The sandbox's own webhook deliveries, settled. */
  idle(): Promise<void>;
  /** A message from a number, as WhatsApp delivers it to the sandbox (and its webhook to us). */
  replyFrom(phone: string, text: string): Promise<number>;
  /** A payment provider's webhook with the right token; answers the outcome the route reports. */
  webhook(body: unknown): Promise<string>;
}

/** The real app on the test's database, with the WhatsApp sandbox and its webhooks applied as in production. */
export async function everywhereApp(db: Kysely<Database>): Promise<EverywhereApp> {
  const logger = pino({ level: 'silent' });
  const now = () => EVERYWHERE_NOW;
  const sandbox = createSandboxWhatsAppProvider({
    store: createSandboxWhatsAppRepository(db),
    appSecret: APP_SECRET,
    now,
    sentWebhookDelayMs: 0,
  });
  const t = staffTestAppOn(db, {
    now,
    payments: {
      provider: createSandboxProvider(createSandboxSessionsRepository(db), now),
      webhookToken: WEBHOOK_TOKEN,
    },
    whatsapp: { provider: sandbox, appSecret: APP_SECRET, verifyToken: 'verificacao' },
    onWhatsAppEvents: whatsAppEventsHandler({ db, logger, now }),
  });
  await t.addStaff(ADMIN, 'admin');
  const admin = await t.sessionOf(ADMIN);
  const settings = createLaunchSettingsRepository(db);
  return {
    ...t,
    admin,
    async whatsappRound() {
      const job = startWhatsAppJob({
        stores: whatsAppJobStores(db),
        logger,
        now,
        provider: sandbox,
        ...whatsAppCadences(db, logger, async () => (await settings.read()).settings),
        config: {
          tickSeconds: 3600,
          sendHours: DEFAULT_SEND_HOURS,
          maxPerNumberPerHour: 10,
          leaseSeconds: 300,
        },
      });
      await job.tick();
      await job.stop();
      await sandbox.idle();
    },
    idle: () => sandbox.idle(),
    replyFrom: (phone, text) => sandbox.replyAsLead(phone, text),
    async webhook(body) {
      const res = await t.app.request(
        '/api/webhooks/asaas',
        json(body, { [WEBHOOK_TOKEN_HEADER]: WEBHOOK_TOKEN }),
      );
      expect(res.status).toBe(200);
      return ((await res.json()) as { outcome: string }).outcome;
    },
  };
}

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

async function ok(res: Response | Promise<Response>, what: string): Promise<Response> {
  const answer = await res;
  expect(answer.status, `${what}: ${answer.status}`).toBeLessThan(400);
  return answer;
}

/** Saves the person through every path and answers where it left them. */
export async function leaveFootprint(t: EverywhereApp, person: Person): Promise<Footprint> {
  const { app } = t;
  const page = (path: string) => `https://funil.test${path}`;
  const nowSeconds = Math.floor(EVERYWHERE_NOW.getTime() / 1000);

  // The lead modal's first step, from an ad whose URL carried the exit popup's nome and celular.
  const saved = (await (
    await ok(
      app.request(
        '/api/leads',
        json({
          name: person.name,
          phone: person.typedPhone,
          email: person.email,
          utm_source: 'instagram',
          utm_campaign: 'lancamento',
          referrer: `https://l.instagram.com/?u=${encodeURIComponent(person.name)}`,
          landing_page: page(`/ianapratica?nome=${encodeURIComponent(person.name)}&celular=${person.phone}`),
          free_call: true,
          consent: { version: LEAD_CONSENT_NOTICE.version, source: 'site' },
          started_at: 0,
        }),
      ),
      'cadastro',
    )
  ).json()) as { id: string; token: string };
  const leadId = saved.id;
  const own = { leadId, leadToken: saved.token };

  // Step 2: the Instagram handle, and the preview card's look-up (cached as a profile).
  await ok(
    app.request('/api/leads/instagram', json({ ...own, instagram: `@${person.instagram}` })),
    'instagram',
  );
  await ok(app.request(`/api/instagram-profile?username=${person.instagram}`), 'perfil do instagram');

  // A registered visit, behaviour and an interaction, each with the person in URLs and free text.
  await ok(
    app.request(
      '/api/visits',
      json({
        ...own,
        phone: person.typedPhone,
        name: person.name,
        visit_id: `visita-${leadId}`,
        page: `/sala-de-espera/${leadId}?nome=${encodeURIComponent(person.name)}`,
        referrer: page(`/?email=${person.email}`),
        device_info: { userAgent: 'Mozilla/5.0 (iPhone)', screenWidth: 390 },
        url_params: { nome: person.name, celular: person.typedPhone },
      }),
    ),
    'visita',
  );
  const timestamp = EVERYWHERE_NOW.getTime() - 60_000;
  await ok(
    app.request(
      '/api/leads/behaviour',
      json({
        ...own,
        clicks: [
          { elementText: `Olá, ${person.name}`, timestamp, x: 10, y: 20, path: `/diagnostico/${leadId}` },
        ],
        pageViews: [
          {
            url: page(`/diagnostico/${leadId}`),
            title: `Diagnóstico de ${person.name}`,
            timestamp,
            timeSpent: 30_000,
          },
        ],
      }),
    ),
    'comportamento',
  );
  await ok(
    app.request(
      '/api/interactions',
      json({
        ...own,
        type: 'form_submit',
        data: { nome: person.name, whatsapp: person.typedPhone, email: person.email },
      }),
    ),
    'interação',
  );
  // The free call was registered by the save (free_call); the immersion by its own page.
  await ok(
    app.request(
      `/api/events/${IMMERSION.slug}/registrations`,
      json({ ...own, landing_page: page(`/imersao?nome=${encodeURIComponent(person.name)}`) }),
    ),
    'inscrição',
  );

  // The ads events of the lead's browser, contacts as the tracker sends them (the server hashes).
  // Event ids are random, as the tracker makes them: only the contacts and the id name the person.
  const tracking = (externalId: string) =>
    json({
      action: 'send_events',
      events: [
        {
          event_name: 'Lead',
          event_time: nowSeconds,
          event_id: crypto.randomUUID(),
          event_source_url: page(`/?nome=${encodeURIComponent(person.name)}`),
          user_data: {
            em: person.email,
            ph: person.phone,
            fn: person.name.split(' ')[0],
            ln: person.name.split(' ').slice(1).join(' '),
            external_id: externalId,
          },
        },
      ],
    });
  await ok(app.request('/api/tracking/events', tracking(leadId)), 'evento de anúncio');

  // Another browser types the same phone without the lead's secret: a claim (decision 0019).
  const claim = (await (
    await ok(
      app.request(
        '/api/leads',
        json({ name: `${person.name} Segunda`, phone: person.phone, email: person.email, started_at: 0 }),
      ),
      'cadastro de outro navegador',
    )
  ).json()) as { id: string; token: string };
  await ok(app.request('/api/tracking/events', tracking(claim.id)), 'evento do outro navegador');

  // A PIX checkout paid on the sandbox page (its webhook makes the sale), and a card one abandoned.
  // The checkout keeps the visit's attribution, whose addresses name the person (migration 0040),
  // and the sandbox the buyer's details as typed on its page.
  const paidLink = await checkoutLink(t, 'pix', own, {
    utm_source: 'instagram',
    referrer: `https://mail.example/leitura?para=${encodeURIComponent(person.email)}`,
    landing_page: `https://funil.test/ianapratica?nome=${encodeURIComponent(person.name)}&celular=${person.phone}`,
  });
  expect(
    (
      await sandboxAction(app, paidLink, 'approve', {
        buyer_name: person.name,
        buyer_email: person.email,
        buyer_phone: person.phone.slice(2),
      })
    ).status,
  ).toBe(303);
  const abandonedLink = await checkoutLink(t, 'credit-card', own);
  // The card form is prefilled with the buyer's first name.
  const cardPage = await ok(app.request(abandonedLink), 'página do checkout');
  expect(await cardPage.text()).toContain(person.name.split(' ')[0]);

  // Customer success writes about the buyer.
  await ok(
    t.call('PATCH', `/api/admin/customer-success/${leadId}/checklist`, {
      cookie: t.admin,
      body: { attended: true, notes: `Ligar para ${person.name} no ${formatPhone(person.phone)}` },
    }),
    'onboarding',
  );

  // WhatsApp: the welcome cadence, the lead's replies (one from the number without the ninth
  // digit, as WhatsApp names older Brazilian accounts), and a staff answer.
  await t.whatsappRound();
  const conversationPath = await conversationOf(t, person);
  await ok(
    app.request(`${conversationPath}/reply`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: OWN_ORIGIN,
        'sec-fetch-site': 'same-origin',
        cookie: t.admin,
      },
      body: new URLSearchParams({ text: `Sou a ${person.name}, meu e-mail é ${person.email}` }).toString(),
    }),
    'resposta do lead',
  );
  const withoutNinthDigit = `${person.phone.slice(0, 4)}${person.phone.slice(5)}`;
  expect(
    await t.replyFrom(withoutNinthDigit, `${person.name.split(' ')[0]} de novo, pelo outro número`),
  ).toBe(200);
  await ok(
    t.call('POST', `/api/admin/whatsapp/leads/${leadId}/replies`, {
      cookie: t.admin,
      body: { text: `Oi, ${person.name}! Anotado.` },
    }),
    'resposta da equipe',
  );
  await t.idle();

  return { leadId, claimId: claim.id, paidLink, abandonedLink, conversationPath };
}

async function checkoutLink(
  t: EverywhereApp,
  endpoint: 'pix' | 'credit-card',
  own: { leadId: string; leadToken: string },
  attribution?: Record<string, string>,
): Promise<string> {
  const res = await ok(
    t.app.request(
      `/api/payments/${endpoint}`,
      json({ ...modalCheckoutRequest(endpoint, own.leadId, { leadToken: own.leadToken }), attribution }),
    ),
    `checkout ${endpoint}`,
  );
  return ((await res.json()) as { link: string }).link;
}

/**
 * What the provider sends about the paid sale after the buyer asked to be erased: a refund naming
 * the buyer, as Asaas's payment events do.
 */
export function laterRefund(footprint: Footprint, person: Person) {
  return {
    id: `evt_${crypto.randomUUID().replaceAll('-', '')}`,
    event: 'PAYMENT_REFUNDED',
    dateCreated: '2025-04-02 10:00:00',
    payment: {
      object: 'payment',
      id: `pay_${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`,
      checkoutSession: new URL(footprint.paidLink).pathname.split('/').at(-1),
      billingType: 'PIX',
      status: 'REFUNDED',
      value: 1797,
      externalReference: `IANP-${footprint.leadId}`,
      customer: { name: person.name, email: person.email, mobilePhone: person.phone.slice(2) },
    },
  };
}

/** The conversation's address, as staff find it: its link on the sandbox's list of conversations. */
export async function conversationOf(t: EverywhereApp, person: Person): Promise<string> {
  const list = await (await t.app.request('/sandbox/whatsapp', { headers: { cookie: t.admin } })).text();
  const formatted = formatPhone(person.phone);
  const item = list.split('<li>').find((entry) => entry.includes(formatted));
  const href = item && /href="([^"]+)"/.exec(item)?.[1];
  if (!href) throw new Error(`Nenhuma conversa de ${formatted} no WhatsApp de teste`);
  return href;
}
