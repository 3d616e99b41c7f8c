// The partner's private results page (issue 31) on both engines: staff make and rotate the link, the
// page's numbers equal plain SQL (decision 0017's definitions) and the staff's own, and an attacker
// without the current secret gets a 401 and nothing else; no buyer's data is ever in the answer.
import { createHash } from 'node:crypto';
import type { AdminPartner } from '@funil/core/partner-admin';
import {
  COMMISSION_STATUSES,
  type PartnerPageLinkCreated,
  type PartnerResults,
  pageSecretFromFragment,
} from '@funil/core/partner-results';
import { adminDepsFor, insertBuyer, insertLead, jsonRequest } from '@funil/testkit/fixtures/lead-fixtures';
import { asStaff } from '@funil/testkit/server/as-staff';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { testAppOn } from '@funil/testkit/server/test-server';
import type { Hono } from 'hono';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { beforeEach, expect, it } from 'vitest';
import type { Database } from '../storage/schema.ts';
import { TRUE } from '../storage/sql-values.ts';
import { partnerPageLinkRoutes } from './admin/partner-page-link.ts';
import { adminPartnersRoutes } from './admin/partners.ts';

const NOW = '2025-04-05T10:00:00.000Z';
const SITE = 'https://funil.example';
/** Launch 2 became the site's on 15/03; the fixtures' leads (01/04) are its own. */
const SWITCH = '2025-03-15T00:00:00.000Z';
const SECOND = '6f0c1d2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f';
const CALL = '7a0c1d2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f';
const PARTNER = 'loja-da-ana';
const OTHER = 'outro';
/** The buyer whose personal data must never reach the partner. */
const BUYER = { name: 'Beatriz Quintela Sobral', phone: '5521987001122', email: 'beatriz@pessoa.test' };

/** The definitions in plain SQL, for one partner in one launch: what the page must show. */
const LEAD_OF_LAUNCH = (
  launch: string,
) => sql`(exists (select 1 from launch_periods p where p.launch_id = ${launch}
    and l.lead_at >= p.started_at and (p.ended_at is null or l.lead_at < p.ended_at))
  or l.id in (select r.lead_id from event_registrations r join events e on e.id = r.event_id where e.launch_id = ${launch})
  or l.id in (select lead_id from checkouts where launch_id = ${launch} and lead_id is not null))`;
const SALE_PARTNER = sql`(case when l.id is null then c.partner_code else l.partner_code end)`;
const LAST_SALE_PARTNER = sql`(case when l.id is null then c.partner_code when l.last_touch_at is null
  then l.partner_code else l.last_partner_code end)`;

function expected(code: string, launch: string): Record<string, RawBuilder<unknown>> {
  return {
    leads: sql`select count(*) from leads l where l.lead_at is not null and l.partner_code = ${code} and ${LEAD_OF_LAUNCH(launch)}`,
    lastTouchLeads: sql`select count(*) from leads l where l.lead_at is not null and ${LEAD_OF_LAUNCH(launch)}
      and ((l.partner_code = ${code} and l.last_touch_at is null) or (l.last_partner_code = ${code} and l.last_touch_at is not null))`,
    registrations: sql`select count(*) from event_registrations r join events e on e.id = r.event_id
      join leads l on l.id = r.lead_id where e.launch_id = ${launch} and r.status <> 'canceled' and l.partner_code = ${code}`,
    sales: sql`select count(*) from checkouts c left join leads l on l.id = c.lead_id
      where c.paid_at is not null and c.launch_id = ${launch} and ${SALE_PARTNER} = ${code}`,
    grossRevenue: sql`select coalesce(sum(c.amount_cents), 0) from checkouts c left join leads l on l.id = c.lead_id
      where c.paid_at is not null and c.launch_id = ${launch} and ${SALE_PARTNER} = ${code}`,
    lastTouchSales: sql`select count(*) from checkouts c left join leads l on l.id = c.lead_id
      where c.paid_at is not null and c.launch_id = ${launch} and ${LAST_SALE_PARTNER} = ${code}`,
    lastTouchGrossRevenue: sql`select coalesce(sum(c.amount_cents), 0) from checkouts c left join leads l on l.id = c.lead_id
      where c.paid_at is not null and c.launch_id = ${launch} and ${LAST_SALE_PARTNER} = ${code}`,
  };
}

describeEachEngine('the partner results page', (database) => {
  let db: Kysely<Database>;
  let app: Hono;
  let first: string;
  const staff = (role: 'admin' | 'viewer' = 'admin') =>
    asStaff(partnerPageLinkRoutes({ ...adminDepsFor(db, NOW), publicOrigin: SITE }), role);
  const makeLink = async (code: string) => {
    const res = await staff().request(`/${code}/page-link`, jsonRequest('POST', {}));
    expect(res.status).toBe(200);
    const created = (await res.json()) as PartnerPageLinkCreated;
    const secret = pageSecretFromFragment(new URL(created.url).hash);
    if (!secret) throw new Error(`link sem segredo: ${created.url}`);
    return { ...created, secret };
  };
  const read = (secret: string | undefined, query = '') =>
    app.request(`/api/partner-results${query}`, {
      headers: secret === undefined ? {} : { authorization: `Bearer ${secret}` },
    });
  const count = async (query: RawBuilder<unknown>) => {
    const { rows } = await query.execute(db);
    return Number(Object.values(rows[0] as Record<string, unknown>)[0] ?? 0);
  };

  beforeEach(async () => {
    db = database().db;
    app = testAppOn(db).app;
    for (const [code, name] of [
      [PARTNER, 'Loja da Ana'],
      [OTHER, 'Outro Parceiro'],
    ] as const) {
      await db
        .insertInto('partners')
        .values({ id: crypto.randomUUID(), code, name, is_active: TRUE, created_at: NOW, updated_at: NOW })
        .execute();
    }
    first = (await db.selectFrom('current_launch').select('launch_id').executeTakeFirstOrThrow()).launch_id;
    await db
      .insertInto('launches')
      .values({
        id: SECOND,
        slug: 'marco',
        name: 'Março',
        status: 'published',
        document: null,
        created_at: SWITCH,
        updated_at: SWITCH,
        published_at: SWITCH,
        closed_at: null,
      })
      .execute();
    await db.updateTable('launch_periods').set({ ended_at: SWITCH }).where('launch_id', '=', first).execute();
    await db
      .insertInto('launch_periods')
      .values({ launch_id: SECOND, started_at: SWITCH, ended_at: null })
      .execute();
    await db.updateTable('current_launch').set({ launch_id: SECOND }).execute();
  });

  /** Leads, registrations, sales and commissions of both partners across both launches. */
  async function seed() {
    await insertLead(db, {
      id: 'lead-1',
      partner_code: PARTNER,
      name: BUYER.name,
      phone: BUYER.phone,
      email: BUYER.email,
    });
    const sold = await insertBuyer(db, { id: 'buyer-1', phone: '5521987001123', partner_code: PARTNER });
    // Brought by the partner, bought after a later touch through the other: credited here, last touch there.
    const touched = await insertBuyer(
      db,
      {
        id: 'buyer-2',
        phone: '5521987001124',
        partner_code: PARTNER,
        last_partner_code: OTHER,
        last_touch_at: NOW,
      },
      'pix',
    );
    // The other partner's lead whose latest touch came through this one.
    await insertLead(db, {
      id: 'lead-2',
      phone: '5521987001125',
      partner_code: OTHER,
      last_partner_code: PARTNER,
      last_touch_at: NOW,
    });
    const elsewhere = await insertBuyer(db, { id: 'buyer-3', phone: '5521987001126', partner_code: OTHER });
    // Launch 1's lead, and a visitor who never saved the form.
    await insertLead(db, {
      id: 'lead-old',
      phone: '5521987001127',
      partner_code: PARTNER,
      lead_at: '2025-01-10T12:00:00.000Z',
      created_at: '2025-01-10T12:00:00.000Z',
    });
    await insertLead(db, { id: 'visitor', phone: '5521987001128', partner_code: PARTNER, lead_at: null });
    await db.updateTable('checkouts').set({ launch_id: SECOND }).execute();
    const oldSale = await insertBuyer(db, {
      id: 'buyer-old',
      phone: '5521987001129',
      partner_code: PARTNER,
      lead_at: '2025-01-11T12:00:00.000Z',
      created_at: '2025-01-11T12:00:00.000Z',
      purchase_date: '2025-01-12T12:00:00.000Z',
    });
    await db.updateTable('checkouts').set({ launch_id: first }).where('id', '=', oldSale).execute();

    await db
      .insertInto('events')
      .values({
        id: CALL,
        slug: 'call-marco',
        title: 'Call de março',
        starts_at: NOW,
        ends_at: NOW,
        created_at: SWITCH,
        updated_at: SWITCH,
        launch_id: SECOND,
        kind: 'free_call',
      })
      .execute();
    for (const [lead, status] of [
      ['lead-1', 'registered'],
      ['buyer-1', 'attended'],
      ['buyer-2', 'canceled'],
      ['lead-old', 'registered'],
      ['lead-2', 'registered'],
    ] as const) {
      await db
        .insertInto('event_registrations')
        .values({
          id: crypto.randomUUID(),
          event_id: CALL,
          lead_id: lead,
          registration_date: NOW,
          status,
          created_at: NOW,
          updated_at: NOW,
        })
        .execute();
    }

    const commission = (
      checkout: string,
      partner: string,
      launch: string | null,
      status: string,
      amount: number,
    ) =>
      db
        .insertInto('commissions')
        .values({
          id: crypto.randomUUID(),
          checkout_id: checkout,
          partner_code: partner,
          launch_id: launch,
          base_cents: amount * 10,
          amount_cents: amount,
          status,
          created_at: NOW,
          updated_at: NOW,
        })
        .execute();
    await commission(sold, PARTNER, SECOND, 'pending', 20_803);
    // No launch on the row: the checkout's launch is the commission's.
    await commission(touched, PARTNER, null, 'released', 17_970);
    await commission(elsewhere, OTHER, SECOND, 'released', 10_000);
    await commission(oldSale, PARTNER, first, 'reversed', 20_803);
  }

  it('shows one launch’s figures equal to plain SQL and to the staff’s, and commissions by state', async () => {
    await seed();
    const { secret } = await makeLink(PARTNER);
    const current = await read(secret);
    expect(current.status).toBe(200);
    expect(current.headers.get('cache-control')).toContain('no-store');
    const results = (await current.json()) as PartnerResults;
    expect(results.partner).toEqual({ name: 'Loja da Ana' });
    expect(results.launch).toMatchObject({ slug: 'marco', name: 'Março', isCurrent: true, to: null });
    expect(results.launches.map((launch) => [launch.slug, launch.isCurrent])).toEqual([
      ['marco', true],
      ['ia-na-pratica', false],
    ]);

    for (const [launch, slug] of [
      [SECOND, 'marco'],
      [first, 'ia-na-pratica'],
    ] as const) {
      const page = (await (await read(secret, `?lancamento=${slug}`)).json()) as PartnerResults;
      const sqlFigures = Object.fromEntries(
        await Promise.all(
          Object.entries(expected(PARTNER, launch)).map(
            async ([key, query]) => [key, await count(query)] as const,
          ),
        ),
      );
      expect(page.figures, slug).toEqual(sqlFigures);
      const { rows } = await sql<{ status: string; n: number | string; amount: number | string }>`select
          cm.status, count(*) as n, sum(cm.amount_cents) as amount from commissions cm
          left join checkouts c on c.id = cm.checkout_id
          where cm.partner_code = ${PARTNER} and coalesce(cm.launch_id, c.launch_id) = ${launch}
          group by cm.status`.execute(db);
      expect(page.commissions, slug).toEqual(
        COMMISSION_STATUSES.map((status) => {
          const row = rows.find((one) => one.status === status);
          return { status, count: Number(row?.n ?? 0), amountCents: Number(row?.amount ?? 0) };
        }),
      );
    }
    // The numbers themselves, so the SQL above cannot drift into agreeing with a mistake.
    // Launch 1's lead registered for launch 2's call: a lead of both launches (decision 0017).
    expect(results.figures).toEqual({
      leads: 4,
      lastTouchLeads: 4,
      registrations: 3,
      sales: 2,
      grossRevenue: 208_032 + 179_700,
      lastTouchSales: 1,
      lastTouchGrossRevenue: 208_032,
    });
    expect(results.commissions).toEqual([
      { status: 'pending', count: 1, amountCents: 20_803 },
      { status: 'released', count: 1, amountCents: 17_970 },
      { status: 'cancelled', count: 0, amountCents: 0 },
      { status: 'reversed', count: 0, amountCents: 0 },
    ]);

    // Each sale is one launch's: summed over the launches, the staff partner list's sales.
    const staffList = asStaff(adminPartnersRoutes({ ...adminDepsFor(db, NOW), publicOrigin: SITE }));
    const { partners } = (await (await staffList.request('/')).json()) as { partners: AdminPartner[] };
    const listed = partners.find((partner) => partner.code === PARTNER);
    const old = (await (await read(secret, '?lancamento=ia-na-pratica')).json()) as PartnerResults;
    expect(results.figures.sales + old.figures.sales).toBe(listed?.sales);
    expect(results.figures.grossRevenue + old.figures.grossRevenue).toBe(listed?.grossRevenue);
    expect(results.figures.lastTouchSales + old.figures.lastTouchSales).toBe(listed?.lastTouchSales);
  });

  it('answers no buyer’s name, phone, e-mail, Instagram or lead id', async () => {
    await seed();
    await db.updateTable('leads').set({ instagram: 'beatriz.quintela' }).where('id', '=', 'lead-1').execute();
    const { secret } = await makeLink(PARTNER);
    for (const query of ['', '?lancamento=ia-na-pratica']) {
      const body = await (await read(secret, query)).text();
      for (const personal of [
        'Beatriz',
        'Quintela',
        BUYER.phone.slice(2),
        '987001',
        BUYER.email,
        'beatriz.quintela',
        'lead-1',
        'buyer-1',
        'Ana Souza',
      ]) {
        expect(body, query).not.toContain(personal);
      }
      expect(body).not.toContain(SECOND);
      expect(body).not.toMatch(
        /"(name|phone|email|instagram|leadId|checkoutId)":"(?!Loja da Ana|Março|IA na Prática)/,
      );
    }
  });

  it('refuses anyone without the partner’s current secret, with 401 and no data', async () => {
    await seed();
    const own = await makeLink(PARTNER);
    const other = await makeLink(OTHER);
    const otherRotated = await makeLink(OTHER);
    const forged = Buffer.alloc(32, 7).toString('base64url');
    const attempts: [string, Promise<Response>][] = [
      ['no header', read(undefined)],
      ['a wrong secret', read(forged)],
      ['not a secret at all', read('abc')],
      ['a hash instead of the secret', read(createHash('sha256').update(own.secret).digest('hex'))],
      ['another partner’s old rotated secret', read(other.secret)],
      ['the secret in the query string', app.request(`/api/partner-results?chave=${own.secret}`)],
      [
        'the secret in another scheme',
        app.request('/api/partner-results', { headers: { authorization: `Basic ${own.secret}` } }),
      ],
    ];
    for (const [attempt, response] of attempts) {
      const res = await response;
      expect(res.status, attempt).toBe(401);
      expect(res.headers.get('cache-control'), attempt).toContain('no-store');
      const body = (await res.json()) as Record<string, unknown>;
      expect(Object.keys(body), attempt).toEqual(['error']);
      expect(body.error, attempt).toEqual({
        code: 'partner_link_invalid',
        message: 'Link inválido ou trocado. Peça um novo link à equipe.',
      });
    }
    // The other partner's new secret opens its own page, never this one's.
    const theirs = (await (await read(otherRotated.secret)).json()) as PartnerResults;
    expect(theirs.partner.name).toBe('Outro Parceiro');
    expect(theirs.figures.leads).toBe(await count(expected(OTHER, SECOND).leads as RawBuilder<unknown>));
  });

  it('rotates: the new link works and the previous one stops at once; removal and switching off end it', async () => {
    const before = await makeLink(PARTNER);
    expect(before.url).toBe(`${SITE}/parceiro/resultados#chave=${before.secret}`);
    expect(before.since).toBe(NOW);
    expect(before.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is kept.
    const row = await db
      .selectFrom('partners')
      .select(['page_secret_hash', 'page_secret_rotated_at'])
      .where('code', '=', PARTNER)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      page_secret_hash: createHash('sha256').update(before.secret).digest('hex'),
      page_secret_rotated_at: NOW,
    });
    expect((await read(before.secret)).status).toBe(200);

    const after = await makeLink(PARTNER);
    expect(after.secret).not.toBe(before.secret);
    expect((await read(before.secret)).status).toBe(401);
    expect((await read(after.secret)).status).toBe(200);
    const state = await staff().request(`/${PARTNER}/page-link`);
    expect(await state.json()).toEqual({ link: { since: NOW } });

    await db
      .updateTable('partners')
      .set({ is_active: 0 as never })
      .where('code', '=', PARTNER)
      .execute();
    expect((await read(after.secret)).status).toBe(401);
    await db.updateTable('partners').set({ is_active: TRUE }).where('code', '=', PARTNER).execute();
    expect((await read(after.secret)).status).toBe(200);

    const removed = await staff().request(`/${PARTNER}/page-link`, jsonRequest('DELETE', {}));
    expect(await removed.json()).toEqual({ link: { since: null } });
    expect((await read(after.secret)).status).toBe(401);
    expect(await (await staff().request(`/${PARTNER}/page-link`)).json()).toEqual({ link: { since: null } });
  });

  it('lets only admins see or change a link, of a partner that exists', async () => {
    expect((await staff('viewer').request(`/${PARTNER}/page-link`, jsonRequest('POST', {}))).status).toBe(
      403,
    );
    expect((await staff('viewer').request(`/${PARTNER}/page-link`)).status).toBe(403);
    expect((await staff().request('/ninguem/page-link', jsonRequest('POST', {}))).status).toBe(404);
    expect((await staff().request('/ninguem/page-link')).status).toBe(404);
    // Through the whole app, a write from another origin never reaches the route.
    const forged = await app.request(`/api/admin/partners/${PARTNER}/page-link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: '{}',
    });
    expect(forged.status).toBe(403);
    const stored = await db
      .selectFrom('partners')
      .select('page_secret_hash')
      .where('code', '=', PARTNER)
      .executeTakeFirstOrThrow();
    expect(stored.page_secret_hash).toBeNull();
  });

  it('names an unknown launch a 404 and serves the page out of search engines and caches, with no Referer', async () => {
    const { secret } = await makeLink(PARTNER);
    const unknown = await read(secret, '?lancamento=nao-existe');
    expect(unknown.status).toBe(404);
    for (const path of ['/parceiro/resultados', '/parceiro/resultados/']) {
      const page = await app.request(path);
      expect(page.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
      expect(page.headers.get('cache-control'), path).toBe('no-store');
      expect(page.headers.get('referrer-policy'), path).toBe('no-referrer');
    }
  });

  it('limits the reads of one address, right or wrong secrets alike', async () => {
    const { secret } = await makeLink(PARTNER);
    const forged = Buffer.alloc(32, 9).toString('base64url');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await read(i % 2 === 0 ? forged : secret)).status);
    expect(statuses.slice(0, 30).every((status) => status === 200 || status === 401)).toBe(true);
    const limited = await read(secret);
    expect(statuses[30]).toBe(429);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).not.toBeNull();
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
  });
});
