// Every figure each dashboard endpoint answers, checked against a dataset worked out by hand, on both engines.
import { FREE_LIVE_CALL } from '@funil/core/offers';
import {
  DATASET_NOW,
  DATASET_PERIOD,
  LEADS,
  seedAnalyticsDataset,
} from '@funil/testkit/datasets/analytics-dataset';
import { adminDepsFor } from '@funil/testkit/fixtures/lead-fixtures';
import { asStaff } from '@funil/testkit/server/as-staff';
import { readCsv } from '@funil/testkit/server/read-csv';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { beforeEach, expect, it } from 'vitest';
import { conversionProbability, modelOf } from '../../../domain/analytics/conversion-model.ts';
import { analyticsRoutes } from './analytics-routes.ts';

const query = `from=${DATASET_PERIOD.from}&to=${DATASET_PERIOD.to}`;

describeEachEngine('analytics dashboards', (database) => {
  let admin: ReturnType<typeof asStaff>;
  let viewer: ReturnType<typeof asStaff>;
  const get = async (path: string, app = admin) => {
    const res = await app.request(path);
    expect(res.status).toBe(200);
    return res.json();
  };

  beforeEach(async () => {
    const { db } = database();
    await seedAnalyticsDataset(db);
    const routes = analyticsRoutes(adminDepsFor(db, DATASET_NOW));
    admin = asStaff(routes, 'admin');
    viewer = asStaff(routes, 'viewer');
  });

  it('funnel: steps, conversions, days in São Paulo time and every breakdown', async () => {
    const report = await get(`/funnel?${query}`, viewer);
    expect(report.steps).toEqual([
      { key: 'visits', label: 'Visitas', count: 5, conversion: null, base: null },
      // Visits are of people already known: leads are not a share of them.
      { key: 'leads', label: 'Leads', count: 3, conversion: null, base: null },
      { key: 'instagram', label: 'Leads com Instagram', count: 2, conversion: 2 / 3, base: 'leads' },
      // Per attempt, of the leads: C1–C4 (C4 by a buyer without a lead form).
      { key: 'checkoutCreated', label: 'Checkouts abertos', count: 4, conversion: 4 / 3, base: 'leads' },
      {
        key: 'checkoutVisited',
        label: 'Checkouts visitados',
        count: 3,
        conversion: 3 / 4,
        base: 'checkoutCreated',
      },
      // C1 and C3 (refunded later, still a sale); C4 was paid after the period.
      { key: 'purchase', label: 'Vendas', count: 2, conversion: 2 / 3, base: 'checkoutVisited' },
    ]);
    const day = (
      visits: number,
      leads: number,
      instagram: number,
      created: number,
      visited: number,
      purchase: number,
    ) => ({ visits, leads, instagram, checkoutCreated: created, checkoutVisited: visited, purchase });
    expect(report.series).toEqual([
      { day: '2026-11-01', ...day(3, 2, 2, 1, 1, 1) },
      { day: '2026-11-02', ...day(1, 1, 0, 2, 1, 1) },
      { day: '2026-11-03', ...day(1, 0, 0, 1, 1, 0) },
    ]);
    expect(report.breakdowns).toEqual({
      utm_source: [
        { value: 'instagram', ...day(4, 2, 2, 2, 1, 1) },
        { value: 'google', ...day(0, 1, 0, 0, 0, 0) },
        { value: 'facebook', ...day(1, 0, 0, 1, 1, 1) },
        { value: '', ...day(0, 0, 0, 1, 1, 0) },
      ],
      utm_campaign: [
        { value: 'lanc', ...day(3, 2, 2, 2, 1, 1) },
        { value: '', ...day(1, 1, 0, 1, 1, 0) },
        { value: 'remarketing', ...day(1, 0, 0, 1, 1, 1) },
      ],
      region: [
        { value: '', ...day(2, 1, 0, 2, 2, 1) },
        { value: 'Sudeste', ...day(2, 1, 1, 1, 1, 1) },
        { value: 'Nordeste', ...day(1, 1, 1, 1, 0, 0) },
      ],
      partner: [
        { value: '', ...day(3, 2, 1, 3, 2, 1) },
        { value: 'parc-a', ...day(2, 1, 1, 1, 1, 1) },
      ],
    });
  });

  it('journey: the period’s numbers per day, and where the period’s leads stand', async () => {
    const report = await get(`/journey?${query}`);
    expect(report.totals).toEqual({
      visitor: 1,
      lead: 3,
      checkoutCreated: 4,
      checkoutVisited: 3,
      checkoutAbandoned: 1,
      customer: 2,
    });
    const moves = (
      visitor: number,
      lead: number,
      created: number,
      visited: number,
      abandoned: number,
      customer: number,
    ) => ({
      visitor,
      lead,
      checkoutCreated: created,
      checkoutVisited: visited,
      checkoutAbandoned: abandoned,
      customer,
    });
    expect(report.series).toEqual([
      { day: '2026-11-01', ...moves(0, 2, 1, 1, 0, 1) },
      { day: '2026-11-02', ...moves(0, 1, 2, 1, 1, 1) },
      { day: '2026-11-03', ...moves(1, 0, 1, 1, 0, 0) },
    ]);
    expect(report.stages).toEqual([
      { journeyStage: 'customer', conversionStage: 'payment_approved', count: 1 },
      { journeyStage: 'lead', conversionStage: 'new_lead', count: 2 },
    ]);
  });

  it('behaviour: clicked elements, pages with time on them, devices — only inside the period', async () => {
    const report = await get(`/behaviour?${query}`);
    expect(report.elements).toEqual([{ target: 'cta-comprar', clicks: 3 }]);
    expect(report.pages).toEqual([
      { page: '/vendas', views: 2, averageTimeMs: 45_000 },
      { page: '/obrigado', views: 1, averageTimeMs: 60_000 },
    ]);
    expect(report.devices).toEqual([
      { device: 'desktop', clicks: 1, views: 1, averageTimeMs: 30_000 },
      { device: 'mobile', clicks: 2, views: 2, averageTimeMs: 60_000 },
    ]);
  });

  it('opportunities: abandoned checkouts and engaged leads without a purchase, with the message to send', async () => {
    const report = await get(`/opportunities?${query}`);
    expect(report.abandoned.total).toBe(1);
    expect(report.abandoned.template).toBe('Oi {nome}, seu pagamento de {evento} ficou pela metade.');
    expect(report.abandoned.leads).toEqual([
      {
        id: LEADS.L2,
        name: 'Bruno Lima',
        phone: '11987650002',
        instagram: 'bruno',
        engagementScore: 65,
        checkoutStatus: 'expired',
        at: '2026-11-02T03:00:00.000Z',
        optedOut: false,
        whatsappUrl: `https://wa.me/5511987650002?text=${encodeURIComponent('Oi Bruno, seu pagamento de Imersão IA ficou pela metade.')}`,
      },
    ]);
    expect(report.engaged.total).toBe(1);
    expect(report.engaged.minimumScore).toBe(60);
    expect(report.engaged.leads.map((lead: { id: string }) => lead.id)).toEqual([LEADS.L3]);
    expect(decodeURIComponent(report.engaged.leads[0].whatsappUrl)).toContain(
      'Olá, Carla! Vi que você se interessou por Imersão IA.',
    );
    expect(report.series).toEqual([
      { day: '2026-11-01', abandoned: 0, engaged: 0 },
      { day: '2026-11-02', abandoned: 1, engaged: 1 },
      { day: '2026-11-03', abandoned: 0, engaged: 0 },
    ]);
    expect(report.checkoutsAbandoned).toBe(1);
  });

  it('launch results: sales, revenue, ticket, refunds, methods, attribution and events side by side', async () => {
    const report = await get(`/launch?${query}`);
    expect(report.totals).toEqual({
      sales: 2,
      grossRevenue: 387_732,
      averageTicket: 193_866,
      refunds: 1,
      refundedValue: 208_032,
      chargebacks: 0,
      chargebackValue: 0,
      netRevenue: 179_700,
    });
    expect(report.series).toEqual([
      { day: '2026-11-01', sales: 1, grossRevenue: 179_700, netRevenue: 179_700 },
      { day: '2026-11-02', sales: 1, grossRevenue: 208_032, netRevenue: 0 },
      { day: '2026-11-03', sales: 0, grossRevenue: 0, netRevenue: 0 },
    ]);
    expect(report.byMethod).toEqual([
      { value: 'Cartão', sales: 1, grossRevenue: 208_032, netRevenue: 0 },
      { value: 'PIX', sales: 1, grossRevenue: 179_700, netRevenue: 179_700 },
    ]);
    expect(report.byCampaign.map((row: { value: string }) => row.value)).toEqual(['remarketing', 'lanc']);
    expect(report.bySource).toEqual([
      { value: 'facebook', sales: 1, grossRevenue: 208_032, netRevenue: 0 },
      { value: 'instagram', sales: 1, grossRevenue: 179_700, netRevenue: 179_700 },
    ]);
    expect(report.byPartner).toEqual([
      { value: '', sales: 1, grossRevenue: 208_032, netRevenue: 0 },
      { value: 'parc-a', sales: 1, grossRevenue: 179_700, netRevenue: 179_700 },
    ]);
    expect(report.events).toEqual([
      { slug: 'live', title: 'Live de outubro', registrations: 0, buyers: 0, grossRevenue: 0 },
      { slug: 'imersao', title: 'Imersão IA', registrations: 2, buyers: 1, grossRevenue: 179_700 },
      // The immersion and the free call the migrations seed, dated ahead (the pages' dates): no
      // registrations in this dataset.
      {
        slug: 'imersao-ia-na-pratica',
        title: 'Imersão IA na Prática',
        registrations: 0,
        buyers: 0,
        grossRevenue: 0,
      },
      {
        slug: FREE_LIVE_CALL.slug,
        title: FREE_LIVE_CALL.title,
        registrations: 0,
        buyers: 0,
        grossRevenue: 0,
      },
    ]);
  });

  it('predictions: an admin trains on every lead, and each lead’s stored probability is the model’s', async () => {
    const before = await get(`/predictions?${query}`);
    expect(before.model).toBeNull();
    expect(before.distribution.every((bucket: { leads: number }) => bucket.leads === 0)).toBe(true);

    expect((await viewer.request('/predictions/train', { method: 'POST' })).status).toBe(403);
    const trained = await admin.request('/predictions/train', { method: 'POST' });
    expect(trained.status).toBe(200);
    const { model } = await trained.json();
    expect(model).toMatchObject({ examples: 5, positives: 2, trainedAt: DATASET_NOW.toISOString() });
    expect(model.calibration.reduce((sum: number, b: { leads: number }) => sum + b.leads, 0)).toBe(5);

    const { db } = database();
    const stored = await db
      .selectFrom('leads')
      .select(['id', 'conversion_probability', 'visit_count', 'time_on_page'])
      .orderBy('id')
      .execute();
    expect(stored.every((lead) => lead.conversion_probability !== null)).toBe(true);
    // L3: no visits, no behaviour, no Instagram, no checkout.
    const l3 = conversionProbability(modelOf(model), {
      visitCount: 0,
      timeOnPageMs: 0,
      clicks: 0,
      instagramGiven: false,
      checkoutCreated: false,
      checkoutVisited: false,
      checkoutAbandoned: false,
    });
    expect(Number(stored.find((lead) => lead.id === LEADS.L3)?.conversion_probability)).toBeCloseTo(l3, 4);

    const report = await get(`/predictions?${query}`);
    expect(report.model).toEqual(model);
    // The period's leads: L4 is a visitor who never filled the form.
    expect(report.distribution.reduce((sum: number, b: { leads: number }) => sum + b.leads, 0)).toBe(3);
    const unsold = stored.filter((lead) => [LEADS.L2, LEADS.L3].some((id) => id === lead.id));
    expect(report.leads.map((lead: { id: string }) => lead.id).sort()).toEqual([LEADS.L2, LEADS.L3]);
    for (const lead of report.leads) {
      expect(lead.probability).toBe(Number(unsold.find((row) => row.id === lead.id)?.conversion_probability));
    }
  });

  it('exports what a chart shows as CSV, for admins only', async () => {
    const res = await admin.request(`/funnel/export?chart=steps&${query}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="funil-steps-2026-11-01-a-2026-11-03.csv"',
    );
    expect(await readCsv(res)).toEqual([
      ['Etapa', 'Quantidade', 'Conversão', 'Em relação a'],
      ['Visitas', '5', '', ''],
      ['Leads', '3', '', ''],
      ['Leads com Instagram', '2', '66,7%', 'Leads'],
      ['Checkouts abertos', '4', '133,3%', 'Leads'],
      ['Checkouts visitados', '3', '75%', 'Checkouts abertos'],
      ['Vendas', '2', '66,7%', 'Checkouts visitados'],
    ]);
    expect(await readCsv(await admin.request(`/launch/export?chart=method&${query}`))).toEqual([
      ['Forma de pagamento', 'Vendas', 'Receita bruta (R$)', 'Receita líquida (R$)'],
      ['Cartão', '1', '2080,32', '0,00'],
      ['PIX', '1', '1797,00', '1797,00'],
    ]);
    expect((await viewer.request(`/funnel/export?chart=steps&${query}`)).status).toBe(403);
    expect((await admin.request(`/funnel/export?chart=nope&${query}`)).status).toBe(404);
  });

  it('refuses a period that is not one, and defaults to the last 30 days', async () => {
    const bad = await admin.request('/funnel?from=2026-11-03&to=2026-11-01');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe('validation_failed');
    const report = await get('/launch');
    expect(report.period).toEqual({ from: '2026-10-05', to: '2026-11-03' });
    // C4 was paid on 4 November in São Paulo, after the default period's last day.
    expect(report.totals.sales).toBe(2);
  });
});
