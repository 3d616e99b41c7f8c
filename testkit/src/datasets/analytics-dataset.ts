// A small dataset whose every dashboard figure is worked out by hand in analytics-routes.test.ts.

import { syncBehaviourEntries } from '@funil/server/domain/behaviour-sync';
import { createLeadsRepository } from '@funil/server/storage/leads-repository';
import type { Database, LeadsTable } from '@funil/server/storage/schema';
import type { Insertable, Kysely } from 'kysely';

export const DATASET_NOW = new Date('2026-11-03T20:00:00.000Z');
export const DATASET_PERIOD = { from: '2026-11-01', to: '2026-11-03' };

type LeadRow = Omit<Insertable<LeadsTable>, 'updated_at'>;

/** A lead saved the form when its row was created; a visitor (conversion_stage 'visitor') never did. */
async function insertLead(db: Kysely<Database>, lead: LeadRow): Promise<void> {
  const formLead = lead.conversion_stage !== 'visitor';
  await db
    .insertInto('leads')
    .values({ updated_at: lead.created_at, lead_at: formLead ? lead.created_at : null, ...lead })
    .execute();
}

const click = (elementId: string, at: string, path: string) => ({
  elementId,
  elementText: '',
  elementType: 'button',
  timestamp: Date.parse(at),
  x: 10,
  y: 20,
  path,
});
const view = (url: string, at: string, timeSpent: number) => ({
  url,
  title: '',
  timestamp: Date.parse(at),
  timeSpent,
});

/**
 * The dataset's leads by their names in the tests: UUIDs, like every lead id, so the whole app's
 * route check lets a request that names one through.
 */
/** The dataset's events, with ids as the API names rows (UUIDs), so staff screens can open them. */
export const EVENTS = {
  E1: '0e0e0000-0000-4000-8000-000000000001',
  E2: '0e0e0000-0000-4000-8000-000000000002',
} as const;

export const LEADS = {
  L1: '0a0a0000-0000-4000-8000-000000000001',
  L2: '0a0a0000-0000-4000-8000-000000000002',
  L3: '0a0a0000-0000-4000-8000-000000000003',
  L4: '0a0a0000-0000-4000-8000-000000000004',
  L5: '0a0a0000-0000-4000-8000-000000000005',
} as const;

/** Leads L1–L5, visits, checkouts C1–C4, events E1–E2; see the test for what each is there to prove. */
export async function seedAnalyticsDataset(db: Kysely<Database>): Promise<void> {
  const paidL1 = {
    journey_stage: 'customer',
    conversion_stage: 'payment_approved',
    has_purchased: 1 as const,
    purchase_date: '2026-11-01T13:10:00.000Z',
    purchase_id: 'C1',
  };
  await insertLead(db, {
    id: LEADS.L1,
    name: 'Ana Souza',
    phone: '11987650001',
    created_at: '2026-11-01T12:00:00.000Z',
    utm_source: 'instagram',
    utm_campaign: 'lanc',
    region: 'Sudeste',
    partner_code: 'parc-a',
    instagram: 'ana',
    checkout_created_at: '2026-11-01T13:00:00.000Z',
    checkout_visited_at: '2026-11-01T13:05:00.000Z',
    checkout_status: 'paid',
    engagement_score: 80,
    visit_count: 3,
    last_visit: '2026-11-01T13:20:00.000Z',
    device_info: JSON.stringify({ deviceType: 'mobile' }),
    ...paidL1,
  });
  await insertLead(db, {
    id: LEADS.L2,
    name: 'Bruno Lima',
    phone: '11987650002',
    // 23:30 on 1 November in São Paulo.
    created_at: '2026-11-02T02:30:00.000Z',
    utm_source: 'instagram',
    utm_campaign: 'lanc',
    region: 'Nordeste',
    instagram: 'bruno',
    checkout_created_at: '2026-11-02T03:00:00.000Z',
    checkout_status: 'expired',
    checkout_abandoned_at: '2026-11-02T04:00:00.000Z',
    engagement_score: 65,
    device_info: JSON.stringify({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' }),
  });
  await insertLead(db, {
    id: LEADS.L3,
    name: 'Carla Dias',
    phone: '11987650003',
    created_at: '2026-11-02T15:00:00.000Z',
    utm_source: 'google',
    engagement_score: 70,
  });
  await insertLead(db, {
    id: LEADS.L4,
    name: '',
    phone: '11987650004',
    created_at: '2026-11-03T10:00:00.000Z',
    utm_source: 'instagram',
    conversion_stage: 'visitor',
    visit_count: 1,
  });
  await insertLead(db, {
    id: LEADS.L5,
    name: 'Diego Melo',
    phone: '11987650005',
    // 30 October in São Paulo: before the period.
    created_at: '2026-10-31T02:00:00.000Z',
    utm_source: 'facebook',
    utm_campaign: 'remarketing',
    journey_stage: 'customer',
    conversion_stage: 'payment_approved',
    has_purchased: 1,
    purchase_date: '2026-11-02T12:00:00.000Z',
    purchase_id: 'C3',
    trans_status: 'refunded',
    engagement_score: 40,
  });

  const visit = (id: string, leadId: string, at: string, page: string) => ({
    id,
    lead_id: leadId,
    visited_at: at,
    page,
    referrer: null,
    device: 'mobile',
  });
  // Both handles were found by the look-up: they count as Instagram (conditions.ts gaveInstagram).
  const found = (username: string) => ({
    id: `perfil-${username}`,
    username,
    source: 'demo',
    full_name: username,
    profile_pic_url: '',
    followers_count: 0,
    following_count: 0,
    posts_count: 0,
    is_verified: 0 as const,
    biography: '',
    bio: '',
    fetched_at: '2026-11-01T12:00:00.000Z',
  });
  await db
    .insertInto('instagram_profiles')
    .values([found('ana'), found('bruno')])
    .execute();
  await db
    .insertInto('lead_visits')
    .values([
      visit('V1', LEADS.L1, '2026-11-01T12:00:00.000Z', '/vendas'),
      visit('V2', LEADS.L1, '2026-11-01T13:20:00.000Z', '/obrigado'),
      // 23:31 on 1 November in São Paulo.
      visit('V3', LEADS.L2, '2026-11-02T02:31:00.000Z', '/vendas'),
      visit('V4', LEADS.L4, '2026-11-03T10:00:00.000Z', '/'),
      visit('V5', LEADS.L5, '2026-11-02T11:40:00.000Z', '/ianapratica'),
    ])
    .execute();

  // Behaviour goes through the real update path, which keeps behaviour_entries in step.
  const leads = withBehaviourRows(createLeadsRepository(db));
  await leads.setBehaviour(LEADS.L1, {
    clicks_data: JSON.stringify([
      click('cta-comprar', '2026-11-01T12:01:00.000Z', 'https://funil.test/vendas'),
      click('cta-comprar', '2026-11-01T12:02:00.000Z', 'https://funil.test/vendas'),
    ]),
    page_views: JSON.stringify([
      view('https://funil.test/vendas?utm_source=instagram', '2026-11-01T12:00:30.000Z', 60_000),
      view('https://funil.test/obrigado', '2026-11-01T13:15:00.000Z', 60_000),
    ]),
    time_on_page: 120_000,
    updated_at: '2026-11-01T13:15:00.000Z',
  });
  await leads.setBehaviour(LEADS.L2, {
    clicks_data: JSON.stringify([
      click('menu', '2026-10-20T12:00:00.000Z', 'https://funil.test/'),
      click('cta-comprar', '2026-11-02T02:35:00.000Z', 'https://funil.test/vendas'),
    ]),
    page_views: JSON.stringify([view('https://funil.test/vendas', '2026-11-02T02:31:00.000Z', 30_000)]),
    time_on_page: 30_000,
    updated_at: '2026-11-02T02:35:00.000Z',
  });

  // The behaviour update rescoring the leads is not what this dataset is about: pin the scores
  // the opportunities figures are worked out with.
  for (const [id, score] of [
    [LEADS.L1, 80],
    [LEADS.L2, 65],
  ] as const) {
    await db.updateTable('leads').set({ engagement_score: score }).where('id', '=', id).execute();
  }

  await db
    .insertInto('lead_interactions')
    .values({
      id: 'I1',
      lead_id: LEADS.L1,
      interaction_type: 'whatsapp_click',
      created_at: '2026-11-01T13:30:00.000Z',
    })
    .execute();

  const checkout = (
    id: string,
    lead: string | null,
    method: string,
    cents: number,
    status: string,
    created: string,
    paid: string | null,
  ) => ({
    id,
    lead_id: lead,
    offer_code: 'ia-na-pratica',
    method,
    amount_cents: cents,
    provider: 'sandbox',
    provider_checkout_id: `p-${id}`,
    external_reference: `ref-${id}`,
    status,
    paid_at: paid,
    created_at: created,
    updated_at: paid ?? created,
  });
  await db
    .insertInto('checkouts')
    .values([
      checkout(
        'C1',
        LEADS.L1,
        'pix',
        179_700,
        'paid',
        '2026-11-01T13:00:00.000Z',
        '2026-11-01T13:10:00.000Z',
      ),
      checkout('C2', LEADS.L2, 'credit-card', 208_032, 'expired', '2026-11-02T03:00:00.000Z', null),
      checkout(
        'C3',
        LEADS.L5,
        'multi',
        208_032,
        'refunded',
        '2026-11-02T11:50:00.000Z',
        '2026-11-02T12:00:00.000Z',
      ),
      // Opened at 23:50 on 3 November and paid at midnight of the 4th in São Paulo (after the
      // period), by someone who never filled the lead form.
      checkout(
        'C4',
        null,
        'pix',
        9_700,
        'chargeback',
        '2026-11-04T02:50:00.000Z',
        '2026-11-04T03:00:00.000Z',
      ),
    ])
    .execute();
  const providerEvent = (id: string, checkoutId: string, type: string, at: string, billingType: string) => ({
    id,
    provider: 'asaas',
    provider_event_id: `evt-${id}`,
    event_type: type,
    checkout_id: checkoutId,
    payload: JSON.stringify({ event: type, payment: { billingType } }),
    received_at: at,
    processed_at: at,
  });
  await db
    .insertInto('provider_events')
    .values([
      providerEvent('PE1', 'C1', 'PAYMENT_CONFIRMED', '2026-11-01T13:10:00.000Z', 'PIX'),
      providerEvent('PE3', 'C3', 'PAYMENT_CONFIRMED', '2026-11-02T12:00:00.000Z', 'CREDIT_CARD'),
    ])
    .execute();

  const event = (id: string, slug: string, title: string, starts: string) => ({
    id,
    slug,
    title,
    starts_at: starts,
    ends_at: starts.replace('T12', 'T20'),
    created_at: '2026-10-01T00:00:00.000Z',
    updated_at: '2026-10-01T00:00:00.000Z',
  });
  await db
    .insertInto('events')
    .values([
      event(EVENTS.E1, 'imersao', 'Imersão IA', '2026-11-10T12:00:00.000Z'),
      event(EVENTS.E2, 'live', 'Live de outubro', '2026-10-01T12:00:00.000Z'),
    ])
    .execute();
  await db
    .insertInto('event_message_templates')
    .values({
      id: 'T1',
      event_id: EVENTS.E1,
      message_type: 'checkout_abandonado',
      body: 'Oi {nome}, seu pagamento de {evento} ficou pela metade.',
      created_at: '2026-10-01T00:00:00.000Z',
      updated_at: '2026-10-01T00:00:00.000Z',
    })
    .execute();
  const registration = (id: string, eventId: string, leadId: string, at: string) => ({
    id,
    event_id: eventId,
    lead_id: leadId,
    registration_date: at,
    created_at: at,
    updated_at: at,
  });
  await db
    .insertInto('event_registrations')
    .values([
      registration('0e0e0000-0000-4000-8000-000000000101', EVENTS.E1, LEADS.L1, '2026-11-01T12:30:00.000Z'),
      registration('0e0e0000-0000-4000-8000-000000000102', EVENTS.E1, LEADS.L2, '2026-11-02T03:30:00.000Z'),
      registration('0e0e0000-0000-4000-8000-000000000103', EVENTS.E2, LEADS.L5, '2026-10-31T03:00:00.000Z'),
    ])
    .execute();
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
