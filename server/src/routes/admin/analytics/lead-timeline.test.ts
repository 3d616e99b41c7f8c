// The journey timeline as staff reach it: found by name, phone or e-mail, told in pt-BR, on both engines.

import { DATASET_NOW, LEADS, seedAnalyticsDataset } from '@funil/testkit/datasets/analytics-dataset';
import { adminDepsFor } from '@funil/testkit/fixtures/lead-fixtures';
import { asStaff } from '@funil/testkit/server/as-staff';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { beforeEach, expect, it } from 'vitest';
import { analyticsRoutes } from './analytics-routes.ts';

describeEachEngine('lead timeline', (database) => {
  let viewer: ReturnType<typeof asStaff>;
  const get = async (path: string) => {
    const res = await viewer.request(path);
    expect(res.status).toBe(200);
    return res.json();
  };
  const found = async (q: string) =>
    (await get(`/journey/leads?${new URLSearchParams({ q })}`)).leads.map((lead: { id: string }) => lead.id);

  beforeEach(async () => {
    const { db } = database();
    await seedAnalyticsDataset(db);
    await db
      .updateTable('leads')
      .set({ email: 'ana.souza@exemplo.com.br' })
      .where('id', '=', LEADS.L1)
      .execute();
    viewer = asStaff(analyticsRoutes(adminDepsFor(db, DATASET_NOW)), 'viewer');
  });

  it('finds leads by part of the name, the phone typed any way, the e-mail or the Instagram', async () => {
    expect(await found('ana sou')).toEqual([LEADS.L1]);
    expect(await found('LIMA')).toEqual([LEADS.L2]);
    expect(await found('(11) 98765-0003')).toEqual([LEADS.L3]);
    expect(await found('+55 11 98765-0003')).toEqual([LEADS.L3]);
    expect(await found('98765-000')).toEqual([LEADS.L4, LEADS.L3, LEADS.L2, LEADS.L1, LEADS.L5]);
    expect(await found('ana.souza@exemplo')).toEqual([LEADS.L1]);
    expect(await found('@bruno')).toEqual([LEADS.L2]);
    const match = await get('/journey/leads?q=Carla');
    expect(match).toEqual({
      leads: [
        {
          id: LEADS.L3,
          name: 'Carla Dias',
          phone: '11987650003',
          email: '',
          instagram: null,
          journeyStage: 'lead',
          conversionStage: 'new_lead',
          createdAt: '2026-11-02T15:00:00.000Z',
        },
      ],
      more: false,
    });
  });

  it('refuses a search too short to mean anyone, in pt-BR', async () => {
    for (const q of ['', ' a ']) {
      const res = await viewer.request(`/journey/leads?${new URLSearchParams({ q })}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        error: {
          code: 'validation_failed',
          message: 'Digite pelo menos 2 letras ou números do nome, telefone ou e-mail.',
        },
      });
    }
    expect((await viewer.request('/journey/leads')).status).toBe(400);
  });

  it('tells one lead’s story in time order, in pt-BR', async () => {
    const timeline = await get(`/journey/leads/${LEADS.L1}/timeline`);
    expect(timeline.lead).toEqual({
      id: LEADS.L1,
      name: 'Ana Souza',
      journeyStage: 'customer',
      conversionStage: 'payment_approved',
      createdAt: '2026-11-01T12:00:00.000Z',
    });
    expect(
      timeline.entries.map((entry: { kind: string; label: string; detail: string }) => [
        entry.kind,
        entry.label,
        entry.detail,
      ]),
    ).toEqual([
      ['created', 'Cadastro criado', 'Etapa: Pagamento aprovado'],
      ['visit', 'Visita a /vendas', 'Celular'],
      ['page_view', 'Viu /vendas', '60 s na página'],
      ['click', 'Clique em cta-comprar', '/vendas'],
      ['click', 'Clique em cta-comprar', '/vendas'],
      ['registration', 'Inscrição em Imersão IA', 'Inscrito'],
      ['checkout', 'Checkout PIX de R$\u00a01.797,00', 'Situação atual: Pago'],
      ['payment', 'Pagamento confirmado', 'Aviso de Asaas'],
      ['page_view', 'Viu /obrigado', '60 s na página'],
      ['visit', 'Visita a /obrigado', 'Celular'],
      ['interaction', 'Clicou no WhatsApp', ''],
    ]);
    expect((await viewer.request('/journey/leads/nobody/timeline')).status).toBe(404);
  });

  it('names each registered visit by its page, device and referrer', async () => {
    const { db } = database();
    await db
      .insertInto('lead_visits')
      .values({
        id: 'V-L3',
        lead_id: LEADS.L3,
        visited_at: '2026-11-02T16:00:00.000Z',
        page: '/ianapratica',
        referrer: 'https://l.instagram.com/',
        device: 'mobile',
      })
      .execute();
    const timeline = await get(`/journey/leads/${LEADS.L3}/timeline`);
    expect(timeline.entries).toContainEqual({
      at: '2026-11-02T16:00:00.000Z',
      kind: 'visit',
      label: 'Visita a /ianapratica',
      detail: 'Celular · veio de https://l.instagram.com/',
    });
  });
});
