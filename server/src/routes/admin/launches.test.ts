// The launches end to end on each engine: launch 1 from the migration, a duplicate with rows of its
// own, a draft nobody outside the staff sees, publishing it (the site's launch changes, a lead
// registers for its call, a checkout sells its offer), closing, and every refusal with its code.

import type { LeadParticipation } from '@funil/core/admin-leads';
import { DEFAULT_LAUNCH_SETTINGS, type PublicLaunchSettings } from '@funil/core/launch-settings';
import { DEFAULT_LAUNCH_TEXTS } from '@funil/core/launch-texts';
import type { LaunchDetail, LaunchSummary } from '@funil/core/launches';
import type { LeadSaved } from '@funil/core/lead';
import { adminDepsFor, jsonRequest } from '@funil/testkit/fixtures/lead-fixtures';
import { addLead, plannerDeps } from '@funil/testkit/fixtures/whatsapp-planner-fixtures';
import { asStaff } from '@funil/testkit/server/as-staff';
import { modalCheckoutRequest } from '@funil/testkit/server/checkout-request';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { postJson, testAppOn } from '@funil/testkit/server/test-server';
import { expect, it } from 'vitest';
import { createComposeMessage } from '../../domain/whatsapp/compose-message.ts';
import { planCadenceJobs } from '../../domain/whatsapp/plan-jobs.ts';
import { adminLeadsRoutes } from './admin-leads-routes.ts';
import { debriefingRoutes } from './debriefing.ts';
import { launchesAdminRoutes } from './launches.ts';

const NOW = '2026-11-20T10:00:00.000Z';

describeEachEngine('launches', (database) => {
  const staff = (role: 'admin' | 'viewer' = 'admin') =>
    asStaff(launchesAdminRoutes(adminDepsFor(database().db, NOW)), role);
  const send = (method: string, path: string, body: unknown = {}, role: 'admin' | 'viewer' = 'admin') =>
    staff(role).request(path, jsonRequest(method, body));
  const leads = () => asStaff(adminLeadsRoutes(adminDepsFor(database().db, NOW)), 'viewer');
  const launchOf = async (res: Response) => ((await res.json()) as { launch: LaunchDetail }).launch;
  const errorOf = async (res: Response) =>
    ((await res.json()) as { error: { code: string; message: string } }).error;
  const list = async () =>
    ((await (await staff('viewer').request('/')).json()) as { launches: LaunchSummary[] }).launches;

  async function duplicateFirst(name = 'Lançamento Março') {
    const [first] = await list();
    const res = await send('POST', `/${first?.id}/duplicate`, { name });
    expect(res.status).toBe(201);
    return launchOf(res);
  }

  it('starts with launch 1, current, with the spec’s launch', async () => {
    const launches = await list();
    expect(launches).toEqual([
      expect.objectContaining({
        name: 'IA na Prática',
        slug: 'ia-na-pratica',
        state: 'sold_out',
        isCurrent: true,
      }),
    ]);
  });

  it('duplicates a launch into a draft with events and an offer of its own, audited', async () => {
    const draft = await duplicateFirst();
    expect(draft).toMatchObject({
      name: 'Lançamento Março',
      slug: 'lancamento-marco',
      state: 'draft',
      isCurrent: false,
    });
    const db = database().db;
    const events = await db
      .selectFrom('events')
      .select(['slug', 'kind'])
      .where('launch_id', '=', draft.id)
      .orderBy('slug')
      .execute();
    expect(events).toEqual([
      { slug: 'call-gratuita-ia-nos-negocios-lancamento-marco', kind: 'free_call' },
      { slug: 'imersao-ia-na-pratica-lancamento-marco', kind: 'immersion' },
    ]);
    const offers = await db.selectFrom('offers').select('code').where('launch_id', '=', draft.id).execute();
    expect(offers).toEqual([{ code: 'ia-na-pratica-lancamento-marco' }]);
    const detail = (await (await staff('viewer').request(`/${draft.id}`)).json()) as {
      audit: { action: string; staffEmail: string }[];
    };
    expect(detail.audit).toEqual([
      expect.objectContaining({ action: 'duplicated', staffEmail: 'admin@funil.test' }),
    ]);
  });

  it('keeps a draft from visitors while staff preview it, then publishes it as the site’s launch', async () => {
    const { app, db } = testAppOn(database().db);
    const draft = await duplicateFirst();
    const settings = {
      ...draft.settings,
      state: 'capturing',
      freeCall: { ...draft.settings.freeCall, date: '2027-03-10', time: '20:00' },
      program: { pixPriceCents: 99_700, cardInstallments: 10, cardTotalCents: 109_700 },
      product: { name: 'IA PARA VENDER', description: null, included: null, access: null },
    };
    const saved = await send('PUT', `/${draft.id}`, { name: 'Lançamento de Março', slug: 'marco', settings });
    expect(saved.status).toBe(200);
    expect(await launchOf(saved)).toMatchObject({
      name: 'Lançamento de Março',
      slug: 'marco',
      state: 'draft',
    });

    const preview = (await (
      await staff('viewer').request(`/${draft.id}/preview`)
    ).json()) as PublicLaunchSettings;
    expect(preview.freeCall.startsAt).toBe('2027-03-10T23:00:00.000Z');
    const before = (await (await app.request('/api/launch-settings')).json()) as PublicLaunchSettings;
    expect(before.program.pixPriceCents).toBe(DEFAULT_LAUNCH_SETTINGS.program.pixPriceCents);
    expect((await app.request('/api/launch-settings?launch=marco')).status).toBe(404);

    // A lead of launch 1, registered for its call.
    expect(
      (await postJson(app, '/api/leads', { name: 'Ana Lima', phone: '11987650001', free_call: true })).status,
    ).toBe(201);

    const published = await launchOf(await send('POST', `/${draft.id}/publish`));
    expect(published).toMatchObject({ state: 'capturing', isCurrent: true });
    const after = (await (await app.request('/api/launch-settings')).json()) as PublicLaunchSettings;
    expect(after.freeCall.startsAt).toBe('2027-03-10T23:00:00.000Z');
    expect(
      ((await (await app.request('/api/launch-settings?launch=marco')).json()) as PublicLaunchSettings)
        .program.pixPriceCents,
    ).toBe(99_700);
    expect((await list()).filter((launch) => launch.isCurrent).map((launch) => launch.slug)).toEqual([
      'marco',
    ]);
    // Each launch's run, as the staff reports open on it: launch 1 until this publication, then March.
    const runs = Object.fromEntries((await list()).map((launch) => [launch.slug, launch.ran]));
    const { publishedAt } = published;
    expect(runs).toEqual({
      'ia-na-pratica': { from: '1970-01-01T00:00:00.000Z', to: publishedAt },
      marco: { from: publishedAt, to: null },
    });

    // A lead of the new launch registers for its own call; launch 1's registrant stays launch 1's.
    expect(
      (await postJson(app, '/api/leads', { name: 'Bia Rocha', phone: '11987650002', free_call: true }))
        .status,
    ).toBe(201);
    const registrations = await db
      .selectFrom('event_registrations as r')
      .innerJoin('events as e', 'e.id', 'r.event_id')
      .innerJoin('leads as l', 'l.id', 'r.lead_id')
      .select(['l.name', 'e.launch_id'])
      .orderBy('l.name')
      .execute();
    const [first] = (await list()).filter((launch) => launch.slug === 'ia-na-pratica');
    expect(registrations).toEqual([
      { name: 'Ana Lima', launch_id: first?.id },
      { name: 'Bia Rocha', launch_id: draft.id },
    ]);
    // The staff's leads list and its export read one launch's people, or everyone's.
    const listed = async (query: string) =>
      ((await (await leads().request(`/${query}`)).json()) as { items: { name: string }[] }).items
        .map((lead) => lead.name)
        .sort();
    // (Bia's save is dated by the test's clock, inside launch 1's time, so launch 1 lists her too.)
    expect(await listed(`?launch=${first?.id}`)).toContain('Ana Lima');
    expect(await listed(`?launch=${draft.id}`)).toEqual(['Bia Rocha']);
    expect(await listed('')).toEqual(['Ana Lima', 'Bia Rocha']);
    expect((await leads().request('/?launch=nao-e-um-id')).status).toBe(400);

    // Its checkouts sell its offer, at its price.
    expect((await postJson(app, '/api/payments/pix', modalCheckoutRequest('pix', null))).status).toBe(200);
    const checkouts = await db
      .selectFrom('checkouts')
      .select(['offer_code', 'amount_cents', 'launch_id'])
      .execute();
    expect(checkouts).toEqual([
      { offer_code: 'ia-na-pratica-lancamento-marco', amount_cents: 99_700, launch_id: draft.id },
    ]);
    // Named after its product, whatever the browser sent: the provider's item and the order line.
    const [sold] = await db.selectFrom('checkouts').select('id').execute();
    const summary = (await (await app.request(`/api/purchases/${sold?.id}`)).json()) as {
      product: { name: string };
    };
    expect(summary.product.name).toBe('IA PARA VENDER');
    expect(after.program.name).toBe('IA PARA VENDER');
  });

  it('closes a launch that is not the current one, and refuses what a closed or current launch cannot do', async () => {
    const [first] = await list();
    const draft = await duplicateFirst();
    const refused = await send('POST', `/${first?.id}/close`);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatchObject({
      code: 'launch_is_current',
      message: 'Este é o lançamento atual do site: publique outro antes de encerrá-lo.',
    });

    expect((await send('POST', `/${draft.id}/publish`)).status).toBe(200);
    const closed = await send('POST', `/${first?.id}/close`);
    expect(await launchOf(closed)).toMatchObject({ state: 'closed', isCurrent: false });
    const edit = await send('PUT', `/${first?.id}`, {
      name: 'Outro nome',
      slug: 'ia-na-pratica',
      settings: DEFAULT_LAUNCH_SETTINGS,
    });
    expect(edit.status).toBe(409);
    expect((await errorOf(edit)).code).toBe('launch_closed');
    expect((await send('POST', `/${first?.id}/publish`)).status).toBe(409);
  });

  it('refuses a taken address, a bad name, an unknown launch and a viewer, changing nothing', async () => {
    const draft = await duplicateFirst();
    const taken = await send('POST', '/', { name: 'Outro', slug: 'lancamento-marco' });
    expect(taken.status).toBe(409);
    expect((await errorOf(taken)).code).toBe('launch_slug_taken');
    const short = await send('POST', '/', { name: 'A' });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({
      error: {
        code: 'validation_failed',
        fields: { name: 'Informe o nome do lançamento (de 3 a 80 caracteres).' },
      },
    });
    expect((await send('POST', '/00000000-0000-4000-8000-000000000000/publish')).status).toBe(404);
    expect((await send('POST', `/${draft.id}/publish`, {}, 'viewer')).status).toBe(403);
    expect((await list()).map((launch) => launch.slug).sort()).toEqual(['ia-na-pratica', 'lancamento-marco']);
  });

  it('creates a launch from the template with the spec’s launch', async () => {
    const res = await send('POST', '/', { name: 'Lançamento Junho' });
    expect(res.status).toBe(201);
    const launch = await launchOf(res);
    expect(launch).toMatchObject({ slug: 'lancamento-junho', state: 'draft' });
    expect(launch.settings.program).toEqual(DEFAULT_LAUNCH_SETTINGS.program);
  });

  it('reminds each launch’s registrants of their own call: the next launch starts with none', async () => {
    const db = database().db;
    const [first] = await list();
    const callOf = async (launchId: string | undefined) =>
      (
        await db
          .selectFrom('events')
          .select('id')
          .where('launch_id', '=', launchId ?? '')
          .where('kind', '=', 'free_call')
          .executeTakeFirstOrThrow()
      ).id;
    const register = (leadId: string, eventId: string) =>
      db
        .insertInto('event_registrations')
        .values({
          id: `reg-${leadId}`,
          event_id: eventId,
          lead_id: leadId,
          registration_date: NOW,
          created_at: NOW,
          updated_at: NOW,
        })
        .execute();
    const dayBefore = (leadId: string) =>
      db
        .selectFrom('whatsapp_jobs')
        .select(['subject_id', 'due_at'])
        .where('lead_id', '=', leadId)
        .where('step', '=', 0)
        .where('cadence_id', '=', '5ab1f6d7-ca32-4d50-b2ac-b056f7d8c3b8')
        .execute();

    // Launch 1's call on 15/01 at 20:00, with its registrant.
    const january = {
      ...DEFAULT_LAUNCH_SETTINGS,
      freeCall: { date: '2027-01-15', time: '20:00', zoomUrl: null },
    };
    expect(
      (
        await send('PUT', `/${first?.id}`, {
          name: 'IA na Prática',
          slug: 'ia-na-pratica',
          settings: january,
        })
      ).status,
    ).toBe(200);
    await addLead(db, 'janeiro', NOW, { phone: '5511987650001' });
    await register('janeiro', await callOf(first?.id));
    await planCadenceJobs(plannerDeps(db), new Date('2027-01-14T23:05:00.000Z'));
    expect(await dayBefore('janeiro')).toEqual([
      { subject_id: await callOf(first?.id), due_at: '2027-01-14T23:00:00.000Z' },
    ]);

    // The March launch, published: its call on 10/03, its own registrant.
    const march = await duplicateFirst();
    // Its day-before reminder in its own words, with a launch value ({programa}) and the lead's.
    const settings = {
      ...march.settings,
      freeCall: { date: '2027-03-10', time: '20:00', zoomUrl: null },
      texts: {
        ...march.settings.texts,
        whatsapp: {
          ...march.settings.texts.whatsapp,
          dayBefore: '{primeiro_nome}, a turma de março do {programa} começa amanhã, {data_evento}!',
        },
      },
    };
    expect((await send('PUT', `/${march.id}`, { name: march.name, slug: march.slug, settings })).status).toBe(
      200,
    );
    expect((await send('POST', `/${march.id}/publish`)).status).toBe(200);
    await addLead(db, 'marco', NOW, { phone: '5511987650002' });
    await register('marco', await callOf(march.id));
    await planCadenceJobs(plannerDeps(db), new Date('2027-03-09T23:05:00.000Z'));

    expect(await dayBefore('marco')).toEqual([
      { subject_id: await callOf(march.id), due_at: '2027-03-09T23:00:00.000Z' },
    ]);
    // January's registrant keeps January's call: not moved to March, not reminded of it.
    expect(await dayBefore('janeiro')).toEqual([
      { subject_id: await callOf(first?.id), due_at: '2027-01-14T23:00:00.000Z' },
    ]);
    const january1 = await db
      .selectFrom('events')
      .select('starts_at')
      .where('id', '=', await callOf(first?.id))
      .executeTakeFirstOrThrow();
    expect(january1.starts_at).toBe('2027-01-15T23:00:00.000Z');

    // March's call reminds March's registrant alone, with March's date in the day-before text.
    const marchJobs = await db
      .selectFrom('whatsapp_jobs')
      .select(['lead_id', 'step'])
      .where('subject_id', '=', await callOf(march.id))
      .orderBy('step')
      .execute();
    expect(new Set(marchJobs.map((row) => row.lead_id))).toEqual(new Set(['marco']));
    const [dueMarch] = await db
      .selectFrom('whatsapp_jobs')
      .select(['id', 'lead_id', 'cadence_id', 'step', 'subject_id', 'due_at', 'attempts'])
      .where('lead_id', '=', 'marco')
      .where('step', '=', 0)
      .where('cadence_id', '=', '5ab1f6d7-ca32-4d50-b2ac-b056f7d8c3b8')
      .execute();
    const message = await createComposeMessage(plannerDeps(db, settings))(
      {
        id: dueMarch?.id ?? '',
        leadId: 'marco',
        cadenceId: dueMarch?.cadence_id ?? '',
        step: 0,
        subjectId: dueMarch?.subject_id ?? '',
        dueAt: dueMarch?.due_at ?? '',
        attempts: 0,
      },
      new Date('2027-03-09T23:05:00.000Z'),
    );
    expect(message).toMatchObject({
      kind: 'send',
      text: expect.stringMatching(/, a turma de março do IA NA PRÁTICA começa amanhã, 10\/03 às 20:00!$/),
    });
    expect(JSON.stringify(message)).not.toContain('15/01');

    // January's call keeps the template's words: one launch's texts never reach another's people.
    const januaryTemplates = await db
      .selectFrom('event_message_templates')
      .select('body')
      .where('event_id', '=', await callOf(first?.id))
      .where('message_type', '=', 'lembrete_dia_anterior')
      .execute();
    expect(januaryTemplates).toEqual([{ body: DEFAULT_LAUNCH_TEXTS.whatsapp.dayBefore }]);
  });

  it('registers a partner page’s lead for the call of the launch its snippet names, while it is published', async () => {
    const { app, db } = testAppOn(database().db);
    const [first] = await list();
    const march = await duplicateFirst();
    const save = (name: string, phone: string, launch: string) =>
      postJson(app, '/api/leads', { name, phone, free_call: true, launch });
    const launchOfRegistration = async (name: string) =>
      (
        await db
          .selectFrom('event_registrations as r')
          .innerJoin('events as e', 'e.id', 'r.event_id')
          .innerJoin('leads as l', 'l.id', 'r.lead_id')
          .select('e.launch_id')
          .where('l.name', '=', name)
          .executeTakeFirstOrThrow()
      ).launch_id;

    // A draft is nobody's to register for: the current launch's call, and the lead is saved.
    expect((await save('Caio Draft', '11987650011', march.slug)).status).toBe(201);
    expect(await launchOfRegistration('Caio Draft')).toBe(first?.id);
    expect((await save('Duda Velha', '11987650012', 'nao-existe')).status).toBe(201);
    expect(await launchOfRegistration('Duda Velha')).toBe(first?.id);

    // Published (and the site now shows it), launch 1's snippet still brings launch 1's registrants.
    expect((await send('POST', `/${march.id}/publish`)).status).toBe(200);
    expect((await save('Eva Antiga', '11987650013', 'ia-na-pratica')).status).toBe(201);
    expect(await launchOfRegistration('Eva Antiga')).toBe(first?.id);
    expect((await save('Fabi Nova', '11987650014', march.slug)).status).toBe(201);
    expect(await launchOfRegistration('Fabi Nova')).toBe(march.id);
  });

  it('keeps a person in two launches one lead with two participations, shown in their journey', async () => {
    const { app, db } = testAppOn(database().db);
    const [first] = await list();
    const detail = async (id: string) =>
      (await (await leads().request(`/${id}`)).json()) as {
        participations: LeadParticipation[];
        registrations: { event_title: string; launch_name: string | null }[];
      };

    // Ana registers in launch 1's call from her browser.
    const saved = await postJson(app, '/api/leads', {
      name: 'Ana Lima',
      phone: '11987650001',
      free_call: true,
    });
    const ana = (await saved.json()) as LeadSaved;
    expect(saved.status).toBe(201);

    // Launch 2 is published, and Ana, from the same browser, registers again: for launch 2's call.
    const march = await duplicateFirst();
    expect((await send('POST', `/${march.id}/publish`)).status).toBe(200);
    const again = await postJson(app, '/api/leads', {
      name: 'Ana Lima',
      phone: '11987650001',
      free_call: true,
      leadId: ana.id,
      leadToken: ana.token,
    });
    expect(again.status).toBe(200);
    expect(((await again.json()) as LeadSaved).id).toBe(ana.id);

    // One lead…
    expect(await db.selectFrom('leads').select('id').execute()).toEqual([{ id: ana.id }]);
    // …with two participations, oldest first, each with its own launch's call and no purchase.
    const { participations } = await detail(ana.id);
    expect(participations).toEqual([
      expect.objectContaining({
        launchId: first?.id,
        launchName: 'IA na Prática',
        events: ['Call gratuita: automatize seu negócio com IA'],
        checkouts: 0,
        bought: false,
      }),
      expect.objectContaining({
        launchId: march.id,
        launchName: 'Lançamento Março',
        events: ['Call gratuita: automatize seu negócio com IA'],
        checkouts: 0,
        bought: false,
      }),
    ]);

    // Her registrations name their launch: the same call's title twice, told apart.
    expect((await detail(ana.id)).registrations.map((r) => [r.event_title, r.launch_name]).sort()).toEqual([
      ['Call gratuita: automatize seu negócio com IA', 'IA na Prática'],
      ['Call gratuita: automatize seu negócio com IA', 'Lançamento Março'],
    ]);

    // A checkout she opens now is launch 2's: only launch 2's participation counts it.
    expect(
      (
        await postJson(
          app,
          '/api/payments/pix',
          modalCheckoutRequest('pix', ana.id, { leadToken: ana.token }),
        )
      ).status,
    ).toBe(200);
    expect((await detail(ana.id)).participations.map((p) => [p.launchName, p.checkouts])).toEqual([
      ['IA na Prática', 0],
      ['Lançamento Março', 1],
    ]);
  });

  it('serves each launch’s calendar files: the current one’s, or a published one’s by its address, never a draft’s', async () => {
    const { app } = testAppOn(database().db);
    const march = await duplicateFirst();
    const settings = {
      ...march.settings,
      freeCall: { date: '2027-03-10', time: '20:00', zoomUrl: null },
      immersion: { ...march.settings.immersion, date: '2027-03-21' },
    };
    expect((await send('PUT', `/${march.id}`, { name: march.name, slug: march.slug, settings })).status).toBe(
      200,
    );
    const ics = async (path: string) => {
      const res = await app.request(`/api/calendar/${path}`);
      return { status: res.status, body: res.status === 200 ? await res.text() : '' };
    };
    // A draft's files are nobody's.
    expect((await ics(`call-gratuita-ia-nos-negocios.ics?launch=${march.slug}`)).status).toBe(404);

    expect((await send('POST', `/${march.id}/publish`)).status).toBe(200);
    const call = await ics('call-gratuita-ia-nos-negocios.ics');
    expect(call.body).toContain('DTSTART:20270310T230000Z');
    expect(call.body).toContain('UID:call-gratuita-ia-nos-negocios-lancamento-marco@funil');
    const immersion = await ics('imersao-ia-na-pratica.ics');
    expect(immersion.body).toContain('DTSTART:20270321T120000Z');
    expect(immersion.body).toContain('UID:imersao-ia-na-pratica-lancamento-marco@funil');

    // Launch 1's, by its address, keeps its own date and UID.
    const first = await ics('call-gratuita-ia-nos-negocios.ics?launch=ia-na-pratica');
    expect(first.body).not.toContain('20270310');
    expect(first.body).toContain('UID:call-gratuita-ia-nos-negocios@funil');

    const web = await app.request('/api/calendar/call-gratuita-ia-nos-negocios/agenda-google');
    expect(new URL(web.headers.get('location') ?? '').searchParams.get('dates')).toBe(
      '20270310T230000Z/20270311T000000Z',
    );
    expect(
      (await app.request('/api/calendar/call-gratuita-ia-nos-negocios/agenda-google?launch=nao-existe'))
        .status,
    ).toBe(404);
  });

  it('tells each launch’s events apart in the debriefing, and lists one launch’s alone', async () => {
    const [first] = await list();
    const march = await duplicateFirst();
    const debriefing = asStaff(debriefingRoutes(adminDepsFor(database().db, NOW)), 'viewer');
    const eventsOf = async (query: string) =>
      (
        (await (await debriefing.request(`/events${query}`)).json()) as {
          events: { slug: string; launchName: string | null; launchId: string | null }[];
        }
      ).events;
    const all = await eventsOf('');
    expect(all.map((event) => [event.slug, event.launchName]).sort()).toEqual([
      ['call-gratuita-ia-nos-negocios', 'IA na Prática'],
      ['call-gratuita-ia-nos-negocios-lancamento-marco', 'Lançamento Março'],
      ['imersao-ia-na-pratica', 'IA na Prática'],
      ['imersao-ia-na-pratica-lancamento-marco', 'Lançamento Março'],
    ]);
    expect((await eventsOf(`?launch=${march.id}`)).map((event) => event.launchId)).toEqual([
      march.id,
      march.id,
    ]);
    expect((await eventsOf(`?launch=${first?.id}`)).map((event) => event.launchName)).toEqual([
      'IA na Prática',
      'IA na Prática',
    ]);
    expect((await debriefing.request('/events?launch=abc')).status).toBe(400);
  });

  it('compares launches side by side: leads, registrations, sales, revenue, and cost per lead where spend is entered', async () => {
    // The visitors' clock: an hour before the publish (at NOW), then an hour after.
    let clock = '2026-11-20T09:00:00.000Z';
    const { app, db } = testAppOn(database().db, { now: () => new Date(clock) });
    const [first] = await list();
    const march = await duplicateFirst();
    const settings = { ...march.settings, ads: { spendCents: 30_000 } };
    expect((await send('PUT', `/${march.id}`, { name: march.name, slug: march.slug, settings })).status).toBe(
      200,
    );
    expect(
      (await postJson(app, '/api/leads', { name: 'Ana Lima', phone: '11987650021', free_call: true })).status,
    ).toBe(201);
    expect((await send('POST', `/${march.id}/publish`)).status).toBe(200);
    clock = '2026-11-20T11:00:00.000Z';
    for (const [name, phone] of [
      ['Bia Rocha', '11987650022'],
      ['Caio Reis', '11987650023'],
    ])
      expect((await postJson(app, '/api/leads', { name, phone, free_call: true })).status).toBe(201);
    expect((await postJson(app, '/api/payments/pix', modalCheckoutRequest('pix', null))).status).toBe(200);
    await db.updateTable('checkouts').set({ status: 'paid', paid_at: NOW }).execute();

    const rows = (
      (await (await staff('viewer').request('/comparison')).json()) as {
        launches: {
          id: string;
          leads: number;
          registrations: number;
          sales: number;
          grossRevenue: number;
          adSpend: number | null;
          costPerLead: number | null;
        }[];
      }
    ).launches;
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(first?.id ?? '')).toMatchObject({
      leads: 1,
      registrations: 1,
      sales: 0,
      grossRevenue: 0,
      adSpend: null,
      costPerLead: null,
    });
    const checkout = await db.selectFrom('checkouts').select('amount_cents').executeTakeFirstOrThrow();
    expect(byId.get(march.id)).toMatchObject({
      leads: 2,
      registrations: 2,
      sales: 1,
      grossRevenue: checkout.amount_cents,
      adSpend: 30_000,
      costPerLead: 15_000,
    });
  });
});
