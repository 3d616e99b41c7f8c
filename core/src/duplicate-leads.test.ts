import { describe, expect, it } from 'vitest';
import { mergedChecklist, mergedLead, mergedRegistration, oldestFirst } from './duplicate-leads.ts';

const keep = {
  id: 'a',
  name: 'Ana Souza',
  email: '',
  phone: '5511987651234',
  instagram: null,
  region: 'São Paulo',
  utm_source: 'instagram',
  utm_campaign: null,
  partner_code: null,
  visit_count: 2,
  messages_count: 1,
  last_visit: '2025-04-02T10:00:00.000Z',
  journey_stage: 'lead',
  conversion_stage: 'new_lead',
  has_purchased: 0,
  purchase_id: null,
  checkout_status: 'expired',
  trans_value: null,
  visit_pending: 0,
  instagram_processed: 0,
  clicks_data: JSON.stringify([
    { elementId: 'cta', elementText: 'Quero', elementType: 'button', timestamp: 1, x: 1, y: 1, path: '/' },
  ]),
  page_views: JSON.stringify([{ url: '/', title: 'Início', timestamp: 1, timeSpent: 10 }]),
  time_on_page: 10,
  engagement_score: 30,
  created_at: '2025-04-01T10:00:00.000Z',
  updated_at: '2025-04-02T10:00:00.000Z',
};

const drop = {
  ...keep,
  id: 'b',
  name: 'Ana',
  email: 'ana@example.com',
  phone: '555511987651234',
  instagram: 'ana.souza',
  region: 'Centro e Missões do Rio Grande do Sul',
  utm_source: 'facebook',
  utm_campaign: 'lancamento',
  visit_count: 3,
  messages_count: 0,
  last_visit: '2025-04-05T10:00:00.000Z',
  journey_stage: 'customer',
  conversion_stage: 'payment_approved',
  has_purchased: 1,
  purchase_id: 'checkout-1',
  checkout_status: 'paid',
  trans_value: 179_700,
  visit_pending: 1,
  clicks_data: null,
  page_views: JSON.stringify([{ url: '/ianapratica', title: 'Programa', timestamp: 2, timeSpent: 25 }]),
  time_on_page: 25,
  created_at: '2025-04-03T10:00:00.000Z',
  updated_at: '2025-04-05T10:00:00.000Z',
};

describe('oldestFirst', () => {
  it('puts the first created lead first, the id breaking ties (spec §8: the first is used)', () => {
    const rows = [
      { id: 'c', created_at: '2025-04-02T00:00:00.000Z' },
      { id: 'b', created_at: '2025-04-01T00:00:00.000Z' },
      { id: 'a', created_at: '2025-04-02T00:00:00.000Z' },
    ];
    expect(oldestFirst(rows).map((row) => row.id)).toEqual(['b', 'a', 'c']);
  });
});

describe('mergedLead', () => {
  it('keeps the survivor’s values and first-touch attribution, filling its blanks from the duplicate', () => {
    const changes = mergedLead(keep, drop);
    expect(changes).toMatchObject({
      email: 'ana@example.com',
      instagram: 'ana.souza',
      utm_campaign: 'lancamento',
    });
    for (const column of ['id', 'name', 'phone', 'region', 'utm_source', 'created_at']) {
      expect(changes, column).not.toHaveProperty(column);
    }
  });

  it('adds the counts, keeps the later activity and the further stage', () => {
    expect(mergedLead(keep, drop)).toMatchObject({
      visit_count: 5,
      last_visit: '2025-04-05T10:00:00.000Z',
      updated_at: '2025-04-05T10:00:00.000Z',
      journey_stage: 'customer',
      conversion_stage: 'payment_approved',
      visit_pending: true,
    });
    expect(mergedLead(keep, drop)).not.toHaveProperty('messages_count');
    expect(mergedLead(drop, keep)).toMatchObject({ visit_count: 5, messages_count: 1 });
    expect(mergedLead(drop, keep)).not.toHaveProperty('journey_stage');
  });

  it('takes the whole purchase from the duplicate when only it bought', () => {
    expect(mergedLead(keep, drop)).toMatchObject({
      has_purchased: true,
      purchase_id: 'checkout-1',
      checkout_status: 'paid',
      trans_value: 179_700,
    });
    // The buyer survives: the other's expired checkout does not overwrite the paid one.
    expect(mergedLead(drop, keep)).not.toHaveProperty('checkout_status');
  });

  it('merges both behaviour logs, sums the time of the kept page views and leaves the score to be recomputed', () => {
    const changes = mergedLead(keep, drop);
    expect(JSON.parse(String(changes.page_views)).map((view: { url: string }) => view.url)).toEqual([
      '/',
      '/ianapratica',
    ]);
    expect(changes).not.toHaveProperty('clicks_data');
    expect(changes).toMatchObject({ time_on_page: 35, engagement_score: null });
  });

  it('changes nothing that is the same in both, whichever way an engine spells booleans', () => {
    // The same page view sent for both rows is one page view, as a resend is for the tracker.
    const twin = { ...keep, id: 'c', engagement_score: null, instagram_processed: false };
    expect(mergedLead({ ...keep, engagement_score: null }, twin)).toEqual({
      visit_count: 4,
      messages_count: 2,
    });
  });
});

describe('mergedRegistration', () => {
  const registration = {
    id: 'r1',
    lead_id: 'a',
    event_id: 'e1',
    registration_date: '2025-04-02T00:00:00.000Z',
    utm_source: null,
    status: 'registered',
    message_sent: 0,
    message_sent_at: null,
    message_sent_by: null,
    created_at: '2025-04-02T00:00:00.000Z',
    updated_at: '2025-04-02T00:00:00.000Z',
  };

  it('registers at the earlier date and stays sent when either message was sent', () => {
    const other = {
      ...registration,
      id: 'r2',
      lead_id: 'b',
      registration_date: '2025-04-01T00:00:00.000Z',
      utm_source: 'fb',
      message_sent: true,
      message_sent_at: '2025-04-03T00:00:00.000Z',
      message_sent_by: 'ana@equipe.com',
      created_at: '2025-04-01T00:00:00.000Z',
    };
    expect(mergedRegistration(registration, other)).toEqual({
      registration_date: '2025-04-01T00:00:00.000Z',
      created_at: '2025-04-01T00:00:00.000Z',
      utm_source: 'fb',
      message_sent: true,
      message_sent_at: '2025-04-03T00:00:00.000Z',
      message_sent_by: 'ana@equipe.com',
    });
    expect(mergedRegistration(registration, { ...registration, id: 'r3', lead_id: 'b' })).toEqual({});
  });
});

describe('mergedChecklist', () => {
  it('keeps every tick and both notes', () => {
    const mine = {
      lead_id: 'a',
      confirmation_sent_at: '2025-04-02T00:00:00.000Z',
      confirmation_sent_by: 'ana@equipe.com',
      in_whatsapp_group_at: null,
      in_whatsapp_group_by: null,
      notes: 'Prefere e-mail',
      updated_by: 'ana@equipe.com',
      updated_at: '2025-04-02T00:00:00.000Z',
    };
    const other = {
      ...mine,
      lead_id: 'b',
      confirmation_sent_at: null,
      confirmation_sent_by: null,
      in_whatsapp_group_at: '2025-04-04T00:00:00.000Z',
      in_whatsapp_group_by: 'bia@equipe.com',
      notes: 'Já está no grupo',
      updated_at: '2025-04-04T00:00:00.000Z',
    };
    expect(mergedChecklist(mine, other)).toEqual({
      in_whatsapp_group_at: '2025-04-04T00:00:00.000Z',
      in_whatsapp_group_by: 'bia@equipe.com',
      notes: 'Prefere e-mail\nJá está no grupo',
      updated_at: '2025-04-04T00:00:00.000Z',
    });
  });
});
