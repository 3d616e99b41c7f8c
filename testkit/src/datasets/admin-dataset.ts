// A deterministic, realistic staff-area dataset (pt-BR leads with behaviour, checkouts, purchases…)
// for the admin benchmarks and tests: the same seed always writes the same rows.
import { base, en, Faker, pt_BR } from '@faker-js/faker';
import { IMMERSION, PROGRAM } from '@funil/core/offers';
import { REGIONS, regionForPhone } from '@funil/core/regions';
import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import { engagementScore } from '../server/server-parts.ts';
import { type Database, PROGRAM_OFFER_CODE } from '../server/storage.ts';

export interface AdminDatasetOptions {
  leads: number;
  /** Clicks and page views kept per lead (each, capped like the tracker's log). */
  behaviourEntriesPerLead: number;
  seed?: number;
  /** The newest lead is created just before this instant; leads spread over `days` before it. */
  now?: Date;
  days?: number;
}

export interface AdminDatasetSummary {
  leads: number;
  withInstagram: number;
  checkouts: number;
  purchases: number;
  registrations: number;
  interactions: number;
}

/** A fixed default so two runs without `now` write identical rows. */
export const ADMIN_DATASET_NOW = new Date('2026-11-20T12:00:00.000Z');

export const DATASET_PARTNERS = [
  { code: 'ana-marketing', name: 'Ana Marketing Digital' },
  { code: 'escola-do-agro', name: 'Escola do Agro' },
  { code: 'contabil-pro', name: 'Contábil Pro' },
  { code: 'clube-dos-corretores', name: 'Clube dos Corretores' },
  { code: 'nutri-negocios', name: 'Nutri Negócios' },
] as const;

const SOURCES = [
  { value: 'facebook', medium: 'cpc', weight: 35 },
  { value: 'instagram', medium: 'social', weight: 25 },
  { value: 'google', medium: 'cpc', weight: 12 },
  { value: 'youtube', medium: 'video', weight: 8 },
  { value: 'tiktok', medium: 'cpc', weight: 5 },
  { value: null, medium: null, weight: 15 },
] as const;

const CAMPAIGNS = [
  'imersao-ia-na-pratica',
  'lancamento-ia-na-pratica',
  'remarketing-7-dias',
  'lookalike-compradores',
  'live-gratuita-11-06',
];

/** Area codes weighted roughly by population: the capitals' codes come up more often. */
const AREA_CODES = REGIONS.filter((region) => region.code !== '00').map((region) => ({
  value: region.code,
  weight: ['11', '21', '31', '41', '51', '61', '71', '81', '85'].includes(region.code) ? 8 : 1,
}));

const PAGES = [
  { url: '/', title: 'IA na Prática — Imersão' },
  { url: '/imersao', title: 'Imersão IA na Prática' },
  { url: '/programa', title: 'Programa IA NA PRÁTICA' },
  { url: '/diagnostico', title: 'Diagnóstico do seu Instagram' },
  { url: '/obrigado', title: 'Inscrição confirmada' },
];

const CLICK_TARGETS = [
  { elementId: 'cta-hero', elementText: 'Quero minha vaga', elementType: 'button' },
  { elementId: 'cta-oferta', elementText: 'Garantir acesso', elementType: 'button' },
  { elementId: 'faq-1', elementText: 'Preciso saber programar?', elementType: 'summary' },
  { elementId: 'whatsapp', elementText: 'Falar no WhatsApp', elementType: 'a' },
  { elementId: '', elementText: 'Ver depoimentos', elementType: 'a' },
];

const INTERACTIONS = ['form_opened', 'instagram_confirmed', 'cta_click', 'whatsapp_click', 'video_played'];

const DAY_MS = 86_400_000;
/** Below both engines' limits on bound parameters per statement. */
const MAX_PARAMETERS = 30_000;

/** Parents before children, so the foreign keys hold at every statement. */
const INSERT_ORDER = [
  'instagram_profiles',
  'leads',
  'lead_visits',
  'lead_interactions',
  'event_registrations',
  'checkouts',
  'provider_events',
  'tracking_events',
] as const satisfies readonly (keyof Database)[];

type Tables = { [K in (typeof INSERT_ORDER)[number]]: Insertable<Database[K]>[] };

export async function seedAdminDataset(
  db: Kysely<Database>,
  options: AdminDatasetOptions,
): Promise<AdminDatasetSummary> {
  // Its own instance: seeding the shared one would change what other callers draw.
  const faker = new Faker({ locale: [pt_BR, en, base] });
  faker.seed(options.seed ?? 1);
  const now = (options.now ?? ADMIN_DATASET_NOW).getTime();
  const days = options.days ?? 90;
  const time = new Date(now).toISOString();

  const result = await db.transaction().execute(async (trx) => {
    const eventId = await immersionEventId(trx, time);
    await trx
      .insertInto('partners')
      .values(
        DATASET_PARTNERS.map((partner) => ({
          id: `partner-${partner.code}`,
          ...partner,
          created_at: time,
          updated_at: time,
        })),
      )
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();

    const summary: AdminDatasetSummary = {
      leads: 0,
      withInstagram: 0,
      checkouts: 0,
      purchases: 0,
      registrations: 0,
      interactions: 0,
    };
    // Written in chunks so memory stays flat however many leads are asked for.
    const chunk = 2_000;
    for (let start = 0; start < options.leads; start += chunk) {
      const rows = emptyTables();
      for (let index = start; index < Math.min(options.leads, start + chunk); index += 1) {
        addLead(faker, rows, { index, now, days, eventId, entries: options.behaviourEntriesPerLead });
      }
      await insertAll(trx, rows);
      summary.leads += rows.leads.length;
      summary.withInstagram += rows.instagram_profiles.length;
      summary.checkouts += rows.checkouts.length;
      summary.purchases += rows.leads.filter((lead) => lead.has_purchased === 1).length;
      summary.registrations += rows.event_registrations.length;
      summary.interactions += rows.lead_interactions.length;
    }
    return summary;
  });
  // A bulk load leaves the planner's statistics behind; both engines refresh them with ANALYZE,
  // table by table (a bare ANALYZE on PostgreSQL would visit every schema of the database).
  for (const table of INSERT_ORDER) await sql`analyze ${sql.table(table)}`.execute(db);
  return result;
}

async function immersionEventId(trx: Transaction<Database>, time: string): Promise<string> {
  const existing = await trx
    .selectFrom('events')
    .select('id')
    .where('slug', '=', IMMERSION.slug)
    .executeTakeFirst();
  if (existing) return existing.id;
  const id = 'event-immersion';
  await trx
    .insertInto('events')
    .values({
      id,
      slug: IMMERSION.slug,
      title: IMMERSION.title,
      starts_at: new Date(IMMERSION.startsAt).toISOString(),
      ends_at: new Date(IMMERSION.endsAt).toISOString(),
      created_at: time,
      updated_at: time,
    })
    .execute();
  return id;
}

interface LeadContext {
  index: number;
  now: number;
  days: number;
  eventId: string;
  entries: number;
}

function addLead(faker: Faker, rows: Tables, { index, now, days, eventId, entries }: LeadContext): void {
  const id = faker.string.uuid();
  const sex = faker.person.sexType();
  const firstName = faker.person.firstName(sex);
  const lastName = faker.person.lastName();
  const areaCode = faker.helpers.weightedArrayElement(AREA_CODES);
  const phone = `55${areaCode}9${faker.string.numeric(8)}`;
  const createdMs = now - faker.number.int({ min: 60_000, max: days * DAY_MS });
  const createdAt = iso(createdMs);
  const after = (maxMs: number) => Math.min(now, createdMs + faker.number.int({ min: 30_000, max: maxMs }));
  const source = faker.helpers.weightedArrayElement(SOURCES.map((s) => ({ value: s, weight: s.weight })));
  const partner = faker.datatype.boolean(0.15) ? faker.helpers.arrayElement(DATASET_PARTNERS) : undefined;

  const instagram = faker.datatype.boolean(0.6)
    ? `${slug(firstName)}.${slug(lastName)}${index}`.slice(0, 30)
    : null;
  let instagramProfileId: string | null = null;
  if (instagram) {
    instagramProfileId = `ig-${id}`;
    rows.instagram_profiles.push({
      id: instagramProfileId,
      username: instagram,
      source: 'instagram',
      full_name: `${firstName} ${lastName}`,
      profile_pic_url: '',
      followers_count: Math.round(10 ** faker.number.float({ min: 1.5, max: 6 })),
      following_count: faker.number.int({ min: 50, max: 3_000 }),
      posts_count: faker.number.int({ min: 0, max: 2_000 }),
      is_verified: faker.datatype.boolean(0.01) ? 1 : 0,
      biography: faker.person.jobTitle(),
      bio: faker.person.jobTitle(),
      fetched_at: iso(after(DAY_MS)),
    });
  }

  const visitCount = faker.number.int({ min: 1, max: 12 });
  const lastVisit = iso(after(days * DAY_MS));
  const clicks = Array.from({ length: Math.min(entries, 100) }, () => ({
    ...faker.helpers.arrayElement(CLICK_TARGETS),
    timestamp: after(days * DAY_MS),
    x: faker.number.int({ min: 0, max: 1_280 }),
    y: faker.number.int({ min: 0, max: 4_000 }),
    path: 'main > section > button',
  }));
  const pageViews = Array.from({ length: Math.min(entries, 50) }, () => ({
    ...faker.helpers.arrayElement(PAGES),
    timestamp: after(days * DAY_MS),
    timeSpent: faker.number.int({ min: 2_000, max: 240_000 }),
  }));
  const timeOnPage = pageViews.reduce((sum, view) => sum + view.timeSpent, 0);

  const checkout = checkoutFor(faker, rows, { id, createdMs, now, after });
  const score = engagementScore({
    visitCount,
    timeOnPageMs: timeOnPage,
    clicks: clicks.length,
    instagramGiven: instagram !== null,
    checkoutCreated: checkout !== undefined,
    checkoutVisited: checkout?.visitedAt !== undefined,
    checkoutAbandoned: checkout?.abandonedAt !== undefined,
  }).score;
  const paid = checkout?.paidAt !== undefined;
  const stage = paid ? 'payment_approved' : faker.datatype.boolean(0.1) ? 'visitor' : 'new_lead';

  // One row per visit, spread evenly up to the last: derived, so the draws above stay the same.
  const firstVisitMs = Math.min(createdMs, Date.parse(lastVisit));
  const step = visitCount > 1 ? (Date.parse(lastVisit) - firstVisitMs) / (visitCount - 1) : 0;
  for (let n = 0; n < visitCount; n += 1) {
    rows.lead_visits.push({
      id: `${id}-v${n}`,
      lead_id: id,
      visited_at: iso(firstVisitMs + Math.round(step * n)),
      page: PAGES[(index + n) % PAGES.length]?.url ?? '/',
      referrer: null,
      device: (index + n) % 3 === 0 ? 'desktop' : 'mobile',
    });
  }

  rows.leads.push({
    id,
    name: `${firstName} ${lastName}`,
    email: faker.datatype.boolean(0.3) ? faker.internet.email({ firstName, lastName }).toLowerCase() : '',
    phone,
    instagram,
    instagram_profile_id: instagramProfileId,
    instagram_processed: instagram ? 1 : 0,
    region: regionForPhone(phone).name,
    last_visit: lastVisit,
    visit_timestamp: lastVisit,
    visit_count: visitCount,
    journey_stage: paid ? 'customer' : 'lead',
    conversion_stage: stage,
    // A visitor came by a visit and never sent the form (decision 0017).
    lead_at: stage === 'visitor' ? null : createdAt,
    utm_source: source.value,
    utm_medium: source.medium,
    utm_campaign: source.value ? faker.helpers.arrayElement(CAMPAIGNS) : null,
    utm_content: source.value ? faker.helpers.arrayElement(['video-1', 'carrossel', 'depoimento']) : null,
    referrer: source.value ? `https://${source.value}.com/` : null,
    landing_page: partner ? `/parceiro/${partner.code}` : '/',
    partner_code: partner?.code ?? null,
    last_page_visit: pageViews.at(-1)?.url ?? '/',
    clicks_data: JSON.stringify(clicks),
    page_views: JSON.stringify(pageViews),
    time_on_page: timeOnPage,
    engagement_score: score,
    has_purchased: paid ? 1 : 0,
    checkout_status: checkout?.status ?? null,
    checkout_url: checkout?.link ?? null,
    checkout_created_at: checkout?.createdAt ?? null,
    checkout_updated_at: checkout?.updatedAt ?? null,
    checkout_visited_at: checkout?.visitedAt ?? null,
    checkout_abandoned_at: checkout?.abandonedAt ?? null,
    ...(paid && checkout
      ? {
          purchase_date: checkout.paidAt,
          purchase_id: checkout.id,
          plan_name: PROGRAM.name,
          plan_key: PROGRAM_OFFER_CODE,
          product_key: PROGRAM_OFFER_CODE,
          trans_installments: checkout.installments,
          trans_value: checkout.amountCents,
          trans_status: 'paid',
          trans_status_code: 'CHECKOUT_PAID',
        }
      : {}),
    created_at: createdAt,
    updated_at: checkout?.updatedAt ?? lastVisit,
  });

  for (let n = faker.number.int({ min: 0, max: 3 }); n > 0; n -= 1) {
    rows.lead_interactions.push({
      id: faker.string.uuid(),
      lead_id: id,
      interaction_type: faker.helpers.arrayElement(INTERACTIONS),
      data: JSON.stringify({ page: faker.helpers.arrayElement(PAGES).url }),
      created_at: iso(after(days * DAY_MS)),
    });
  }

  if (faker.datatype.boolean(0.4)) {
    rows.event_registrations.push({
      id: faker.string.uuid(),
      event_id: eventId,
      lead_id: id,
      registration_date: createdAt,
      utm_source: source.value,
      utm_medium: source.medium,
      status: 'registered',
      message_sent: faker.datatype.boolean(0.7) ? 1 : 0,
      created_at: createdAt,
      updated_at: createdAt,
    });
  }

  rows.tracking_events.push({
    id: faker.string.uuid(),
    event_id: `lead-${id}`,
    event_name: 'Lead',
    event_time: Math.floor(createdMs / 1000),
    lead_id: id,
    payload: JSON.stringify({ event_name: 'Lead', action_source: 'website' }),
    status: 'delivered',
    delivered_at: createdAt,
    created_at: createdAt,
  });
}

interface CheckoutMade {
  id: string;
  link: string;
  status: string;
  amountCents: number;
  installments: number;
  createdAt: string;
  updatedAt: string;
  visitedAt?: string;
  abandonedAt?: string;
  paidAt?: string;
}

/** About a quarter of the leads open a checkout; of those some visit it, some pay, some give up. */
function checkoutFor(
  faker: Faker,
  rows: Tables,
  lead: { id: string; createdMs: number; now: number; after: (maxMs: number) => number },
): CheckoutMade | undefined {
  if (!faker.datatype.boolean(0.25)) return undefined;
  const id = faker.string.uuid();
  const pix = faker.datatype.boolean(0.6);
  const createdMs = lead.after(5 * DAY_MS);
  const at = (ms: number) => iso(Math.min(lead.now, createdMs + ms));
  const visited = faker.datatype.boolean(0.6);
  const paid = faker.datatype.boolean(visited ? 0.45 : 0.1);
  const abandoned = !paid && faker.datatype.boolean(0.6);
  const made: CheckoutMade = {
    id,
    link: `https://sandbox.funil.local/checkout/${id}`,
    status: paid ? 'paid' : abandoned ? 'expired' : visited ? 'visited' : 'created',
    amountCents: pix ? PROGRAM.pixPriceCents : PROGRAM.cardTotalCents,
    installments: pix ? 1 : faker.helpers.arrayElement([1, 3, 6, 12]),
    createdAt: at(0),
    updatedAt: at(paid || abandoned ? DAY_MS : 600_000),
    ...(visited ? { visitedAt: at(120_000) } : {}),
    ...(abandoned ? { abandonedAt: at(DAY_MS) } : {}),
    ...(paid ? { paidAt: at(1_800_000) } : {}),
  };
  rows.checkouts.push({
    id,
    lead_id: lead.id,
    offer_code: PROGRAM_OFFER_CODE,
    method: pix ? 'pix' : 'credit-card',
    amount_cents: made.amountCents,
    max_installments: pix ? 1 : PROGRAM.cardInstallments,
    provider: 'sandbox',
    provider_checkout_id: `sbx_${id}`,
    link: made.link,
    status: made.status,
    external_reference: `${PROGRAM.externalReferencePrefix}${lead.id}`,
    expires_at: at(PROGRAM.checkoutExpiryMinutes * 60_000),
    paid_at: made.paidAt ?? null,
    created_at: made.createdAt,
    updated_at: made.updatedAt,
  });
  const event = paid ? 'CHECKOUT_PAID' : abandoned ? 'CHECKOUT_EXPIRED' : undefined;
  if (event) {
    rows.provider_events.push({
      id: faker.string.uuid(),
      provider: 'sandbox',
      provider_event_id: `evt_${id}`,
      event_type: event,
      checkout_id: id,
      payload: JSON.stringify({ event, checkout: { id: `sbx_${id}` } }),
      received_at: made.updatedAt,
      processed_at: made.updatedAt,
    });
  }
  if (paid) {
    rows.tracking_events.push({
      id: faker.string.uuid(),
      event_id: `purchase-${id}`,
      event_name: 'Purchase',
      event_time: Math.floor(Date.parse(made.paidAt as string) / 1000),
      lead_id: lead.id,
      payload: JSON.stringify({ event_name: 'Purchase', custom_data: { value: made.amountCents / 100 } }),
      status: 'delivered',
      delivered_at: made.paidAt,
      created_at: made.paidAt as string,
    });
  }
  return made;
}

function emptyTables(): Tables {
  return Object.fromEntries(INSERT_ORDER.map((table) => [table, []])) as unknown as Tables;
}

async function insertAll(trx: Transaction<Database>, rows: Tables): Promise<void> {
  for (const table of INSERT_ORDER) {
    const values = rows[table] as Record<string, unknown>[];
    if (values.length === 0) continue;
    // Every row of a table has the same keys here except optional purchase columns: normalise them.
    const columns = [...new Set(values.flatMap((row) => Object.keys(row)))];
    const complete = values.map((row) => Object.fromEntries(columns.map((c) => [c, row[c] ?? null])));
    const size = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
    for (let start = 0; start < complete.length; start += size) {
      // One loop for every table: each row was built for its table above, which TypeScript cannot follow.
      await trx
        .insertInto(table)
        .values(complete.slice(start, start + size) as never)
        .execute();
    }
  }
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}
