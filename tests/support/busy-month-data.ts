// A busy month for the staff-screens spec: 90 leads over September 2026 with long campaign and partner
// names, thousands of reais in sales, many clicked elements and pages, and one lead with a row in every
// table. Charts drawn from it are crowded the way a real launch's are; written once per e2e database.

import { insertLeadFootprint, personalMarkers } from '@funil/testkit/fixtures/lead-fixtures';
import {
  createLeadsRepository,
  type Database,
  openDatabase,
  syncBehaviourEntries,
} from '@funil/testkit/server/storage';
import type { Kysely } from 'kysely';
import { loadAnalyticsDataset } from './analytics-data.ts';
import { DATABASE_PATH } from './env.ts';
import { seededRowsToFirstLaunch } from './launch-rows.ts';

export const BUSY_PERIOD = { from: '2026-09-01', to: '2026-09-30' };
/**
 * The lead whose detail page has something in every section; its id a UUID like every lead's, so
 * the whole app's route check lets the screens that name it through.
 */
export const FULL_LEAD = {
  ...personalMarkers('painel-completo', '5531988887777'),
  id: '0b0b0000-0000-4000-8000-00000000c0de',
};

const DAYS = 30;
const LEADS_PER_DAY = 3;
const SOURCES = ['instagram', 'facebook', 'google', 'youtube', 'tiktok', 'newsletter-setembro-lista-vip'];
const CAMPAIGNS = [
  'lancamento-setembro-2026-video-depoimentos',
  'remarketing-carrinho-abandonado-7-dias',
  'live-automacao-com-ia-pequenos-negocios',
  'lookalike-compradores-imersao',
];
const REGIONS = ['São Paulo (capital)', 'Rio de Janeiro', 'Minas Gerais', 'Nordeste', 'Sul'];
const PARTNERS = [
  { code: 'escola-digital-do-empreendedor', name: 'Escola Digital do Empreendedor Brasileiro' },
  { code: 'podcast-negocios-com-ia', name: 'Podcast Negócios com Inteligência Artificial' },
  { code: 'comunidade-vendas', name: 'Comunidade Vendas Todo Dia' },
];
const ELEMENTS = Array.from({ length: 18 }, (_, i) => `botao-quero-garantir-minha-vaga-secao-${i + 1}`);
const PAGES = Array.from({ length: 18 }, (_, i) => `/ianapratica/modulo-${i + 1}-automacoes-com-ia`);

const at = (day: number, hour: number) =>
  `2026-09-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;

async function seed(db: Kysely<Database>): Promise<void> {
  const created = '2026-08-01T12:00:00.000Z';
  await db
    .insertInto('partners')
    .values(
      PARTNERS.map((p) => ({
        id: `S-${p.code}`,
        code: p.code,
        name: p.name,
        created_at: created,
        updated_at: created,
      })),
    )
    .execute();
  await db
    .insertInto('events')
    .values({
      id: 'S-E1',
      slug: 'live-setembro-automacao',
      title: 'Live: automatize seu negócio com IA (setembro)',
      starts_at: '2026-09-28T23:00:00.000Z',
      ends_at: '2026-09-29T01:00:00.000Z',
      created_at: created,
      updated_at: created,
    })
    .execute();

  const leads = withBehaviourRows(createLeadsRepository(db));
  for (let n = 0; n < DAYS * LEADS_PER_DAY; n += 1) {
    const day = Math.floor(n / LEADS_PER_DAY) + 1;
    const id = `S-${String(n).padStart(3, '0')}`;
    const createdAt = at(day, 12 + (n % LEADS_PER_DAY));
    const checkout = n % 2 === 0;
    const paid = n % 4 === 0;
    const pix = n % 8 === 0;
    await db
      .insertInto('leads')
      .values({
        id,
        name: `Pessoa Setembro ${n}`,
        phone: `5531990${String(n).padStart(6, '0')}`,
        email: `setembro-${n}@exemplo.test`,
        instagram: n % 3 === 0 ? null : `setembro_${n}`,
        region: REGIONS[n % REGIONS.length] ?? null,
        utm_source: SOURCES[n % SOURCES.length] ?? null,
        utm_campaign: CAMPAIGNS[n % CAMPAIGNS.length] ?? null,
        partner_code: n % 5 === 0 ? null : (PARTNERS[n % PARTNERS.length]?.code ?? null),
        device_info: JSON.stringify({ deviceType: n % 2 === 0 ? 'mobile' : 'desktop' }),
        visit_count: 1 + (n % 4),
        last_visit: at(day, 20),
        checkout_created_at: checkout ? at(day, 15) : null,
        checkout_visited_at: checkout ? at(day, 16) : null,
        checkout_status: paid ? 'paid' : checkout ? 'expired' : null,
        checkout_abandoned_at: checkout && !paid ? at(day, 18) : null,
        has_purchased: paid ? 1 : 0,
        purchase_date: paid ? at(day, 17) : null,
        purchase_id: paid ? `S-C${n}` : null,
        journey_stage: paid ? 'customer' : 'lead',
        conversion_stage: paid ? 'payment_approved' : 'new_lead',
        created_at: createdAt,
        updated_at: createdAt,
      })
      .execute();
    if (checkout) {
      await db
        .insertInto('checkouts')
        .values({
          id: `S-C${n}`,
          lead_id: id,
          offer_code: 'ia-na-pratica',
          method: pix ? 'pix' : 'credit-card',
          amount_cents: pix ? 179_700 : 208_032,
          max_installments: pix ? 1 : 12,
          provider: 'sandbox',
          status: paid ? 'paid' : 'expired',
          external_reference: `IANP-${id}`,
          paid_at: paid ? at(day, 17) : null,
          created_at: at(day, 15),
          updated_at: at(day, 17),
        })
        .execute();
    }
    if (n % 2 === 1) {
      await db
        .insertInto('event_registrations')
        .values({
          id: `S-R${n}`,
          event_id: 'S-E1',
          lead_id: id,
          registration_date: createdAt,
          utm_source: SOURCES[n % SOURCES.length] ?? null,
          created_at: createdAt,
          updated_at: createdAt,
        })
        .execute();
    }
    const base = Date.parse(createdAt);
    await leads.setBehaviour(id, {
      clicks_data: JSON.stringify(
        [0, 1, 2].map((k) => ({
          elementId: ELEMENTS[(n + k * 5) % ELEMENTS.length],
          elementText: 'Quero garantir minha vaga',
          elementType: 'button',
          timestamp: base + k * 60_000,
          x: 10,
          y: 20,
          path: `https://funil.test${PAGES[n % PAGES.length]}`,
        })),
      ),
      page_views: JSON.stringify(
        [0, 1].map((k) => ({
          url: `https://funil.test${PAGES[(n + k * 7) % PAGES.length]}?utm_source=instagram`,
          title: 'IA na prática',
          timestamp: base + k * 120_000,
          timeSpent: 30_000 + ((n * 7_919) % 240_000),
        })),
      ),
      time_on_page: 90_000,
      updated_at: createdAt,
    });
  }

  await insertLeadFootprint(db, FULL_LEAD);
  await db
    .insertInto('lead_visits')
    .values(
      [1, 2, 3].map((k) => ({
        id: `S-V${k}`,
        lead_id: FULL_LEAD.id,
        visited_at: `2025-04-0${k}T14:00:00.000Z`,
        page: k === 3 ? '/obrigado' : '/ianapratica',
        referrer: 'https://l.instagram.com/',
        device: 'mobile',
      })),
    )
    .execute();
}

/** The analytics dataset (for the other specs' figures) and the busy month, each written once. */
export async function loadStaffScreensData(): Promise<void> {
  await loadAnalyticsDataset();
  const db = openDatabase(DATABASE_PATH);
  try {
    const present = await db.selectFrom('leads').select('id').where('id', '=', 'S-000').executeTakeFirst();
    if (!present) await seed(db);
  } finally {
    await db.destroy();
  }
  seededRowsToFirstLaunch();
}

/** The behaviour update's writes: the lead's columns, then its behaviour rows (domain/behaviour-sync.ts). */
function withBehaviourRows(store: ReturnType<typeof createLeadsRepository>) {
  return {
    async setBehaviour(id: string, changes: Parameters<typeof store.setBehaviour>[1]) {
      await store.setBehaviour(id, changes);
      await syncBehaviourEntries(store, id);
    },
  };
}
