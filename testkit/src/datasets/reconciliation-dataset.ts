// One launch's data with every case a staff number can get wrong: leads with and without visits,
// visitors who never sent the form (one of them bought), a visitor who became a lead later,
// checkouts paid, expired, cancelled, open, pending and failed, a buyer who never gave a lead, a
// partial and a full refund, a chargeback, an erased buyer's kept sale, an anonymised lead,
// several days and UTM sources, two partners, and typed values that would run as formulas.

import { syncBehaviourEntries } from '@funil/server/domain/behaviour-sync';
import { createLeadsRepository } from '@funil/server/storage/leads-repository';
import type { Database, LeadsTable } from '@funil/server/storage/schema';
import type { Insertable, Kysely } from 'kysely';

export const RECONCILIATION_NOW = new Date('2026-11-03T21:00:00.000Z');
export const RECONCILIATION_PERIOD = { from: '2026-11-01', to: '2026-11-03' };
/** The period's São Paulo days as UTC bounds (São Paulo is UTC−3 all year). */
export const RECONCILIATION_DAYS = [
  { day: '2026-11-01', start: '2026-11-01T03:00:00.000Z', end: '2026-11-02T03:00:00.000Z' },
  { day: '2026-11-02', start: '2026-11-02T03:00:00.000Z', end: '2026-11-03T03:00:00.000Z' },
  { day: '2026-11-03', start: '2026-11-03T03:00:00.000Z', end: '2026-11-04T03:00:00.000Z' },
];
/** A campaign name a visitor typed into a link: a spreadsheet would run it. */
export const FORMULA_CAMPAIGN = '=HYPERLINK("http://mal.example","clique")';
export const FORMULA_CLICK = '@SUM(1+1)';

type Lead = Omit<Insertable<LeadsTable>, 'phone' | 'updated_at' | 'lead_at'> & {
  lead_at?: string | null;
  phone?: string;
};

let phoneSerial = 0;
function lead(row: Lead): Insertable<LeadsTable> {
  phoneSerial += 1;
  // Every row names every column with a default: a multi-row insert on SQLite writes NULL for a missing one.
  return {
    phone: `55119876${String(phoneSerial).padStart(5, '0')}`,
    journey_stage: 'lead',
    conversion_stage: 'new_lead',
    has_purchased: 0,
    lead_at: row.created_at,
    updated_at: row.created_at,
    ...row,
  };
}

const customer = (purchaseId: string, cents: number, status = 'paid') => ({
  journey_stage: 'customer',
  conversion_stage: 'payment_approved',
  has_purchased: 1 as const,
  purchase_id: purchaseId,
  trans_value: cents,
  trans_status: status,
});

const PIX = 179_700;
const CARD = 208_032;

export async function seedReconciliationDataset(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('partners')
    .values([
      {
        id: 'P1',
        code: 'parc-a',
        name: 'Parceira A',
        created_at: '2026-10-01T00:00:00.000Z',
        updated_at: '2026-10-01T00:00:00.000Z',
      },
      {
        id: 'P2',
        code: 'parc-b',
        name: 'Parceiro B',
        created_at: '2026-10-01T00:00:00.000Z',
        updated_at: '2026-10-01T00:00:00.000Z',
      },
      {
        id: 'P3',
        code: 'parc-c',
        name: 'Parceira C',
        created_at: '2026-10-01T00:00:00.000Z',
        updated_at: '2026-10-01T00:00:00.000Z',
      },
    ])
    .execute();

  await db
    .insertInto('leads')
    .values([
      lead({
        id: 'A',
        name: 'Ana Reis',
        created_at: '2026-11-01T12:00:00.000Z',
        utm_source: 'facebook',
        utm_campaign: 'lanc-nov',
        region: 'Sudeste',
        partner_code: 'parc-a',
        instagram: 'ana.reis',
        qualification_status: 'qualified',
        engagement_score: 80,
        conversion_probability: 0.9,
        ...customer('CA1', PIX),
      }),
      lead({
        id: 'B',
        name: 'Bruno Dias',
        // 23:30 on 1 November in São Paulo.
        created_at: '2026-11-02T02:30:00.000Z',
        utm_source: 'google',
        region: 'Nordeste',
        instagram: 'bruno',
        qualification_status: 'not_qualified',
        engagement_score: 70,
        conversion_probability: 0.6,
        ...customer('CB2', PIX, 'partially_refunded'),
      }),
      lead({
        id: 'C',
        name: 'Carla Melo',
        created_at: '2026-11-02T14:00:00.000Z',
        utm_source: 'instagram',
        utm_campaign: FORMULA_CAMPAIGN,
        region: 'Sul',
        partner_code: 'parc-b',
        engagement_score: 65,
        conversion_probability: 0.35,
      }),
      lead({
        id: 'D',
        name: 'Davi Luz',
        created_at: '2026-11-03T11:00:00.000Z',
        utm_source: 'instagram',
        utm_campaign: 'lanc-nov',
        region: 'Sudeste',
        instagram: 'davi',
        engagement_score: 30,
        conversion_probability: 0.15,
      }),
      lead({
        id: 'E',
        name: 'Eva Rocha',
        created_at: '2026-10-25T12:00:00.000Z',
        utm_source: 'facebook',
        utm_campaign: 'remarketing',
        region: 'Sudeste',
        partner_code: 'parc-a',
        engagement_score: 40,
        conversion_probability: 0.5,
        ...customer('CE1', CARD, 'chargeback'),
      }),
      lead({
        id: 'F',
        name: 'Fábio Nunes',
        created_at: '2026-11-02T16:00:00.000Z',
        utm_source: 'facebook',
        utm_campaign: 'lanc-nov',
        region: 'Centro-Oeste',
        instagram: 'fabio',
        engagement_score: 90,
        conversion_probability: 0.8,
        ...customer('CF1', PIX, 'refunded'),
      }),
      // Known by a visit only.
      lead({
        id: 'G',
        name: '',
        created_at: '2026-11-02T18:00:00.000Z',
        lead_at: null,
        conversion_stage: 'visitor',
        utm_source: 'instagram',
        engagement_score: 75,
        conversion_probability: 0.2,
      }),
      // Known by a visit, never sent the form, and bought: a customer, not a lead.
      lead({
        id: 'H',
        name: '',
        created_at: '2026-11-01T15:00:00.000Z',
        lead_at: null,
        utm_source: 'google',
        engagement_score: 20,
        conversion_probability: 0.7,
        ...customer('CH1', PIX),
      }),
      lead({
        id: 'I',
        name: 'Iara Luz',
        created_at: '2026-11-03T19:00:00.000Z',
        utm_source: 'instagram',
        region: 'Norte',
        partner_code: 'parc-b',
        engagement_score: 50,
        conversion_probability: 0.45,
      }),
      lead({
        id: 'J',
        name: 'João Prado',
        created_at: '2026-11-04T12:00:00.000Z',
        utm_source: 'facebook',
        engagement_score: 10,
        conversion_probability: 0.1,
        ...customer('CJ1', PIX),
      }),
      lead({
        id: 'K',
        name: 'Kátia Reis',
        created_at: '2026-10-20T12:00:00.000Z',
        utm_source: 'facebook',
        partner_code: 'parc-a',
        conversion_probability: 0.95,
        ...customer('CK1', PIX),
      }),
      lead({
        id: 'L',
        name: 'Lead anonimizado',
        phone: '',
        created_at: '2026-11-01T13:00:00.000Z',
        utm_source: 'facebook',
        anonymized_at: '2026-11-03T12:00:00.000Z',
        engagement_score: 60,
        conversion_probability: 0.55,
        ...customer('CL1', PIX),
      }),
      // A visitor before the period who sent the form in it.
      lead({
        id: 'M',
        name: 'Márcia Lopes',
        created_at: '2026-10-30T12:00:00.000Z',
        lead_at: '2026-11-02T12:00:00.000Z',
        conversion_stage: 'visitor',
        utm_source: 'instagram',
        engagement_score: 62,
        conversion_probability: 0.3,
      }),
      // A visitor on the 1st who sent the form on the 3rd.
      lead({
        id: 'N',
        name: 'Nina Alves',
        created_at: '2026-11-01T20:00:00.000Z',
        lead_at: '2026-11-03T13:00:00.000Z',
        conversion_stage: 'visitor',
        utm_source: 'google',
        engagement_score: 45,
        conversion_probability: 0.25,
      }),
    ])
    .execute();

  const visit = (id: string, leadId: string, at: string) => ({
    id,
    lead_id: leadId,
    visited_at: at,
    page: '/ianapratica',
    referrer: null,
    device: 'mobile',
  });
  await db
    .insertInto('lead_visits')
    .values([
      visit('VA1', 'A', '2026-11-01T12:00:00.000Z'),
      visit('VA2', 'A', '2026-11-01T18:00:00.000Z'),
      visit('VA3', 'A', '2026-11-02T12:00:00.000Z'),
      visit('VB1', 'B', '2026-11-02T02:31:00.000Z'),
      visit('VD1', 'D', '2026-11-03T11:00:00.000Z'),
      visit('VD2', 'D', '2026-11-03T15:00:00.000Z'),
      visit('VE1', 'E', '2026-11-02T10:00:00.000Z'),
      visit('VG1', 'G', '2026-11-02T18:00:00.000Z'),
      visit('VG2', 'G', '2026-11-03T12:00:00.000Z'),
      visit('VH1', 'H', '2026-11-01T15:00:00.000Z'),
      visit('VK1', 'K', '2026-10-31T02:00:00.000Z'),
      visit('VN1', 'N', '2026-11-01T20:00:00.000Z'),
      visit('VN2', 'N', '2026-11-03T13:00:00.000Z'),
      visit('VJ1', 'J', '2026-11-04T12:00:00.000Z'),
    ])
    .execute();

  const checkout = (
    id: string,
    leadId: string | null,
    method: 'pix' | 'credit-card' | 'multi',
    status: string,
    created: string,
    more: {
      paid?: string;
      visited?: string;
      updated?: string;
      refunded?: number;
      erased?: string;
      /** The visit's attribution the browser sent with the checkout (migration 0040). */
      utm?: { source: string; campaign: string };
    } = {},
  ) => ({
    id,
    lead_id: leadId,
    offer_code: 'ia-na-pratica',
    method,
    amount_cents: method === 'pix' ? PIX : CARD,
    max_installments: method === 'pix' ? 1 : 12,
    provider: 'sandbox',
    provider_checkout_id: status === 'pending' || status === 'failed' ? null : `sbx-${id}`,
    status,
    external_reference: more.erased ? 'PROGRAMAIANAPRATICA_anonimo' : `PROGRAMAIANAPRATICA_${leadId ?? id}`,
    paid_at: more.paid ?? null,
    visited_at: more.visited ?? null,
    refunded_cents: more.refunded ?? 0,
    buyer_erased_at: more.erased ?? null,
    utm_source: more.utm?.source ?? null,
    utm_campaign: more.utm?.campaign ?? null,
    created_at: created,
    updated_at: more.updated ?? more.paid ?? created,
  });
  await db
    .insertInto('checkouts')
    .values([
      checkout('CA0', 'A', 'pix', 'failed', '2026-11-01T12:50:00.000Z'),
      // The lead's own first touch, not this visit's, is the sale's source (decision 0034).
      checkout('CA1', 'A', 'pix', 'paid', '2026-11-01T13:00:00.000Z', {
        utm: { source: 'tiktok', campaign: 'retorno' },
        visited: '2026-11-01T13:02:00.000Z',
        paid: '2026-11-01T13:10:00.000Z',
      }),
      checkout('CB1', 'B', 'credit-card', 'expired', '2026-11-02T02:40:00.000Z', {
        updated: '2026-11-03T02:40:00.000Z',
      }),
      checkout('CB2', 'B', 'pix', 'partially_refunded', '2026-11-02T12:00:00.000Z', {
        paid: '2026-11-02T12:05:00.000Z',
        refunded: 50_000,
      }),
      checkout('CC1', 'C', 'pix', 'pending', '2026-11-02T14:10:00.000Z'),
      // Open, untouched for eleven hours: abandoned before the provider says so.
      checkout('CC2', 'C', 'credit-card', 'created', '2026-11-03T10:00:00.000Z'),
      checkout('CD1', 'D', 'credit-card', 'canceled', '2026-11-03T11:30:00.000Z', {
        visited: '2026-11-03T11:31:00.000Z',
        updated: '2026-11-03T11:40:00.000Z',
      }),
      checkout('CE1', 'E', 'multi', 'chargeback', '2026-11-02T09:50:00.000Z', {
        paid: '2026-11-02T10:05:00.000Z',
        updated: '2026-11-03T09:00:00.000Z',
      }),
      checkout('CF1', 'F', 'pix', 'refunded', '2026-11-02T16:10:00.000Z', {
        paid: '2026-11-02T16:15:00.000Z',
        refunded: PIX,
        updated: '2026-11-03T08:00:00.000Z',
      }),
      checkout('CH1', 'H', 'pix', 'paid', '2026-11-03T14:00:00.000Z', { paid: '2026-11-03T14:05:00.000Z' }),
      // Open for half an hour: not abandoned yet.
      checkout('CI1', 'I', 'pix', 'visited', '2026-11-03T20:30:00.000Z', {
        visited: '2026-11-03T20:31:00.000Z',
        updated: '2026-11-03T20:31:00.000Z',
      }),
      checkout('CJ1', 'J', 'pix', 'paid', '2026-11-04T12:50:00.000Z', { paid: '2026-11-04T13:00:00.000Z' }),
      checkout('CK1', 'K', 'pix', 'paid', '2026-10-20T12:10:00.000Z', { paid: '2026-10-20T12:20:00.000Z' }),
      checkout('CL1', 'L', 'pix', 'paid', '2026-11-01T13:50:00.000Z', { paid: '2026-11-01T14:00:00.000Z' }),
      // Paid by someone who never gave a lead: the checkout's attribution is the sale's.
      checkout('CX1', null, 'credit-card', 'paid', '2026-11-01T16:00:00.000Z', {
        paid: '2026-11-01T16:10:00.000Z',
        utm: { source: 'stories', campaign: 'lancamento' },
      }),
      checkout('CX2', null, 'pix', 'expired', '2026-11-02T20:00:00.000Z', {
        updated: '2026-11-03T20:00:00.000Z',
      }),
      // The sale of a buyer erased at their request: kept for the books.
      checkout('CZ1', null, 'pix', 'paid', '2026-11-02T11:00:00.000Z', {
        paid: '2026-11-02T11:05:00.000Z',
        erased: '2026-11-03T09:00:00.000Z',
      }),
    ])
    .execute();
  await db
    .insertInto('provider_events')
    .values({
      id: 'PE1',
      provider: 'asaas',
      provider_event_id: 'evt-CE1',
      event_type: 'PAYMENT_CONFIRMED',
      checkout_id: 'CE1',
      payload: JSON.stringify({ event: 'PAYMENT_CONFIRMED', payment: { billingType: 'CREDIT_CARD' } }),
      received_at: '2026-11-02T10:05:00.000Z',
      processed_at: '2026-11-02T10:05:00.000Z',
    })
    .execute();

  const event = (id: string, slug: string, title: string, starts: string) => ({
    id,
    slug,
    title,
    starts_at: starts,
    ends_at: new Date(Date.parse(starts) + 2 * 3_600_000).toISOString(),
    created_at: '2026-10-01T00:00:00.000Z',
    updated_at: '2026-10-01T00:00:00.000Z',
  });
  await db
    .insertInto('events')
    .values([
      event('E1', 'imersao-nov', 'Imersão de novembro', '2026-11-20T12:00:00.000Z'),
      event('E2', 'live-nov', 'Live de novembro', '2026-11-10T23:00:00.000Z'),
    ])
    .execute();
  const registration = (id: string, eventId: string, leadId: string, at: string, sent = 0 as 0 | 1) => ({
    id,
    event_id: eventId,
    lead_id: leadId,
    registration_date: at,
    message_sent: sent,
    created_at: at,
    updated_at: at,
  });
  await db
    .insertInto('event_registrations')
    .values([
      registration('R1', 'E1', 'A', '2026-11-01T12:30:00.000Z', 1),
      registration('R2', 'E1', 'B', '2026-11-02T03:00:00.000Z'),
      registration('R3', 'E1', 'D', '2026-11-03T11:10:00.000Z'),
      registration('R4', 'E1', 'G', '2026-11-02T18:10:00.000Z'),
      registration('R5', 'E2', 'C', '2026-11-02T14:05:00.000Z', 1),
      registration('R6', 'E2', 'E', '2026-10-26T12:00:00.000Z'),
    ])
    .execute();

  const profile = (username: string, followers: number) => ({
    id: `ig-${username}`,
    username,
    source: 'demo',
    full_name: username,
    profile_pic_url: '',
    followers_count: followers,
    following_count: 10,
    posts_count: 10,
    is_verified: 0 as const,
    biography: '',
    bio: '',
    fetched_at: '2026-11-01T00:00:00.000Z',
  });
  await db
    .insertInto('instagram_profiles')
    .values([profile('ana.reis', 5_000), profile('davi', 200), profile('fabio', 150_000)])
    .execute();

  await db
    .insertInto('onboarding_checklists')
    .values({
      buyer_id: 'A',
      lead_id: 'A',
      confirmation_sent_at: '2026-11-02T09:00:00.000Z',
      confirmation_sent_by: 'admin@funil.test',
      updated_by: 'admin@funil.test',
      updated_at: '2026-11-02T09:00:00.000Z',
    })
    .execute();

  // Behaviour through the real update path, which keeps the daily sums the charts read in step.
  const leads = withBehaviourRows(createLeadsRepository(db));
  const click = (elementId: string, elementText: string, at: string) => ({
    elementId,
    elementText,
    elementType: 'button',
    timestamp: Date.parse(at),
    x: 1,
    y: 1,
    path: 'https://funil.test/ianapratica',
  });
  const view = (url: string, at: string, timeSpent: number) => ({
    url,
    title: '',
    timestamp: Date.parse(at),
    timeSpent,
  });
  await leads.setBehaviour('A', {
    clicks_data: JSON.stringify([
      click('cta-comprar', 'Comprar', '2026-11-01T12:01:00.000Z'),
      click('', FORMULA_CLICK, '2026-11-01T12:02:00.000Z'),
      click('cta-comprar', 'Comprar', '2026-11-02T12:01:00.000Z'),
    ]),
    page_views: JSON.stringify([
      view('https://funil.test/ianapratica', '2026-11-01T12:00:30.000Z', 40_000),
      view('https://funil.test/obrigado', '2026-11-01T13:15:00.000Z', 20_000),
    ]),
    time_on_page: 60_000,
    updated_at: '2026-11-02T12:01:00.000Z',
  });
  await leads.setBehaviour('D', {
    clicks_data: JSON.stringify([click('cta-comprar', 'Comprar', '2026-11-03T11:20:00.000Z')]),
    page_views: JSON.stringify([view('https://funil.test/ianapratica', '2026-11-03T11:00:10.000Z', 90_000)]),
    time_on_page: 90_000,
    updated_at: '2026-11-03T11:20:00.000Z',
  });
  // The update rescored them; the scores above are what the lists are worked out with.
  for (const [id, score] of [
    ['A', 80],
    ['D', 30],
  ] as const) {
    await db.updateTable('leads').set({ engagement_score: score }).where('id', '=', id).execute();
  }
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
