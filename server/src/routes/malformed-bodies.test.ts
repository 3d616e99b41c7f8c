// Property test: malformed bodies to every public write endpoint never cause a 5xx or change a row.
import { IMMERSION, PROGRAM } from '@funil/core/offers';
import { startTestServer, type TestApp } from '@funil/testkit/server/test-server';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSandboxProvider } from '../providers/payments/sandbox-provider.ts';
import type { Database } from '../storage/schema.ts';

const RUNS = 1_000;
const PHONE = '5511987654321';
const TABLES: (keyof Database)[] = [
  'leads',
  'lead_interactions',
  'events',
  'event_registrations',
  'event_message_templates',
  'partners',
  'tracking_events',
  'checkouts',
  'provider_events',
];
const WEBHOOK_TOKEN = 'token-do-teste';

/** Values of the wrong JSON type for any field that wants a string, or an object, or an array. */
const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue(), { maxKeys: 3 }),
);
const notAString = wrongType;
const blank = fc.stringMatching(/^\s{0,5}$/);
const digitCount = (text: string) => text.replace(/\D/g, '').length;
const badPhone = fc.oneof(
  notAString,
  fc.string({ maxLength: 40 }).filter((text) => digitCount(text) < 8 || digitCount(text) > 15),
  fc.string({ minLength: 41, maxLength: 60 }),
);
const badName = fc.oneof(
  notAString,
  blank,
  fc.string({ minLength: 121, maxLength: 200 }).filter((t) => t.trim().length > 120),
);
const badId = fc.oneof(
  notAString,
  blank,
  fc.string({ minLength: 101, maxLength: 140 }).filter((t) => t.trim().length > 100),
);
const notAnObject = fc.oneof(
  fc.integer(),
  fc.string(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
);
const badClick = fc.oneof(
  wrongType.filter((v) => typeof v !== 'object' || v === null || Array.isArray(v)),
  fc.record({
    timestamp: fc.oneof(fc.string(), fc.constant(-1), fc.double({ noInteger: true })),
    x: fc.integer(),
    y: fc.integer(),
  }),
);
const badArray = (item: fc.Arbitrary<unknown>) =>
  fc.oneof(
    notAnObject.filter((v) => !Array.isArray(v)),
    fc.array(item, { minLength: 1, maxLength: 3 }),
  );

/** A valid tracker event (spec §3), the base the tracking bodies corrupt. */
const trackingEvent = {
  event_name: 'Lead',
  event_time: Date.parse('2025-04-01T11:59:00.000Z') / 1000,
  event_id: 'Lead_1743508740000_abc',
  action_source: 'website',
  user_data: { em: 'ana@example.com', ph: PHONE },
  custom_data: {},
};

/** The payment modal's checkout request (spec §3), valid as it stands. */
const CHECKOUT = {
  billingTypes: ['PIX'],
  chargeTypes: ['DETACHED'],
  minutesToExpire: 1440,
  items: [{ name: PROGRAM.name, description: 'Programa', quantity: 1, value: 1797 }],
  callback: {
    successUrl: 'http://localhost/pagamento/sucesso?lead=LEAD',
    cancelUrl: 'http://localhost/ianapratica',
    expiredUrl: 'http://localhost/pagamento/expirado?lead=LEAD',
  },
  externalReference: `${PROGRAM.externalReferencePrefix}LEAD`,
};
const badUrl = fc.oneof(
  notAString,
  fc.constantFrom('', 'javascript:alert(1)', 'ftp://x/', '/relativo', 'http//x'),
);
const badCheckoutFields = {
  billingTypes: fc.oneof(
    notAString,
    fc.constant([]),
    fc.constant(['BOLETO']),
    fc.constant(['PIX', 'PIX', 'PIX']),
  ),
  chargeTypes: fc.oneof(notAString, fc.constant([]), fc.constant(['RECURRENT'])),
  minutesToExpire: fc.oneof(
    fc.string(),
    fc.constant(0),
    fc.constant(-5),
    fc.double({ noInteger: true, min: 0.1, max: 9 }),
  ),
  items: fc.oneof(
    fc.constant([]),
    fc.string(),
    fc.constant([{ name: 1 }]),
    fc.constant([{ name: 'x', description: 'y', quantity: 0, value: 1 }]),
  ),
  callback: fc.oneof(
    fc.constant(null),
    fc.string(),
    badUrl.map((url) => ({ successUrl: url, cancelUrl: 'http://x/', expiredUrl: 'http://x/' })),
  ),
  installment: fc.oneof(
    fc.string(),
    fc.constant({ maxInstallmentCount: 0 }),
    fc.constant({ maxInstallmentCount: 99 }),
  ),
  externalReference: fc.oneof(fc.integer(), fc.string({ minLength: 121, maxLength: 160 })),
};

/** Text that is not a JSON object: broken JSON, or JSON arrays, strings, numbers, null. */
const notJsonObjectText = fc.oneof(
  fc.string().filter((text) => !isJsonObjectText(text)),
  fc
    .jsonValue()
    .filter((v) => typeof v !== 'object' || v === null || Array.isArray(v))
    .map((v) => JSON.stringify(v)),
  fc.constantFrom('{', '{"name": "Ana",', '{"phone": 55119}x', ''),
);

/**
 * A body that would be valid but for one field: the base, random extra keys beneath it, and
 * one field replaced by a value its schema refuses.
 */
function corrupted(base: Record<string, unknown>, bad: Record<string, fc.Arbitrary<unknown>>) {
  const keys = Object.keys(bad);
  return fc
    .tuple(
      fc.constantFrom(...keys),
      fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
    )
    .chain(([key, extras]) =>
      (bad[key] as fc.Arbitrary<unknown>).map((value) =>
        JSON.stringify({ ...extras, ...base, [key]: value }),
      ),
    );
}

function isJsonObjectText(text: string): boolean {
  try {
    const value = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

describe('malformed bodies to the public write endpoints', () => {
  let t: TestApp;
  let leadId: string;
  let snapshot: () => Promise<string>;

  beforeAll(async () => {
    let tick = Date.parse('2025-04-01T12:00:00.000Z');
    // The clock moves on every read, so any write, even of the same values, changes updated_at.
    t = await startTestServer({
      now: () => new Date(tick++),
      publicWritesPerMinute: 1_000_000,
      payments: {
        provider: createSandboxProvider(),
        webhookToken: WEBHOOK_TOKEN,
        checkoutsPerMinute: 1_000_000,
      },
    });
    const res = await t.app.request('/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ana', phone: PHONE, started_at: 0 }),
    });
    leadId = (await res.json()).id;
    snapshot = async () => {
      const rows = await Promise.all(TABLES.map((table) => t.db.selectFrom(table).selectAll().execute()));
      return JSON.stringify(rows);
    };
  });

  const endpoints: [string, () => fc.Arbitrary<string>][] = [
    [
      '/api/leads',
      () =>
        corrupted(
          { name: 'Ana', phone: PHONE },
          {
            name: badName,
            phone: badPhone,
            email: fc.oneof(notAString, fc.constantFrom('ana@', 'sem arroba')),
          },
        ),
    ],
    [
      '/api/leads/instagram',
      () =>
        corrupted(
          { phone: PHONE, instagram: 'ana' },
          {
            phone: badPhone,
            instagram: fc.oneof(notAString, fc.constantFrom('@', ' @ ', ''), fc.string({ minLength: 61 })),
          },
        ),
    ],
    [
      '/api/leads/behaviour',
      () =>
        corrupted(
          { phone: PHONE, clicks: [], pageViews: [] },
          { phone: badPhone, clicks: badArray(badClick), pageViews: badArray(badClick) },
        ),
    ],
    [
      '/api/visits',
      () => corrupted({ phone: PHONE }, { phone: badPhone, device_info: notAnObject, page: notAString }),
    ],
    [
      '/api/interactions',
      () =>
        corrupted(
          { leadId: 'LEAD', type: 'clique' },
          { leadId: badId, type: fc.oneof(notAString, blank), data: notAnObject },
        ),
    ],
    [
      `/api/events/${IMMERSION.slug}/registrations`,
      () => corrupted({ leadId: 'LEAD' }, { leadId: badId, utm_source: notAString }),
    ],
    [
      '/api/tracking/events',
      () =>
        fc.oneof(
          corrupted(
            { action: 'send_events', events: [trackingEvent] },
            {
              action: fc.oneof(notAString, fc.constantFrom('', 'SEND_EVENTS', 'send_event')),
              events: fc.oneof(
                notAnObject.filter((v) => !Array.isArray(v)),
                fc.constant([]),
                fc.array(fc.constant(trackingEvent), { minLength: 51, maxLength: 55 }),
              ),
            },
          ),
          // One event, valid but for one field.
          corrupted(trackingEvent, {
            event_name: fc.oneof(
              notAString,
              blank,
              fc.string({ minLength: 101, maxLength: 120 }).filter((t) => t.trim().length > 100),
            ),
            event_time: fc.oneof(
              fc.string(),
              fc.constant(0),
              fc.integer({ max: -1 }),
              fc.double({ noInteger: true }),
            ),
            event_id: fc.oneof(notAString, blank),
            action_source: fc.oneof(notAString, fc.constantFrom('tv', 'WEBSITE', '')),
            user_data: fc.oneof(
              notAnObject.filter((v) => v !== null),
              fc.record({ em: wrongType.filter((v) => v !== undefined) }),
            ),
            custom_data: notAnObject.filter((v) => v !== null),
          }).map((event) => JSON.stringify({ action: 'send_events', events: [JSON.parse(event)] })),
        ),
    ],
    ['/api/payments/pix', () => corrupted(CHECKOUT, badCheckoutFields)],
    [
      '/api/payments/credit-card',
      () =>
        corrupted(
          {
            ...CHECKOUT,
            billingTypes: ['CREDIT_CARD'],
            chargeTypes: ['INSTALLMENT'],
            installment: { maxInstallmentCount: 12 },
          },
          badCheckoutFields,
        ),
    ],
    [
      '/api/payments/multi',
      () => corrupted({ ...CHECKOUT, billingTypes: ['PIX', 'CREDIT_CARD'] }, badCheckoutFields),
    ],
  ];

  for (const [path, arbitrary] of endpoints) {
    it(`${path}: ${RUNS} bodies, no 5xx, no row changed`, async () => {
      const before = await snapshot();
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(
          fc.oneof({ weight: 4, arbitrary: arbitrary() }, { weight: 1, arbitrary: notJsonObjectText }),
          fc.constantFrom(
            'application/json',
            'text/plain;charset=UTF-8',
            'application/x-www-form-urlencoded',
          ),
          async (body, contentType) => {
            const res = await t.app.request(path, {
              method: 'POST',
              headers: { 'content-type': contentType },
              body: body.replaceAll('LEAD', leadId),
            });
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
            expect(res.status).toBeGreaterThanOrEqual(400);
            expect(res.status).toBeLessThan(500);
            expect((await res.json()).error.code).toMatch(/^[a-z_]+$/);
          },
        ),
        { numRuns: RUNS },
      );
      expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(RUNS);
      expect(await snapshot()).toBe(before);
      // A generous ceiling against a hang, not a speed check: a thousand requests on a cold, busy
      // 2-core machine can take over a minute.
    }, 300_000);
  }

  // An authenticated webhook is always answered 200 (Asaas pauses its queue after 15 failures in a
  // row): a body it cannot read is only kept for staff, and nothing else changes.
  it(`/api/webhooks/asaas: ${RUNS} bodies, each answered 200 and kept for staff, no other row changed`, async () => {
    const others = async () =>
      JSON.stringify(
        await Promise.all(
          TABLES.filter((table) => table !== 'provider_events').map((table) =>
            t.db.selectFrom(table).selectAll().execute(),
          ),
        ),
      );
    const before = await others();
    const kept = () => t.db.selectFrom('provider_events').select(['problem', 'checkout_id']).execute();
    const keptBefore = (await kept()).length;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          {
            weight: 4,
            arbitrary: corrupted(
              { id: 'evt_1', event: 'CHECKOUT_PAID', checkout: { id: 'sbx_1' } },
              {
                // Too long even once trimmed and cleaned: no spaces or controls to take away.
                id: fc.oneof(
                  notAString,
                  blank,
                  fc.string({ unit: fc.constantFrom('a', 'Z', '7', '_'), minLength: 201, maxLength: 240 }),
                ),
                event: fc.oneof(notAString, fc.constantFrom('', 'checkout_paid', 'CHECKOUT PAID')),
                checkout: fc.oneof(
                  fc.string(),
                  fc.integer(),
                  fc.constant({ id: 5 }),
                  fc.constant({ id: '' }),
                ),
                payment: fc.oneof(fc.string(), fc.constant({}), fc.constant({ id: 'p', installment: 5 })),
              },
            ),
          },
          { weight: 1, arbitrary: notJsonObjectText },
        ),
        fc.constantFrom('application/json', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded'),
        async (body, contentType) => {
          const res = await t.app.request('/api/webhooks/asaas', {
            method: 'POST',
            headers: { 'content-type': contentType, 'asaas-access-token': WEBHOOK_TOKEN },
            body,
          });
          expect(res.status).toBe(200);
          expect(await res.json()).toEqual({ received: true, outcome: 'invalid_body' });
        },
      ),
      { numRuns: RUNS },
    );
    const rows = (await kept()).slice(keptBefore);
    expect(rows).toHaveLength(RUNS);
    expect(rows.every((row) => row.problem === 'invalid_body' && row.checkout_id === null)).toBe(true);
    expect(await others()).toBe(before);
  }, 300_000);
});
