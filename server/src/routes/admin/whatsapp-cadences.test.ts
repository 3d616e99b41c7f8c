import { ERRORS } from '@funil/core/errors';
import type { CadencePreviewView, CadenceSummary, CadencesList } from '@funil/core/whatsapp-staff';
import { adminDepsFor, insertBuyer, insertLead, jsonRequest } from '@funil/testkit/fixtures/lead-fixtures';
import { asStaff } from '@funil/testkit/server/as-staff';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { beforeEach, expect, it } from 'vitest';
import { whatsappCadencesRoutes } from './whatsapp-cadences.ts';

const NOW = '2025-04-03T09:30:00.000Z';

const RECOVERY = {
  name: 'Recuperação de checkout',
  trigger: 'checkout_unpaid',
  steps: [
    { delay_minutes: 15, text: 'Oi {primeiro_nome}, seu pagamento ficou pendente: {link_pagamento}' },
    {
      delay_minutes: 180,
      text: 'Ainda dá tempo, {primeiro_nome}!',
      template: { name: 'recuperacao_3h', language: 'pt_BR' },
    },
  ],
  stop_on_purchase: true,
  stop_on_reply: false,
};

describeEachEngine('/api/admin/whatsapp/cadences', (database) => {
  // The default cadences (migration 0030) aside: each test lists only what it created.
  beforeEach(async () => {
    await database().db.deleteFrom('cadences').execute();
  });

  const routes = (role: 'admin' | 'viewer' = 'admin') =>
    asStaff(whatsappCadencesRoutes(adminDepsFor(database().db, NOW)), role);
  const create = async (body: unknown = RECOVERY) => {
    const res = await routes().request('/', jsonRequest('POST', body));
    expect(res.status).toBe(201);
    return ((await res.json()) as { cadence: CadenceSummary }).cadence;
  };

  it('creates a cadence an admin sends and lists it with its steps and nothing sent yet', async () => {
    const created = await create();
    expect(created).toMatchObject({
      name: 'Recuperação de checkout',
      trigger: 'checkout_unpaid',
      status: 'active',
      stopOnPurchase: true,
      stopOnReply: false,
      messagesSent: 0,
      lastSentAt: null,
      createdAt: NOW,
    });
    expect(created.steps).toEqual(RECOVERY.steps);

    const list = (await (await routes('viewer').request('/')).json()) as CadencesList;
    expect(list.cadences.map((c) => c.id)).toEqual([created.id]);
    const one = await routes('viewer').request(`/${created.id}`);
    expect(((await one.json()) as { cadence: CadenceSummary }).cadence).toEqual(created);
  });

  it('refuses a viewer every write, and changes nothing', async () => {
    const created = await create();
    const viewer = routes('viewer');
    const attempts = [
      viewer.request('/', jsonRequest('POST', RECOVERY)),
      viewer.request(`/${created.id}`, jsonRequest('PUT', { ...RECOVERY, name: 'Outra' })),
      viewer.request(`/${created.id}/pause`, jsonRequest('POST', {})),
      viewer.request(`/${created.id}/resume`, jsonRequest('POST', {})),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: { code: 'forbidden', message: ERRORS.forbidden } });
    }
    const list = (await (await viewer.request('/')).json()) as CadencesList;
    expect(list.cadences).toHaveLength(1);
    expect(list.cadences[0]).toMatchObject({ name: RECOVERY.name, status: 'active' });
  });

  it('answers 400 with a pt-BR message next to each refused field', async () => {
    const res = await routes().request(
      '/',
      jsonRequest('POST', {
        name: '  ',
        trigger: 'whenever',
        steps: [
          { delay_minutes: -5, text: 'Oi {apelido}' },
          { delay_minutes: 10, text: '' },
          { delay_minutes: 10, text: 'ok', template: { name: '', language: 'pt_BR' } },
        ],
      }),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields).toEqual({
      name: ERRORS.cadence_name_invalid,
      trigger: ERRORS.cadence_trigger_invalid,
      'steps.0.delay_minutes': ERRORS.cadence_delay_invalid,
      // The texts are checked even when other fields are refused.
      'steps.0.text': 'A mensagem usa uma variável que não existe: {apelido}.',
      'steps.1.text': ERRORS.cadence_text_invalid,
      'steps.2.template': ERRORS.cadence_template_invalid,
    });

    const noSteps = await routes().request('/', jsonRequest('POST', { ...RECOVERY, steps: [] }));
    expect(((await noSteps.json()) as { error: { fields: object } }).error.fields).toEqual({
      steps: ERRORS.cadence_steps_invalid,
    });
    const list = (await (await routes().request('/')).json()) as CadencesList;
    expect(list.cadences).toEqual([]);
  });

  it('refuses a variable that does not exist, naming it', async () => {
    const res = await routes().request(
      '/',
      jsonRequest('POST', {
        ...RECOVERY,
        steps: [{ delay_minutes: 0, text: 'Oi {apelido}, {primeiro_nome}' }],
      }),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { message: string; fields: Record<string, string> } };
    expect(body.error.fields).toEqual({
      'steps.0.text': 'A mensagem usa uma variável que não existe: {apelido}.',
    });
    expect(body.error.message).toBe('A mensagem usa uma variável que não existe: {apelido}.');
  });

  it('edits, pauses and resumes a cadence; an unknown one is 404', async () => {
    const created = await create();
    const edited = await routes().request(
      `/${created.id}`,
      jsonRequest('PUT', { ...RECOVERY, name: 'PIX pendente', steps: [RECOVERY.steps[0]] }),
    );
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { cadence: CadenceSummary }).cadence).toMatchObject({
      id: created.id,
      name: 'PIX pendente',
      steps: [RECOVERY.steps[0]],
    });

    const paused = await routes().request(`/${created.id}/pause`, jsonRequest('POST', {}));
    expect(((await paused.json()) as { cadence: CadenceSummary }).cadence.status).toBe('paused');
    const resumed = await routes().request(`/${created.id}/resume`, jsonRequest('POST', {}));
    expect(((await resumed.json()) as { cadence: CadenceSummary }).cadence.status).toBe('active');

    for (const res of await Promise.all([
      routes().request('/nope'),
      routes().request('/nope', jsonRequest('PUT', RECOVERY)),
      routes().request('/nope/pause', jsonRequest('POST', {})),
    ])) {
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('cadence_not_found');
    }
  });

  it('previews the cadence as typed with a real lead, its values filled; a viewer may not', async () => {
    const { db } = database();
    await insertBuyer(db, { id: 'l1', name: 'Ana Maria Souza' }, 'pix');
    await insertLead(db, { id: 'l2', name: 'Bruno Reis', phone: '5531911112222' });
    const forbidden = await routes('viewer').request(
      '/preview',
      jsonRequest('POST', { leadId: 'l1', cadence: RECOVERY }),
    );
    expect(forbidden.status).toBe(403);
    const res = await routes().request('/preview', jsonRequest('POST', { leadId: 'l1', cadence: RECOVERY }));
    expect(res.status).toBe(200);
    const preview = (await res.json()) as CadencePreviewView;
    expect(preview.leadId).toBe('l1');
    expect(preview.steps.map((s) => [s.step, s.delayMinutes])).toEqual([
      [0, 15],
      [1, 180],
    ]);
    expect(preview.steps[0]?.text).toMatch(
      /^Oi Ana, seu pagamento ficou pendente: http:\/\/localhost\/sandbox\/checkout\//,
    );
    expect(preview.steps[1]?.text).toBe('Ainda dá tempo, Ana!');

    const unknown = await routes().request(
      '/preview',
      jsonRequest('POST', { leadId: 'ghost', cadence: RECOVERY }),
    );
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe('staff_lead_not_found');
    const invalid = await routes().request(
      '/preview',
      jsonRequest('POST', { leadId: 'l2', cadence: { ...RECOVERY, name: '' } }),
    );
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { error: { fields: object } }).error.fields).toEqual({
      name: ERRORS.cadence_name_invalid,
    });
  });
});
