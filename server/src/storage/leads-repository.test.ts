import type { Click, PageView } from '@funil/core/behaviour';
import { leadSaveSchema } from '@funil/core/lead';
import { FREE_LIVE_CALL } from '@funil/core/offers';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { expect, it } from 'vitest';
import type { DomainLogger } from '../domain/ports/logger.ts';
import { recordInteraction } from '../domain/record-interaction.ts';
import { registerVisit } from '../domain/register-visit.ts';
import { saveLead } from '../domain/save-lead.ts';
import { updateBehaviour } from '../domain/update-behaviour.ts';
import { updateInstagram } from '../domain/update-instagram.ts';
import { createLeadsRepository, leadStoreScope } from './leads-repository.ts';
import { FALSE, isTrue, TRUE } from './sql-values.ts';

const T1 = new Date('2025-04-01T12:00:00.000Z');
const T2 = new Date('2025-04-02T08:30:00.000Z');
const PHONE = '5511987654321';
const OLD_PHONE = '551187654321';

const quiet: DomainLogger = { warn: () => {}, info: () => {} };
const lead = (input: Record<string, unknown>) =>
  leadSaveSchema.parse({ name: 'Ana', phone: PHONE, ...input });

const click = (timestamp: number, elementId = `b${timestamp}`): Click => ({
  elementId,
  elementText: 'Comprar',
  elementType: 'button',
  timestamp,
  x: 1,
  y: 2,
  path: '/',
});
const view = (timestamp: number, timeSpent: number, url = `/p${timestamp}`): PageView => ({
  url,
  title: 'Página',
  timestamp,
  timeSpent,
});

describeEachEngine('leads repository', (database) => {
  const scope = () => leadStoreScope(database().db);
  const row = (id: string) =>
    database().db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const count = async () => (await database().db.selectFrom('leads').select('id').execute()).length;
  const visitRows = (leadId: string) =>
    database()
      .db.selectFrom('lead_visits')
      .select(['lead_id', 'visited_at', 'page', 'referrer', 'device'])
      .where('lead_id', '=', leadId)
      .orderBy('visited_at')
      .orderBy('id')
      .execute();
  const save = (input: Record<string, unknown>, now = T1) =>
    scope()((store) => saveLead({ store, logger: quiet, now: () => now }, lead(input)));
  /** What the saving browser sends back with its later requests. */
  const own = (saved: { id: string; token: string }) => ({ leadId: saved.id, leadToken: saved.token });

  it("saves by phone: inserts, then the lead's browser updates the same row without wiping what was not resent", async () => {
    const first = await save({ email: 'ana@example.com', utm_source: 'ig', instagram: '@Ana' });
    const second = await save({ name: 'Ana Maria', email: '', ...own(first) }, T2);

    expect(first.created).toBe(true);
    expect(second).toEqual({ id: first.id, created: false, token: first.token });
    expect(await count()).toBe(1);
    const stored = await row(first.id);
    expect(stored).toMatchObject({
      name: 'Ana Maria',
      email: 'ana@example.com',
      utm_source: 'ig',
      instagram: 'ana',
      created_at: T1.toISOString(),
      updated_at: T2.toISOString(),
    });
    expect(isTrue(stored.visit_pending)).toBe(true);
  });

  it('makes a person a lead at the first save of the form, and keeps that time', async () => {
    const visited = await scope()((store) =>
      registerVisit({ store, logger: quiet, now: () => T1 }, { phone: PHONE, page: '/' }),
    );
    if (!visited.ok) throw new Error('the visit created no person');
    const visitor = { leadId: visited.visit.id, leadToken: visited.visit.token };
    expect((await row(visited.visit.id)).lead_at).toBeNull();
    await save(visitor, T2);
    await save({ name: 'Ana Maria', ...visitor }, new Date('2025-04-03T00:00:00.000Z'));
    expect(await row(visited.visit.id)).toMatchObject({
      created_at: T1.toISOString(),
      lead_at: T2.toISOString(),
    });

    const other = await save({ phone: '5521912345678' }, T1);
    expect((await row(other.id)).lead_at).toBe(T1.toISOString());
  });

  it('gives concurrent saves of one phone a single lead, and the others a claim each', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => save({ name: `Ana ${i}` })));
    expect(new Set(results.map((r) => r.id)).size).toBe(8);
    expect(await count()).toBe(1);
    const capabilities = await database().db.selectFrom('lead_capabilities').select('claim_id').execute();
    expect(capabilities.filter((c) => c.claim_id === null)).toHaveLength(1);
    expect(await database().db.selectFrom('lead_claims').select('id').execute()).toHaveLength(7);
  });

  it("lets a save without the lead's secret fill only its blanks, on both engines", async () => {
    const visited = await scope()((store) =>
      registerVisit({ store, logger: quiet, now: () => T1 }, { phone: PHONE, page: '/' }),
    );
    if (!visited.ok) throw new Error('the visit created no person');
    const claim = await save({ name: 'Ana Souza', email: 'ana@example.com', instagram: 'ana' }, T2);
    await save({ name: 'Outra', email: 'outra@example.com', instagram: 'outra' }, T2);

    expect(claim.id).not.toBe(visited.visit.id);
    expect(await row(visited.visit.id)).toMatchObject({
      name: 'Ana Souza',
      email: 'ana@example.com',
      instagram: 'ana',
      lead_at: T2.toISOString(),
    });
    const recorded = await database()
      .db.selectFrom('lead_interactions')
      .select('interaction_type')
      .where('lead_id', '=', visited.visit.id)
      .execute();
    expect(recorded).toEqual([
      { interaction_type: 'unverified_save' },
      { interaction_type: 'unverified_save' },
    ]);
  });

  it('stores the partner code only for an active partner', async () => {
    const t = (code: string, active: typeof TRUE | typeof FALSE) => ({
      id: code,
      code,
      name: code,
      is_active: active,
      created_at: T1.toISOString(),
      updated_at: T1.toISOString(),
    });
    await database()
      .db.insertInto('partners')
      .values([t('ativo', TRUE), t('inativo', FALSE)])
      .execute();

    const a = await save({ phone: '5511900000001', partner: 'ativo' });
    const b = await save({ phone: '5511900000002', partner: 'inativo' });
    const c = await save({ phone: '5511900000003', partner: 'desconhecido' });

    expect((await row(a.id)).partner_code).toBe('ativo');
    expect((await row(b.id)).partner_code).toBeNull();
    expect((await row(c.id)).partner_code).toBeNull();
  });

  it('stores nothing for a honeypot or a too-fast submit', async () => {
    await save({ website: 'http://spam.example' });
    await save({ started_at: T1.getTime() - 500 });
    expect(await count()).toBe(0);
    await save({ started_at: T1.getTime() - 5_000 });
    expect(await count()).toBe(1);
  });

  it('updates the Instagram of the lead its secret names, whatever phone the request gives', async () => {
    const ana = await save({ phone: PHONE });
    // A row saved before numbers were validated, when mobiles could still lack their ninth digit.
    const bia = await save({ phone: '5521987654321' });
    await database()
      .db.updateTable('leads')
      .set({ phone: '552187654321' })
      .where('id', '=', bia.id)
      .execute();
    const update = (capability: { leadId?: string; leadToken?: string }, instagram: string, phone = PHONE) =>
      scope()((store) =>
        updateInstagram({ store, logger: quiet, now: () => T2 }, { phone, instagram, ...capability }),
      );

    expect(await update(own(ana), 'ana.dev', OLD_PHONE)).toEqual({ ok: true, id: ana.id });
    expect(await update(own(bia), 'bia')).toEqual({ ok: true, id: bia.id });
    expect(await update({}, 'ninguem')).toEqual({ ok: false, error: 'lead_token_invalid' });
    expect(await update({ leadId: ana.id, leadToken: bia.token }, 'trocado')).toEqual({
      ok: false,
      error: 'lead_token_invalid',
    });
    expect(await row(ana.id)).toMatchObject({ instagram: 'ana.dev', updated_at: T2.toISOString() });
    expect((await row(bia.id)).instagram).toBe('bia');
  });

  it("registers visits: a new phone becomes a visitor, its own browser's next visit counts one more", async () => {
    const visit = async (input: Record<string, unknown>, now: Date) => {
      const result = await scope()((store) =>
        registerVisit({ store, logger: quiet, now: () => now }, { phone: PHONE, ...input } as never),
      );
      if (!result.ok) throw new Error(result.error);
      return result.visit;
    };

    const first = await visit({ page: '/imersao', utm_source: 'fb', device_info: { width: 390 } }, T1);
    expect(first).toMatchObject({ created: true, visitCount: 1, registeredForEvent: false });
    expect(await row(first.id)).toMatchObject({
      name: '',
      conversion_stage: 'visitor',
      journey_stage: 'lead',
      visit_count: 1,
      last_visit: T1.toISOString(),
      visit_timestamp: T1.toISOString(),
      last_page_visit: '/imersao',
      utm_source: 'fb',
      device_info: '{"width":390}',
    });

    const visitor = { leadId: first.id, leadToken: first.token };
    await save({ name: 'Ana', ...visitor });
    const again = await visit({ page: '/obrigado', ...visitor }, T2);
    expect(again).toEqual({ id: first.id, created: false, visitCount: 2, registeredForEvent: false });
    const stored = await row(first.id);
    expect(stored).toMatchObject({
      name: 'Ana',
      visit_count: 2,
      last_visit: T2.toISOString(),
      last_page_visit: '/obrigado',
      conversion_stage: 'visitor',
    });
    expect(isTrue(stored.visit_pending)).toBe(false);
    expect(await visitRows(first.id)).toEqual([
      { lead_id: first.id, visited_at: T1.toISOString(), page: '/imersao', referrer: null, device: 'mobile' },
      { lead_id: first.id, visited_at: T2.toISOString(), page: '/obrigado', referrer: null, device: null },
    ]);
  });

  it('counts a page load once, however often it is registered, and clears the mark a save left', async () => {
    const saved = await save({});
    const { id } = saved;
    const load = {
      visit_id: 'carga-1',
      page: 'https://funil.test/ianapratica?utm_source=ig#investimento',
      referrer: 'https://instagram.com/',
      device_info: { deviceType: 'desktop', userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' },
      url_params: { utm_source: 'ig', fbclid: 'IwAR2' },
    };
    const visit = () =>
      scope()((store) =>
        registerVisit({ store, logger: quiet, now: () => T2 }, { phone: PHONE, ...load, ...own(saved) }),
      );

    // Two requests for one load (a retry racing the first), then a second save on the same page.
    await Promise.all([visit(), visit()]);
    await save({ name: 'Ana Maria', ...own(saved) }, T2);
    expect(isTrue((await row(id)).visit_pending)).toBe(true);
    const last = await visit();

    expect(last).toEqual({
      ok: true,
      visit: { id, created: false, visitCount: 1, registeredForEvent: false },
    });
    const stored = await row(id);
    expect(stored).toMatchObject({
      visit_count: 1,
      url_params: '{"utm_source":"ig","fbclid":"IwAR2"}',
      last_page_visit: load.page,
    });
    expect(JSON.parse(stored.device_info ?? '{}')).toMatchObject({ deviceType: 'desktop' });
    expect(isTrue(stored.visit_pending)).toBe(false);
    expect(await visitRows(id)).toEqual([
      {
        lead_id: id,
        visited_at: T2.toISOString(),
        page: '/ianapratica',
        referrer: 'https://instagram.com/',
        device: 'desktop',
      },
    ]);

    const nextLoad = await scope()((store) =>
      registerVisit(
        { store, logger: quiet, now: () => T2 },
        { phone: PHONE, visit_id: 'carga-2', ...own(saved) },
      ),
    );
    expect(nextLoad).toMatchObject({ ok: true, visit: { visitCount: 2 } });
    expect(await visitRows(id)).toHaveLength(2);
  });

  it('creates nobody when the browser names a lead without its secret (erased, or not its own)', async () => {
    const result = await scope()((store) =>
      registerVisit(
        { store, logger: quiet, now: () => T1 },
        { phone: PHONE, name: 'Ana', lead_id: '0190f0f0-0000-7000-8000-000000000000' },
      ),
    );
    expect(result).toEqual({ ok: false, error: 'lead_token_invalid' });
    expect(await count()).toBe(0);
    expect(await database().db.selectFrom('lead_visits').select('id').execute()).toEqual([]);
  });

  it('registers a lead saved through the modal for the free call, once, with where it came from', async () => {
    const first = await save({ free_call: true, utm_source: 'ig', landing_page: 'https://funil.test/' });
    const second = await save({ free_call: true, utm_source: 'google', ...own(first) }, T2);
    const other = await save({ phone: '5521987654321', utm_source: 'fb' });

    const registrations = await database()
      .db.selectFrom('event_registrations as r')
      .innerJoin('events', 'events.id', 'r.event_id')
      .select([
        'r.lead_id',
        'events.slug',
        'r.status',
        'r.message_sent',
        'r.registration_date',
        'r.utm_source',
      ])
      .select(['r.landing_page'])
      .execute();
    expect(second.id).toBe(first.id);
    expect(registrations.map((r) => ({ ...r, message_sent: isTrue(r.message_sent) }))).toEqual([
      {
        lead_id: first.id,
        slug: FREE_LIVE_CALL.slug,
        status: 'registered',
        message_sent: false,
        registration_date: T1.toISOString(),
        utm_source: 'ig',
        landing_page: 'https://funil.test/',
      },
    ]);
    expect(registrations.some((r) => r.lead_id === other.id)).toBe(false);

    const visit = await scope()((store) =>
      registerVisit(
        { store, logger: quiet, now: () => T2 },
        { phone: PHONE, visit_id: 'carga-1', ...own(first) },
      ),
    );
    expect(visit).toMatchObject({ ok: true, visit: { registeredForEvent: true } });
    expect(await createLeadsRepository(database().db).findSummary(first.id)).toMatchObject({
      visitCount: 1,
      registeredForEvent: true,
    });
  });

  it('still saves the lead when staff switched the free call off', async () => {
    await database()
      .db.updateTable('events')
      .set({ is_active: FALSE })
      .where('slug', '=', FREE_LIVE_CALL.slug)
      .execute();
    const saved = await save({ free_call: true });
    expect(await row(saved.id)).toMatchObject({ name: 'Ana' });
    expect(await database().db.selectFrom('event_registrations').select('id').execute()).toEqual([]);
  });

  it('merges behaviour, keeps the newest 100 clicks and 50 page views, and sums time on page', async () => {
    const saved = await save({});
    const { id } = saved;
    const send = (clicks: Click[], pageViews: PageView[]) =>
      scope()((store) =>
        updateBehaviour({ store, logger: quiet, now: () => T2 }, { ...own(saved), clicks, pageViews }),
      );

    await send(
      Array.from({ length: 80 }, (_, i) => click(i)),
      Array.from({ length: 40 }, (_, i) => view(i, 10)),
    );
    // Resent entries replace the stored copies; the page view 39 now reports a longer stay.
    const result = await send(
      Array.from({ length: 60 }, (_, i) => click(50 + i)),
      [...Array.from({ length: 20 }, (_, i) => view(40 + i, 10)), view(39, 100, '/p39')],
    );

    expect(result).toEqual({ ok: true, id, clicks: 100, pageViews: 50, timeOnPage: 49 * 10 + 100 });
    const stored = await row(id);
    const clicks = JSON.parse(stored.clicks_data ?? '[]') as Click[];
    const views = JSON.parse(stored.page_views ?? '[]') as PageView[];
    expect(clicks.map((c) => c.timestamp)).toEqual(Array.from({ length: 100 }, (_, i) => 10 + i));
    expect(views.map((v) => v.timestamp)).toEqual(Array.from({ length: 50 }, (_, i) => 10 + i));
    expect(stored.time_on_page).toBe(590);
    expect(stored.updated_at).toBe(T2.toISOString());

    const unknown = await scope()((store) =>
      updateBehaviour(
        { store, logger: quiet, now: () => T2 },
        { phone: PHONE, clicks: [click(1)], pageViews: [] },
      ),
    );
    expect(unknown).toEqual({ ok: false, error: 'lead_token_invalid' });
  });

  it('records interactions as JSON for the lead its secret names, and nothing without it', async () => {
    const saved = await save({});
    const { id } = saved;
    const store = createLeadsRepository(database().db);
    const deps = { store, now: () => T2, newId: () => 'i1' };

    const ok = await recordInteraction(deps, {
      ...own(saved),
      type: 'whatsapp_click',
      data: { botao: 'topo', n: 2 },
    });
    const missing = await recordInteraction(deps, { leadId: 'nobody', type: 'x', data: {} });
    const unproven = await recordInteraction(deps, { leadId: id, type: 'x', data: {} });

    expect(ok).toEqual({ ok: true, id: 'i1' });
    expect(missing).toEqual({ ok: false, error: 'lead_token_invalid' });
    expect(unproven).toEqual(missing);
    const rows = await database().db.selectFrom('lead_interactions').selectAll().execute();
    expect(rows).toEqual([
      {
        id: 'i1',
        lead_id: id,
        interaction_type: 'whatsapp_click',
        data: '{"botao":"topo","n":2}',
        created_at: T2.toISOString(),
      },
    ]);
  });

  it('finds the summary a page may show', async () => {
    const { id } = await save({ name: 'Ana Maria', email: 'ana@example.com', instagram: 'ana.souza' });
    const store = createLeadsRepository(database().db);
    expect(await store.findSummary(id)).toEqual({
      id,
      name: 'Ana Maria',
      journey_stage: 'lead',
      conversion_stage: 'new_lead',
      instagram: 'ana.souza',
      visitCount: 0,
      registeredForEvent: false,
    });
    expect(await store.findSummary('00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });
});
