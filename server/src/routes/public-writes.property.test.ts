// Every public write, tried by an attacker who knows a victim's phone and lead id but not its token:
// random phones, tokens, nested JSON and unicode never get a 5xx and never change the victim's rows.

import { LEAD_CONSENT_NOTICE } from '@funil/core/consent-notice';
import { PROGRAM } from '@funil/core/offers';
import { modalCheckoutRequest } from '@funil/testkit/server/checkout-request';
import {
  ENGINES,
  openTestDatabase,
  POSTGRES_AVAILABLE,
  type TestDatabase,
} from '@funil/testkit/server/test-databases';
import { postJson, type TestApp, testAppOn } from '@funil/testkit/server/test-server';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxProvider } from '../providers/payments/sandbox-provider.ts';

const RUNS = 1_000;
const WEBHOOK_TOKEN = 'token-do-webhook-propriedades';
const VICTIM_PHONE = '5511987654321';
const FREE_CALL_SLUG = 'call-gratuita-ia-nos-negocios';
const PROPERTY_TIMEOUT_MS = 10 * 60_000;

/** How people and attackers write the victim's number, and numbers that are nobody's. */
const phone = fc.oneof(
  fc.constantFrom(
    VICTIM_PHONE,
    '+55 11 98765-4321',
    '(11) 98765-4321',
    '11987654321',
    '011 98765 4321',
    '1187654321',
  ),
  fc.stringMatching(/^\+?[0-9 ().-]{0,24}$/),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

/** Characters that have broken stores and screens before: NUL, zero-width, bidi, ANSI escapes. */
const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({
    unit: fc.constantFrom('\u0000', '\u200b', '\u202e', '\u2066', '\u001b[31m', '\ufeff', 'a', 'ã', ' '),
    maxLength: 40,
  }),
  fc.constantFrom('=HYPERLINK("http://x")', "'; drop table leads; --", '<script>alert(1)</script>', 'Ana'),
);

/** Raw JSON nested up to 6,000 deep, spliced into the body text where DEEP_MARK stands. */
const DEEP_MARK = '"__profundo__"';
const deepJson = fc
  .integer({ min: 1, max: 6_000 })
  .map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

const jsonish = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.constant(DEEP_MARK),
  hostileText,
  fc.dictionary(hostileText, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

interface Victim {
  id: string;
  token: string | undefined;
  checkoutId: string;
  checkoutPath: string;
}

/** A token that is never the victim's: absent, empty, random or shaped like a real one. */
const wrongToken = fc.oneof(
  fc.constant(undefined),
  fc.constant(''),
  fc.base64String({ minLength: 20, maxLength: 64 }),
  hostileText,
);

function leadIdFor(victim: Victim) {
  return fc.oneof(fc.constant(victim.id), fc.uuid(), hostileText);
}

/** A body shaped like the real one with some fields swapped for hostile values. */
function withNoise(base: fc.Arbitrary<Record<string, unknown>>) {
  return fc
    .tuple(
      base,
      fc.dictionary(
        fc.constantFrom('name', 'phone', 'data', 'device_info', 'custom_data', 'leadId', 'x'),
        jsonish,
        { maxKeys: 2 },
      ),
      fc.boolean(),
    )
    .map(([body, noise, noisy]) => (noisy ? { ...body, ...noise } : body));
}

interface Endpoint {
  name: string;
  path: (victim: Victim) => fc.Arbitrary<string>;
  body: (victim: Victim) => fc.Arbitrary<Record<string, unknown>>;
  headers?: Record<string, string>;
}

const ENDPOINTS: Endpoint[] = [
  {
    name: 'POST /api/leads',
    path: () => fc.constant('/api/leads'),
    body: (victim) =>
      withNoise(
        fc.record(
          {
            name: hostileText,
            phone,
            email: fc.constantFrom('', 'atacante@example.com'),
            instagram: fc.constantFrom('atacante', '@outro.perfil'),
            utm_source: hostileText,
            referrer: fc.constantFrom('https://atacante.example/', ''),
            partner: fc.constantFrom('parceiro-b', 'parceiro-a', 'inexistente'),
            free_call: fc.boolean(),
            consent: fc.constantFrom(
              { version: LEAD_CONSENT_NOTICE.version, source: 'site' },
              { version: LEAD_CONSENT_NOTICE.version, source: 'embed' },
              { version: 'versao-inventada', source: 'site' },
            ),
            started_at: fc.constant(0),
            leadId: leadIdFor(victim),
            leadToken: wrongToken,
          },
          { requiredKeys: ['name', 'phone', 'started_at'] },
        ),
      ),
  },
  {
    name: 'POST /api/leads/instagram',
    path: () => fc.constant('/api/leads/instagram'),
    body: (victim) =>
      withNoise(
        fc.record(
          {
            phone,
            instagram: fc.constantFrom('atacante', 'outro_perfil'),
            leadId: leadIdFor(victim),
            leadToken: wrongToken,
          },
          { requiredKeys: ['phone', 'instagram'] },
        ),
      ),
  },
  {
    name: 'POST /api/leads/behaviour',
    path: () => fc.constant('/api/leads/behaviour'),
    body: (victim) =>
      withNoise(
        fc.record(
          {
            phone,
            leadId: leadIdFor(victim),
            leadToken: wrongToken,
            clicks: fc.array(
              fc.record({
                elementId: hostileText,
                elementText: hostileText,
                timestamp: fc.constant(1_743_508_800_000),
                x: fc.nat(),
                y: fc.nat(),
              }),
              { maxLength: 3 },
            ),
            pageViews: fc.array(
              fc.record({
                url: fc.constant('/ianapratica'),
                timestamp: fc.constant(1_743_508_800_000),
                timeSpent: fc.nat(),
              }),
              { maxLength: 3 },
            ),
            timeSpent: fc.nat(),
          },
          { requiredKeys: ['phone'] },
        ),
      ),
  },
  {
    name: 'POST /api/visits',
    path: () => fc.constant('/api/visits'),
    body: (victim) =>
      withNoise(
        fc.record(
          {
            phone,
            name: hostileText,
            lead_id: leadIdFor(victim),
            leadId: leadIdFor(victim),
            leadToken: wrongToken,
            visit_id: fc.uuid(),
            page: fc.constantFrom('/', '/ianapratica'),
            utm_source: hostileText,
            device_info: jsonish,
            url_params: jsonish,
          },
          { requiredKeys: ['phone'] },
        ),
      ),
  },
  {
    name: 'POST /api/interactions',
    path: () => fc.constant('/api/interactions'),
    body: (victim) =>
      withNoise(
        fc.record(
          {
            leadId: leadIdFor(victim),
            leadToken: wrongToken,
            type: fc.constantFrom('whatsapp_click', 'checkout_abandoned', 'x'),
            data: jsonish,
          },
          { requiredKeys: ['leadId', 'type'] },
        ),
      ),
  },
  {
    name: 'POST /api/events/{slug}/registrations',
    path: () =>
      fc.constantFrom(
        `/api/events/${FREE_CALL_SLUG}/registrations`,
        '/api/events/imersao-ia-na-pratica/registrations',
      ),
    body: (victim) =>
      withNoise(
        fc.record(
          { leadId: leadIdFor(victim), leadToken: wrongToken, utm_source: hostileText },
          { requiredKeys: ['leadId'] },
        ),
      ),
  },
  {
    name: 'POST /api/payments/{method}',
    path: () => fc.constantFrom('/api/payments/pix', '/api/payments/credit-card', '/api/payments/multi'),
    body: (victim) =>
      fc
        .tuple(
          fc.constantFrom('pix' as const, 'credit-card' as const),
          wrongToken,
          leadIdFor(victim),
          fc.constantFrom('http://localhost', 'https://atacante.example'),
        )
        .map(([method, leadToken, leadId, site]) => ({
          ...modalCheckoutRequest(method, leadId, { site, value: 999_999 }),
          leadId,
          leadToken,
        })),
  },
  {
    name: 'POST /api/payments/pix-charge',
    path: () => fc.constant('/api/payments/pix-charge'),
    body: (victim) =>
      fc
        .tuple(wrongToken, leadIdFor(victim), fc.constantFrom('LANCAMENTO10', 'nada', '\u0000'), jsonish)
        .map(([leadToken, leadId, coupon, bumps]) => ({
          buyer: {
            name: 'Atacante Silva',
            email: 'a@atacante.example',
            phone: '5511912345678',
            cpf: '529.982.247-25',
          },
          leadId,
          leadToken,
          coupon,
          bumps,
        })),
  },
  {
    name: 'POST /api/tracking/events',
    path: () => fc.constant('/api/tracking/events'),
    body: (victim) =>
      fc
        .record({
          event_name: fc.constantFrom('Purchase', 'InitiateCheckout', 'AddPaymentInfo', 'Lead', 'PageView'),
          value: fc.oneof(fc.double({ noNaN: true }), fc.constant(999_999)),
          lead_id: leadIdFor(victim),
          custom_data: jsonish,
          event_id: fc.uuid(),
        })
        .map((event) => ({
          action: 'send_events',
          events: [
            {
              event_name: event.event_name,
              event_time: 1_743_508_800,
              event_id: event.event_id,
              user_data: { external_id: event.lead_id },
              custom_data:
                typeof event.custom_data === 'object' && event.custom_data !== null
                  ? { ...event.custom_data, value: event.value, currency: 'BRL', lead_id: event.lead_id }
                  : { value: event.value, currency: 'BRL', lead_id: event.lead_id, extra: event.custom_data },
            },
          ],
        })),
  },
  {
    name: 'POST /api/purchases/{checkout}/browser-event',
    path: (victim) =>
      fc.oneof(fc.constant(victim.checkoutId), fc.uuid()).map((id) => `/api/purchases/${id}/browser-event`),
    body: () => fc.record({ leadToken: wrongToken, value: fc.double({ noNaN: true }) }),
  },
  {
    name: 'POST /sandbox/checkout/{id}/{action}',
    path: (victim) =>
      fc
        .tuple(
          fc.constantFrom('approve', 'expire', 'cancel'),
          fc.oneof(
            fc.constant(victim.checkoutPath),
            fc.uuid().map((id) => `/sandbox/checkout/${id}`),
          ),
        )
        .map(([action, base]) => `${base.replace(/\?.*$/, '')}/${action}`),
    body: () => fc.record({ key: wrongToken, secret: wrongToken, method: fc.constantFrom('pix', 'card') }),
    headers: { origin: 'https://atacante.example', 'sec-fetch-site': 'cross-site' },
  },
  {
    name: 'POST /api/webhooks/asaas (wrong token)',
    path: () => fc.constant('/api/webhooks/asaas'),
    body: (victim) =>
      fc.record({
        event: fc.constantFrom('PAYMENT_RECEIVED', 'PAYMENT_CONFIRMED', 'PAYMENT_REFUNDED'),
        payment: fc.record({
          id: fc.uuid(),
          value: fc.constant(1_797),
          billingType: fc.constant('PIX'),
          externalReference: fc.constant(`${PROGRAM.externalReferencePrefix}${victim.id}`),
          checkoutSession: fc.constant(victim.checkoutId),
        }),
      }),
    headers: { 'asaas-access-token': 'nao-e-o-token' },
  },
];

/**
 * What a stranger must never change: the victim's lead, its checkouts and visits, the registrations
 * it has (a claim may add one, without attribution: decision 0019), and no event may report money
 * the server's checkouts do not back.
 */
async function victimRows(t: TestApp, victim: Victim) {
  const { db } = t;
  const [lead, checkouts, visits, registrations, valued, amounts] = await Promise.all([
    db.selectFrom('leads').selectAll().where('id', '=', victim.id).execute(),
    db.selectFrom('checkouts').selectAll().where('lead_id', '=', victim.id).orderBy('id').execute(),
    db.selectFrom('lead_visits').selectAll().where('lead_id', '=', victim.id).orderBy('id').execute(),
    db.selectFrom('event_registrations').selectAll().where('lead_id', '=', victim.id).orderBy('id').execute(),
    db
      .selectFrom('tracking_events')
      .select(['event_id', 'payload'])
      .where('event_name', 'in', ['Purchase', 'InitiateCheckout', 'AddPaymentInfo'])
      .orderBy('event_id')
      .execute(),
    db.selectFrom('checkouts').select('amount_cents').execute(),
  ]);
  const backed = new Set(amounts.map((row) => row.amount_cents / 100));
  return {
    lead,
    checkouts,
    visits,
    registrations: registrations.filter(
      (row) => row.id in firstSeen || row.utm_source !== null || row.referrer !== null,
    ),
    unbackedValues: valued.filter((row) => !backed.has(JSON.parse(row.payload).custom_data?.value)),
  };
}

/** Registrations present when the suite began, whose rows must stay as they were. */
const firstSeen: Record<string, true> = {};

type VictimRows = Awaited<ReturnType<typeof victimRows>>;

/** The names of the parts that differ, so a failure says what changed without printing every row. */
function changedParts(before: VictimRows, after: VictimRows): string[] {
  return (Object.keys(before) as (keyof VictimRows)[]).filter(
    (part) => JSON.stringify(before[part]) !== JSON.stringify(after[part]),
  );
}

async function send(
  t: TestApp,
  path: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const text = JSON.stringify(body).replace(DEEP_MARK, () => deepJsonSample);
  return postJson(t.app, path, text, headers);
}
let deepJsonSample = '';

for (const engine of ENGINES) {
  describe.skipIf(engine === 'postgres' && !POSTGRES_AVAILABLE)(
    `public writes under attack [${engine}]`,
    () => {
      let database: TestDatabase;
      let t: TestApp;
      let victim: Victim;

      beforeAll(async () => {
        database = await openTestDatabase(engine);
        t = testAppOn(database.db, {
          publicWritesPerMinute: 1_000_000_000,
          payments: {
            provider: createSandboxProvider(),
            webhookToken: WEBHOOK_TOKEN,
            checkoutsPerMinute: 1_000_000_000,
          },
        });
        victim = await seedVictim(t);
        for (const row of await t.db.selectFrom('event_registrations').select('id').execute())
          firstSeen[row.id] = true;
      });
      afterAll(async () => {
        await database?.close();
      });

      for (const endpoint of ENDPOINTS) {
        it(
          `${endpoint.name}: ${RUNS} attacks, no 5xx, the victim unchanged`,
          async () => {
            const before = await victimRows(t, victim);
            await fc.assert(
              fc.asyncProperty(
                endpoint.path(victim),
                endpoint.body(victim),
                deepJson,
                async (path, body, deep) => {
                  deepJsonSample = deep;
                  const res = await send(t, path, body, endpoint.headers);
                  expect(res.status, `${path} ${(await res.text()).slice(0, 300)}`).toBeLessThan(500);
                  expect(changedParts(before, await victimRows(t, victim))).toEqual([]);
                },
              ),
              { numRuns: RUNS },
            );
          },
          PROPERTY_TIMEOUT_MS,
        );
      }
    },
  );
}

/** The victim: a paying-looking lead saved through the API by its own browser, with a pending checkout. */
async function seedVictim(t: TestApp): Promise<Victim> {
  await t.db
    .insertInto('partners')
    .values(
      ['parceiro-a', 'parceiro-b'].map((code) => ({
        id: crypto.randomUUID(),
        code,
        name: code,
        created_at: '2025-03-01T00:00:00.000Z',
        updated_at: '2025-03-01T00:00:00.000Z',
      })),
    )
    .execute();
  const saved = await postJson(t.app, '/api/leads', {
    name: 'Vítima Souza',
    phone: VICTIM_PHONE,
    email: 'vitima@example.com',
    instagram: 'vitima',
    utm_source: 'instagram',
    referrer: 'https://www.instagram.com/',
    partner: 'parceiro-a',
    started_at: 0,
  });
  expect(saved.status).toBe(201);
  const { id, token } = (await saved.json()) as { id: string; token?: string };
  const checkout = await postJson(t.app, '/api/payments/pix', {
    ...modalCheckoutRequest('pix', id),
    leadId: id,
    leadToken: token,
  });
  expect(checkout.status).toBe(200);
  const link = new URL(((await checkout.json()) as { link: string }).link);
  const row = await t.db
    .selectFrom('checkouts')
    .select('id')
    .where('lead_id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, token, checkoutId: row.id, checkoutPath: link.pathname };
}
