// Every operation /api/openapi.json lists, read from the document the app serves (a new operation is
// fuzzed as soon as it is documented), with bodies built from its own schema and then spoiled: wrong
// types, lone surrogates, NUL, huge numbers, "__proto__" keys, wrong content types, bytes that are not
// UTF-8. On both engines, with a fixed seed: not one answer may be a 5xx.

import { recordingWhatsApp } from '@funil/testkit/fakes/recording-whatsapp';
import { modalCheckoutRequest } from '@funil/testkit/server/checkout-request';
import {
  ENGINES,
  openTestDatabase,
  POSTGRES_AVAILABLE,
  type TestDatabase,
} from '@funil/testkit/server/test-databases';
import { postJson, testAppOn } from '@funil/testkit/server/test-server';
import fc from 'fast-check';
import type { Hono } from 'hono';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstagramProvider, loadInstagramConfig } from '../providers/instagram/instagram-config.ts';
import { createSandboxProvider } from '../providers/payments/sandbox-provider.ts';
import { SIGNATURE_HEADER, signWebhookBody } from '../providers/whatsapp/cloud-api-webhook.ts';
import { inboundWebhook } from '../providers/whatsapp/sandbox-webhooks.ts';
import { whatsAppEventsHandler } from '../wiring/whatsapp-job-stores.ts';

const SEED = 27_2026;
const RUNS_PER_OPERATION = 120;
const TIMEOUT_MS = 120_000;

/** The part of JSON Schema (draft 2020-12, as zod writes it) the sampler reads. */
interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
  items?: Schema;
  minItems?: number;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
}

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  schema: Schema;
}

interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  body: Schema | undefined;
}

/** A lead of our own, so ids and tokens in the samples name something real. */
interface Known {
  leadId: string;
  leadToken: string;
  checkoutId: string;
}

let phones = 0;
const newPhone = () => `55119${String(10_000_000 + (phones++ % 89_999_999)).padStart(8, '0')}`;

const WEBHOOK_TOKEN = 'token-do-fuzz';
const APP_SECRET = 'segredo-do-fuzz';
const CLOCK = new Date('2025-04-01T12:00:00.000Z');

/**
 * The webhooks' bodies are read raw (a signature covers their bytes), so the document has no schema
 * for them: they start from what Asaas and Meta send, and are spoiled like every other body.
 */
function webhookBase(path: string, known: Known): unknown {
  if (path === '/api/webhooks/asaas')
    return {
      id: 'evt_fuzz',
      event: 'PAYMENT_RECEIVED',
      dateCreated: '2025-04-01 12:00:00',
      payment: {
        object: 'payment',
        id: 'pay_fuzz',
        checkoutSession: 'sbx_0',
        value: 1797,
        billingType: 'PIX',
        status: 'RECEIVED',
        externalReference: `lead_${known.leadId}`,
      },
    };
  if (path === '/api/whatsapp/webhook')
    return JSON.parse(
      inboundWebhook({ id: 'wamid.FUZZ', phone: '5511987654321', text: 'PARAR' }, CLOCK, '').body,
    );
  return undefined;
}

/** A value the schema accepts, or close to it: what the spoiling starts from. */
function sample(schema: Schema | undefined, name: string, known: Known): unknown {
  // A person's form: the hidden field empty, opened long ago; else the bot check drops the body unread.
  if (name === 'website') return '';
  if (name === 'started_at') return 0;
  if (schema === undefined) return 'Ana';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice?.length) return sample(choice.at(-1), name, known);
  if (schema.allOf?.length) return sample(schema.allOf[0], name, known);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    const value: Record<string, unknown> = {};
    // The required properties, and the optional ones people type (text, numbers, flags): an
    // optional object (a consent, a customer) is left out, since a made-up one is refused whole.
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      const item = sample(property, key, known);
      if (schema.required?.includes(key) || typeof item !== 'object') value[key] = item;
    }
    return value;
  }
  if (type === 'array')
    return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => sample(schema.items, name, known));
  if (name === 'event_time') return Math.floor(CLOCK.getTime() / 1000);
  if (type === 'integer' || type === 'number')
    return Math.max(schema.minimum ?? 0, (schema.exclusiveMinimum ?? -1) + 1, 1);
  if (type === 'boolean') return true;
  if (type === 'null') return null;
  return sampleText(schema, name, known);
}

function sampleText(schema: Schema, name: string, known: Known): string {
  const lower = name.toLowerCase();
  if (lower.includes('token')) return known.leadToken;
  if (lower === 'leadid' || lower === 'lead_id' || lower === 'external_id' || lower === 'id')
    return known.leadId;
  if (lower === 'checkoutid') return known.checkoutId;
  // A new number each time, so saves take the new-lead path and not only the known phone's.
  if (lower.includes('phone') || lower === 'ph' || lower.includes('whatsapp')) return newPhone();
  if (schema.format === 'email' || lower.includes('email') || lower === 'em') return 'ana@example.com';
  if (schema.format === 'date-time') return '2025-04-01T12:00:00.000Z';
  if (schema.format === 'uri' || lower.includes('url')) return 'http://localhost/ianapratica';
  if (lower === 'slug') return 'imersao-ia-na-pratica';
  return 'Ana Silva'.slice(0, schema.maxLength ?? 9) || 'A';
}

/**
 * Spliced into the JSON text as they are (numbers JSON.stringify cannot write, a "__proto__" key):
 * a marked string, a leaf nothing else spoils, replaced by its contents once the body is text.
 */
const RAW = '§cru§';
const raw = (text: string) => `${RAW}${text}${RAW}`;
const spliceRaw = (text: string) =>
  text.replace(/"§cru§((?:[^"\\]|\\.)*)§cru§"/g, (_, t: string) => JSON.parse(`"${t}"`));

const hostileText = fc.constantFrom(
  '\u0000',
  'Ana\u0000Silva',
  '\ud800',
  '\udc00Ana Silva',
  'Ana\ud83d',
  '\u202eevil\u202c',
  '\u001b[31mAna',
  "'; drop table leads; --",
  '=HYPERLINK("http://x")',
  '__proto__',
  'a'.repeat(5_000),
  'ã'.repeat(20_000),
  '',
  ' ',
);
const hostileNumber = fc.constantFrom(
  raw('1e400'),
  raw('-1e400'),
  raw('1e308'),
  raw('9007199254740993'),
  raw('-0'),
  raw('0.1e-400'),
  raw('123456789012345678901234567890'),
  -1,
  0,
  1.5,
  Number.MAX_SAFE_INTEGER,
);
const wrongType = fc.constantFrom<unknown>(
  null,
  true,
  false,
  [],
  {},
  [1, 'a', null],
  { a: { b: [1] } },
  0,
  '0',
);
const protoObject = fc.constantFrom(
  raw('{"__proto__":{"isAdmin":true,"leadId":"x"}}'),
  raw('{"constructor":{"prototype":{"polluted":true}}}'),
  raw('{"__proto__":null}'),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 1, arbitrary: hostileNumber },
  { weight: 1, arbitrary: wrongType },
  { weight: 1, arbitrary: protoObject },
);
const hostileKey = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  '\u0000',
  '\ud800',
  'a\u0000b',
  '',
);

/** Every place in a value a spoiled value can go: each property and item, at any depth. */
function places(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => [[...at, index], ...places(item, [...at, index])]);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => [[...at, key], ...places(item, [...at, key])]);
  return [];
}

function setAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = setAt(copy[head], rest, replacement);
  return copy;
}

type Spoil =
  | { kind: 'replace'; place: number; value: unknown }
  | { kind: 'key'; place: number; key: string; value: unknown }
  | { kind: 'whole'; value: unknown };

const spoil: fc.Arbitrary<Spoil> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({ kind: fc.constant('replace' as const), place: fc.nat(), value: hostileValue }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('key' as const),
      place: fc.nat(),
      key: hostileKey,
      value: hostileValue,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('whole' as const), value: hostileValue }) },
);

function spoiled(base: unknown, spoils: Spoil[]): unknown {
  let value = base;
  for (const change of spoils) {
    if (change.kind === 'whole') {
      value = change.value;
      continue;
    }
    const all = [[], ...places(value)];
    const at = all[change.place % all.length] ?? [];
    if (change.kind === 'replace') {
      value = setAt(value, at, change.value);
      continue;
    }
    // A key of its own on the object at that place (or the body): defineProperty, so "__proto__"
    // stays a key, as JSON.parse makes it, and JSON.stringify writes it.
    const target = at.reduce<unknown>(
      (node, key) => (node as Record<string | number, unknown>)?.[key],
      value,
    );
    if (typeof target === 'object' && target !== null && !Array.isArray(target)) {
      const copy = { ...target };
      Object.defineProperty(copy, change.key, { value: change.value, enumerable: true, writable: true });
      value = setAt(value, at, copy);
    }
  }
  return value;
}

/** What goes on the wire: the content type, and the body as text or as bytes. */
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=funil',
  'application/xml',
  undefined,
];
const oddBodies = fc.constantFrom<string | Uint8Array<ArrayBuffer>>(
  '',
  '{',
  'null',
  '[]',
  '"texto"',
  '1e400',
  'a=1&b=%00',
  '--funil\r\nContent-Disposition: form-data; name="name"\r\n\r\nAna\r\n--funil--',
  '<lead><name>Ana</name></lead>',
  new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
  new Uint8Array([0xef, 0xbb, 0xbf, 0x7b, 0x7d]),
);

/** Query and path values as they travel: already percent-encoded, some of them not UTF-8 at all. */
const hostileParam = fc.constantFrom(
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%FF%FE',
  '%C0%AF',
  '__proto__',
  'constructor',
  '..%2F..%2Fetc%2Fpasswd',
  '%252e',
  'x'.repeat(3_000),
  '%E2%80%AE',
  '',
);

function encode(value: unknown): string {
  return encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value ?? ''));
}

function requestFor(
  op: Operation,
  known: Known,
  choice: {
    params: (string | null)[];
    extraQuery: [string, string] | null;
    spoils: Spoil[];
    contentType: string | undefined;
    odd: string | Uint8Array<ArrayBuffer> | null;
    /** The webhooks' own token or signature, so their bodies are read at all. */
    signed: boolean;
  },
): { url: string; init: RequestInit } {
  let path = op.path;
  const query: string[] = [];
  op.parameters.forEach((parameter, index) => {
    const hostile = choice.params[index % Math.max(1, choice.params.length)] ?? null;
    const value = hostile ?? encode(sample(parameter.schema, parameter.name, known));
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, value);
    else if (hostile !== null || parameter.required)
      query.push(`${encodeURIComponent(parameter.name)}=${value}`);
  });
  if (choice.extraQuery) query.push(`${choice.extraQuery[0]}=${choice.extraQuery[1]}`);
  const url = `${path}${query.length ? `?${query.join('&')}` : ''}`;
  if (op.method === 'GET' || op.method === 'HEAD') return { url, init: { method: op.method } };
  const base = op.body
    ? sample(op.body, '', known)
    : (webhookBase(op.path, known) ?? sample(op.body, '', known));
  const body = choice.odd ?? spliceRaw(JSON.stringify(spoiled(base, choice.spoils)) ?? 'null');
  const headers: Record<string, string> = choice.contentType ? { 'content-type': choice.contentType } : {};
  if (choice.signed) {
    headers['asaas-access-token'] = WEBHOOK_TOKEN;
    if (typeof body === 'string') headers[SIGNATURE_HEADER] = signWebhookBody(body, APP_SECRET);
  }
  return { url, init: { method: op.method, headers, body } };
}

/** The operations of the document the app serves. */
async function documentedOperations(app: Hono): Promise<Operation[]> {
  const res = await app.request('/api/openapi.json');
  const document = (await res.json()) as {
    paths: Record<
      string,
      Record<
        string,
        { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } }
      >
    >;
  };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content['application/json']?.schema,
    })),
  );
}

for (const engine of ENGINES) {
  describe.skipIf(engine === 'postgres' && !POSTGRES_AVAILABLE)(
    `fuzzing /api/openapi.json [${engine}]`,
    () => {
      let database: TestDatabase;
      let app: Hono;
      let known: Known;
      let operations: Operation[];

      beforeAll(async () => {
        database = await openTestDatabase(engine);
        const { db } = database;
        const logger = pino({ level: 'silent' });
        ({ app } = testAppOn(db, {
          publicWritesPerMinute: 1_000_000_000,
          instagram: {
            provider: createInstagramProvider(loadInstagramConfig({})),
            lookupsPerMinute: 1_000_000_000,
          },
          payments: {
            provider: createSandboxProvider(),
            webhookToken: WEBHOOK_TOKEN,
            checkoutsPerMinute: 1_000_000_000,
          },
          // Signed webhooks reach the cadences' real use case: an inbound "PARAR" and its spoilings.
          whatsapp: { provider: recordingWhatsApp(), appSecret: APP_SECRET, verifyToken: 'verifica' },
          onWhatsAppEvents: whatsAppEventsHandler({ db, logger, now: () => CLOCK }),
        }));
        const saved = await postJson(app, '/api/leads', { name: 'Ana Silva', phone: '5511987654321' });
        const { id, token } = (await saved.json()) as { id: string; token: string };
        const checkout = await postJson(app, '/api/payments/pix', {
          ...modalCheckoutRequest('pix', id),
          leadId: id,
          leadToken: token,
        });
        expect(checkout.status).toBe(200);
        const row = await database.db
          .selectFrom('checkouts')
          .select('id')
          .where('lead_id', '=', id)
          .executeTakeFirstOrThrow();
        known = { leadId: id, leadToken: token, checkoutId: row.id };
        operations = await documentedOperations(app);
      });
      afterAll(async () => {
        await database?.close();
      });

      it(
        'answers every documented operation under every spoiling without a 5xx',
        async () => {
          expect(operations.length).toBeGreaterThanOrEqual(20);
          const failures: string[] = [];
          for (const op of operations) {
            const before = failures.length;
            await fc
              .assert(
                fc.asyncProperty(
                  fc.record({
                    params: fc.array(fc.option(hostileParam, { freq: 2, nil: null }), { maxLength: 3 }),
                    extraQuery: fc.option(fc.tuple(hostileParam, hostileParam), { freq: 4, nil: null }),
                    spoils: fc.array(spoil, { maxLength: 2 }),
                    contentType: fc.oneof(
                      { weight: 3, arbitrary: fc.constant('application/json') },
                      { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
                    ),
                    odd: fc.option(oddBodies, { freq: 4, nil: null }),
                    signed: fc.boolean(),
                  }),
                  async (choice) => {
                    const { url, init } = requestFor(op, known, choice);
                    const res = await app.request(url, init);
                    await res.arrayBuffer();
                    if (res.status >= 500) {
                      const body =
                        typeof init.body === 'string' ? init.body.slice(0, 300) : String(init.body);
                      failures.push(`${op.method} ${url.slice(0, 200)} ${res.status} ${body}`);
                    }
                    return res.status < 500;
                  },
                ),
                { seed: SEED, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
              )
              // A 5xx is already described above; anything else thrown (a request that never
              // answered) is a failure of its own.
              .catch((error: unknown) => {
                if (failures.length === before)
                  failures.push(`${op.method} ${op.path}: ${String(error).slice(0, 500)}`);
              });
          }
          expect(failures).toEqual([]);
        },
        TIMEOUT_MS,
      );
    },
  );
}
