// Rows for admin tests: a lead, a buyer with a paid checkout, and a lead with a footprint in every table.
import { IMMERSION } from '@funil/core/offers';
import { type Insertable, type Kysely, sql } from 'kysely';
import { pino } from 'pino';
import type { AdminDeps } from '../routes/admin/admin-routes.ts';
import type { Database, LeadsTable } from '../storage/schema.ts';
import { withSchemaLock } from '../storage/schema-lock.ts';
import { TRUE } from '../storage/sql-values.ts';
import { staffStores } from '../wiring/staff-stores.ts';
import { recordingWhatsApp } from './recording-whatsapp.ts';

export const FIXTURE_TIME = '2025-04-01T12:00:00.000Z';

/**
 * What an admin sub-router needs, wired on the given database as app.ts wires it, with a fixed clock
 * and no log output.
 */
export function adminDepsFor(db: Kysely<Database>, now: string | Date = FIXTURE_TIME): AdminDeps {
  return {
    ...staffStores(db, () => new Date(now)),
    logger: pino({ level: 'silent' }),
    now: () => new Date(now),
    whatsapp: recordingWhatsApp(),
    publicOrigin: 'http://localhost',
  };
}

export async function insertLead(
  db: Kysely<Database>,
  lead: Partial<Insertable<LeadsTable>> & { id: string },
): Promise<void> {
  await db
    .insertInto('leads')
    .values({
      name: 'Ana Souza',
      phone: '5511987654321',
      // Saved through the form when created, unless the test says otherwise.
      lead_at: lead.created_at ?? FIXTURE_TIME,
      created_at: FIXTURE_TIME,
      updated_at: FIXTURE_TIME,
      ...lead,
    })
    .execute();
}

/** A lead who paid the program by card in 12 installments, as the webhook leaves it. */
export async function insertBuyer(
  db: Kysely<Database>,
  lead: Partial<Insertable<LeadsTable>> & { id: string },
  method: 'pix' | 'credit-card' = 'credit-card',
): Promise<string> {
  // Random like the real ones: a checkout kept after an erasure must not spell the lead's id.
  const checkoutId = crypto.randomUUID();
  const pix = method === 'pix';
  await insertLead(db, {
    has_purchased: TRUE,
    purchase_date: '2025-04-02T15:00:00.000Z',
    purchase_id: checkoutId,
    plan_name: 'IA NA PRÁTICA',
    trans_value: pix ? 179_700 : 208_032,
    trans_installments: pix ? 1 : 12,
    trans_status: 'paid',
    journey_stage: 'customer',
    ...lead,
  });
  await db
    .insertInto('checkouts')
    .values({
      id: checkoutId,
      lead_id: lead.id,
      offer_code: 'ia-na-pratica',
      method,
      amount_cents: pix ? 179_700 : 208_032,
      max_installments: pix ? 1 : 12,
      provider: 'sandbox',
      provider_checkout_id: `sandbox-${checkoutId}`,
      link: `http://localhost/sandbox/checkout/sandbox-${checkoutId}`,
      status: 'paid',
      external_reference: `IANP-${lead.id}`,
      paid_at: lead.purchase_date ?? '2025-04-02T15:00:00.000Z',
      created_at: FIXTURE_TIME,
      updated_at: FIXTURE_TIME,
    })
    .execute();
  return checkoutId;
}

export function jsonRequest(method: string, body: unknown): RequestInit {
  return { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

/** Personal values of a footprint lead; after an erasure none may appear anywhere in the database. */
export interface PersonalMarkers {
  id: string;
  name: string;
  phone: string;
  email: string;
  instagram: string;
  /** A value that only sits in URLs, payloads and free text. */
  secret: string;
}

export function personalMarkers(id: string, phone: string): PersonalMarkers {
  return {
    id,
    name: `Pessoa ${id}`,
    phone,
    email: `${id}@pessoa.test`,
    instagram: `insta_${id.replaceAll('-', '')}`,
    secret: `segredo-${id}`,
  };
}

/**
 * A buyer with a row in every table that can refer to a lead: behaviour, URLs, a last touch, the
 * capabilities of its browser and of a claim, an interaction, a registered visit, a registration, a paid and an expired checkout with their webhooks (one unmatched), tracking
 * events (one without lead_id), a consent, an onboarding checklist and a cached Instagram profile.
 */
export async function insertLeadFootprint(db: Kysely<Database>, who: PersonalMarkers): Promise<void> {
  const { id, secret } = who;
  const T = FIXTURE_TIME;
  const paidCheckoutId = await insertBuyer(db, {
    id,
    name: who.name,
    phone: who.phone,
    email: who.email,
    instagram: who.instagram,
    instagram_profile_id: `profile-${id}`,
    region: 'SP',
    utm_source: 'instagram',
    referrer: `https://l.instagram.com/?u=${secret}`,
    landing_page: `https://funil.test/?nome=${secret}`,
    last_page_visit: `/obrigado?lead=${id}`,
    device_info: JSON.stringify({ userAgent: `Mozilla ${secret}` }),
    url_params: JSON.stringify({ celular: secret }),
    clicks_data: JSON.stringify({ cta: 3 }),
    page_views: JSON.stringify([{ path: `/?ref=${secret}` }]),
    time_on_page: 120,
    engagement_score: 72,
    conversion_probability: 0.4,
    last_message_content: `Oi ${secret}`,
    checkout_url: `https://pay.test/${secret}`,
    pix_code: `pix-${secret}`,
    last_partner_code: 'parceiro',
    last_referrer: `https://l.facebook.com/?u=${secret}`,
    last_landing_page: `https://funil.test/parceiro?nome=${secret}`,
    last_touch_at: T,
  });
  // Its own browser's secret, and a claim by another browser that typed the phone (decision 0019).
  await db
    .insertInto('lead_claims')
    .values({
      id: `claim-${id}`,
      lead_id: id,
      name: `Outra ${secret}`,
      conversion_stage: 'new_lead',
      created_at: T,
      updated_at: T,
    })
    .execute();
  await db
    .insertInto('lead_capabilities')
    .values([
      { token_hash: `own-${id}`, lead_id: id, claim_id: null, request_key_hash: null, created_at: T },
      {
        token_hash: `claim-${id}`,
        lead_id: id,
        claim_id: `claim-${id}`,
        request_key_hash: null,
        created_at: T,
      },
    ])
    .execute();
  const event = await db
    .selectFrom('events')
    .select('id')
    .where('slug', '=', IMMERSION.slug)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('lead_interactions')
    .values({
      id: `i-${id}`,
      lead_id: id,
      interaction_type: 'form_submit',
      data: JSON.stringify({ secret }),
      created_at: T,
    })
    .execute();
  await db
    .insertInto('lead_visits')
    .values({
      id: `v-${id}`,
      lead_id: id,
      visited_at: T,
      page: `/sala-de-espera/${secret}`,
      referrer: `https://l.instagram.com/?u=${secret}`,
      device: 'mobile',
      visit_key: `page-load-${id}`,
    })
    .execute();
  await db
    .insertInto('event_registrations')
    .values({
      id: `r-${id}`,
      event_id: event.id,
      lead_id: id,
      registration_date: T,
      referrer: `https://ref.test/${secret}`,
      landing_page: `/imersao?nome=${secret}`,
      created_at: T,
      updated_at: T,
    })
    .execute();
  await db
    .insertInto('checkouts')
    .values({
      id: `expired-${id}`,
      lead_id: id,
      offer_code: 'ia-na-pratica',
      method: 'pix',
      amount_cents: 179_700,
      provider: 'sandbox',
      link: `https://pay.test/${secret}/2`,
      status: 'expired',
      external_reference: `IANP-${id}`,
      created_at: T,
      updated_at: T,
    })
    .execute();
  const hook = { provider: 'sandbox', received_at: T, processed_at: T };
  const payload = (event: string) =>
    JSON.stringify({
      event,
      payment: { externalReference: `IANP-${id}`, customer: { name: who.name, secret } },
    });
  await db
    .insertInto('provider_events')
    .values([
      {
        ...hook,
        id: crypto.randomUUID(),
        provider_event_id: crypto.randomUUID(),
        event_type: 'CHECKOUT_PAID',
        checkout_id: paidCheckoutId,
        payload: payload('CHECKOUT_PAID'),
      },
      {
        ...hook,
        id: `pe-exp-${id}`,
        provider_event_id: `evt-exp-${id}`,
        event_type: 'CHECKOUT_EXPIRED',
        checkout_id: `expired-${id}`,
        payload: payload('CHECKOUT_EXPIRED'),
      },
      {
        ...hook,
        id: `pe-lost-${id}`,
        provider_event_id: `evt-lost-${id}`,
        event_type: 'PAYMENT_RECEIVED',
        checkout_id: null,
        payload: payload('PAYMENT_RECEIVED'),
      },
    ])
    .execute();
  const tracking = { event_name: 'Lead', event_time: 1_743_508_800, created_at: T };
  await db
    .insertInto('tracking_events')
    .values([
      {
        ...tracking,
        id: `te-${id}`,
        event_id: `ev-${id}`,
        lead_id: id,
        payload: JSON.stringify({ user_data: { external_id: id, ph: secret } }),
      },
      {
        ...tracking,
        id: `te-early-${id}`,
        event_id: `ev-early-${id}`,
        lead_id: null,
        payload: JSON.stringify({ user_data: { external_id: id } }),
      },
    ])
    .execute();
  await db
    .insertInto('consents')
    .values({
      id: `c-${id}`,
      lead_id: id,
      text_version: '2025-03',
      purposes: '["contact"]',
      granted_at: T,
      created_at: T,
    })
    .execute();
  await db
    .insertInto('onboarding_checklists')
    .values({
      buyer_id: id,
      lead_id: id,
      attended_at: T,
      attended_by: 'admin@funil.test',
      notes: `Falar com ${secret}`,
      updated_by: 'admin@funil.test',
      updated_at: T,
    })
    .execute();
  await db
    .insertInto('instagram_profiles')
    .values({
      id: `profile-${id}`,
      username: who.instagram,
      source: 'demo',
      full_name: who.name,
      profile_pic_url: `https://cdn.test/${secret}.jpg`,
      followers_count: 1200,
      following_count: 300,
      posts_count: 42,
      is_verified: 0,
      biography: secret,
      bio: secret,
      fetched_at: T,
    })
    .execute();
}

/** Every row of every table of this database, as JSON text, for "is this value still anywhere?". */
export async function everyRowAsText(db: Kysely<Database>): Promise<Map<string, string[]>> {
  const engineSchema = await sql<{ schema: string | null }>`select current_schema() as schema`
    .execute(db)
    .then((r) => r.rows[0]?.schema ?? null)
    .catch(() => null);
  const tables = (await withSchemaLock(db, (connection) => connection.introspection.getTables())).filter(
    (table) => engineSchema === null || table.schema === engineSchema,
  );
  const rows = new Map<string, string[]>();
  for (const table of tables) {
    const result = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)}`.execute(db);
    rows.set(
      table.name,
      result.rows.map((row) => JSON.stringify(row)),
    );
  }
  return rows;
}
