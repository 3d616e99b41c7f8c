import { describe, expect, it } from 'vitest';
import { sha256 } from './conversions-user-data.ts';
import {
  anonymizationRules,
  deletionRules,
  exportLead,
  exportRow,
  leadTraces,
  PURGED_PAYLOAD,
  phoneSearchVariants,
} from './lead-erasure.ts';

describe('phoneSearchVariants', () => {
  it('finds a Brazilian mobile however it was typed or stored', () => {
    const stored = ['5511987654321', '551187654321'];
    const typings = [
      '+55 (11) 98765-4321',
      '(11) 98765-4321',
      '0 11 98765-4321',
      '11 8765-4321',
      '5511987654321',
    ];
    for (const typed of typings) {
      expect(phoneSearchVariants(typed), typed).toEqual(expect.arrayContaining(stored));
    }
    expect(phoneSearchVariants('+55 (11) 98765-4321')).toHaveLength(2);
  });

  it('leaves foreign numbers alone', () => {
    expect(phoneSearchVariants('+351 912 345 678')).toEqual(['351912345678']);
  });
});

describe('leadTraces', () => {
  const person = {
    id: '0194f0aa-1111-7111-8111-111111111111',
    name: 'Ana Luíza Souza',
    phone: '5511987654321',
    email: 'Ana@Exemplo.test',
    instagram: 'ana.souza',
  };
  const nobodyElse = { phones: new Set<string>(), emails: new Set<string>() };

  it('names every spelling of the number, the ids and the hashed contacts the ads outbox keeps', () => {
    const traces = leadTraces(person, ['claim-1'], nobodyElse);
    expect(traces.phones.sort()).toEqual(['551187654321', '5511987654321']);
    expect(traces.payloadKeys).toEqual(
      expect.arrayContaining([
        person.id,
        'claim-1',
        sha256(person.id),
        sha256('claim-1'),
        sha256('5511987654321'),
        sha256('551187654321'),
        sha256('ana@exemplo.test'),
      ]),
    );
  });

  it('leaves out a number or e-mail another lead holds: their rows are theirs', () => {
    const traces = leadTraces(person, [], {
      phones: new Set(['551187654321']),
      emails: new Set(['ana@exemplo.test']),
    });
    expect(traces.phones).toEqual(['5511987654321']);
    expect(traces.payloadKeys).not.toContain(sha256('ana@exemplo.test'));
    expect(traces.payloadKeys).not.toContain(sha256('551187654321'));
  });

  it('tells the labels that name the person from those that only look alike', () => {
    const { namesPerson } = leadTraces(person, ['claim-1'], nobodyElse);
    for (const text of [
      'Olá, Ana!',
      'OLÁ LUIZA',
      `/diagnostico/${person.id}`,
      '/x/claim-1',
      'Ligue (11) 98765-4321',
      'ana@exemplo.test',
      '@ana.souza',
    ]) {
      expect(namesPerson(text), text).toBe(true);
    }
    for (const text of ['Banana', 'Análise', 'Quero participar', '/obrigado', '98765-1234']) {
      expect(namesPerson(text), text).toBe(false);
    }
  });
});

describe('exportRow', () => {
  it('parses JSON columns and keeps other text as it is', () => {
    expect(
      exportRow({ name: '{"a":1}', clicks_data: '{"cta":2}', payload: 'not json', page_views: null }),
    ).toEqual({
      name: '{"a":1}',
      clicks_data: { cta: 2 },
      payload: 'not json',
      page_views: null,
    });
  });
});

describe('erasure rules', () => {
  const time = '2026-11-03T12:00:00.000Z';
  const id = '11111111-1111-4111-8111-111111111111';

  it('anonymising removes what locates the person and blanks the rest, keeping consents as counted', () => {
    const rules = anonymizationRules(time);
    expect([...rules.remove].sort()).toEqual([
      'behaviour_daily',
      'behaviour_entries',
      'event_waitlist',
      'instagram_profiles',
      'lead_capabilities',
      'lead_claims',
      'outbound_events',
      'sandbox_pix_charges',
      'sandbox_sessions',
      'sandbox_whatsapp_messages',
      'tracking_events',
      'whatsapp_jobs',
      'whatsapp_messages',
    ]);
    expect(rules.leadColumns).toMatchObject({ name: 'Lead anonimizado', phone: '', anonymized_at: time });
    expect(rules.rewrite.provider_events).toEqual({ payload: PURGED_PAYLOAD });
    expect(rules.rewrite.lead_visits).toEqual({ page: null, referrer: null });
    expect(rules.rewrite.checkouts).toEqual({
      link: null,
      referrer: null,
      landing_page: null,
      fbc: null,
      partner_code: null,
      updated_at: time,
    });
    expect(rules.count).toEqual(['consents']);
  });

  it('deleting keeps paid checkouts only, without the person and with the lead id out of the reference', () => {
    const rules = deletionRules(id, time);
    const paid = { id: 'c1', paid_at: time, external_reference: `funil:${id}:1` };
    expect(rules.keepsCheckout(paid)).toBe(true);
    expect(rules.keepsCheckout({ ...paid, paid_at: null })).toBe(false);
    expect(rules.keptCheckoutColumns(paid)).toEqual({
      lead_id: null,
      link: null,
      // Where the buyer's visit came from, as the checkout kept it (migration 0040): its addresses
      // may carry a name or a phone, the click id follows the person; the campaign stays.
      referrer: null,
      landing_page: null,
      fbc: null,
      partner_code: null,
      buyer_erased_at: time,
      external_reference: 'funil:anonimo:1',
    });
    expect(rules.keptProviderEventColumns).toEqual({ payload: PURGED_PAYLOAD });
  });

  it('exports every row with JSON columns parsed', async () => {
    const none: Record<string, unknown>[] = [];
    const store = {
      findByPhones: async () => [],
      exportRows: async () => ({
        lead: { id, device_info: '{"type":"mobile"}' },
        interactions: [{ data: '{"botao":"topo"}' }],
        registrations: none,
        checkouts: none,
        providerEvents: none,
        trackingEvents: none,
        consents: none,
        onboarding: null,
        instagramProfiles: none,
        visits: none,
        whatsappMessages: [{ body: 'Oi Ana', direction: 'outbound' }],
        waitlists: [{ event_slug: 'imersao-ia-na-pratica' }],
      }),
      anonymizeLead: async () => ({ ok: false as const, error: 'not_found' as const }),
      deleteLead: async () => ({ ok: false as const, error: 'not_found' as const }),
    };
    expect(await exportLead(store, id, time)).toMatchObject({
      exportedAt: time,
      lead: { id, device_info: { type: 'mobile' } },
      interactions: [{ data: { botao: 'topo' } }],
      onboarding: null,
      whatsappMessages: [{ body: 'Oi Ana', direction: 'outbound' }],
      waitlists: [{ event_slug: 'imersao-ia-na-pratica' }],
    });
  });
});
