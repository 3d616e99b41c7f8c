import { ERRORS } from '@funil/core/errors';
import type { AdminPartner, PartnerLeadsPage } from '@funil/core/partner-admin';
import { adminDepsFor, insertBuyer, insertLead, jsonRequest } from '@funil/testkit/fixtures/lead-fixtures';
import { asStaff } from '@funil/testkit/server/as-staff';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { expect, it } from 'vitest';
import { createPartnersRepository } from '../../storage/partners-repository.ts';
import { isTrue } from '../../storage/sql-values.ts';
import { adminPartnersRoutes } from './partners.ts';

const NOW = '2025-04-05T10:00:00.000Z';
const SITE = 'https://funil.example';

describeEachEngine('/api/admin/partners', (database) => {
  const routes = (role: 'admin' | 'viewer' = 'admin') =>
    asStaff(adminPartnersRoutes({ ...adminDepsFor(database().db, NOW), publicOrigin: SITE }), role);

  const create = (code: string, name: string) => routes().request('/', jsonRequest('POST', { code, name }));

  it('creates a partner with its snippet on the public origin and lists its leads and sales', async () => {
    const res = await create('loja-da-ana', 'Loja da Ana');
    expect(res.status).toBe(201);
    const { partner } = (await res.json()) as { partner: AdminPartner };
    expect(partner).toMatchObject({
      code: 'loja-da-ana',
      name: 'Loja da Ana',
      isActive: true,
      createdAt: NOW,
      leads: 0,
      purchases: 0,
      revenueCents: 0,
      landingUrl: `${SITE}/parceiro/loja-da-ana`,
    });
    expect(partner.snippet).toContain(
      `<script async src="${SITE}/embed.js" data-api="${SITE}" data-partner="loja-da-ana"></script>`,
    );

    const { db } = database();
    await create('outro', 'Outro Parceiro');
    await insertLead(db, { id: 'l1', partner_code: 'loja-da-ana' });
    await insertBuyer(db, { id: 'b1', phone: '5521911110000', partner_code: 'loja-da-ana' });
    await insertBuyer(db, { id: 'b2', phone: '5521911110001', partner_code: 'loja-da-ana' }, 'pix');
    const refunded = await insertBuyer(db, {
      id: 'refunded',
      phone: '5521911110002',
      partner_code: 'loja-da-ana',
      trans_status: 'refunded',
    });
    await db.updateTable('checkouts').set({ status: 'refunded' }).where('id', '=', refunded).execute();
    await insertBuyer(db, { id: 'elsewhere', phone: '5521911110003' });
    // Known by a visit only: not a lead of the partner.
    await insertLead(db, { id: 'v1', partner_code: 'loja-da-ana', lead_at: null, phone: '5521911110004' });

    const list = (await (await routes().request('/')).json()) as { partners: AdminPartner[] };
    // A refunded sale is still a sale; it only leaves the net revenue.
    expect(
      list.partners.map((p) => [p.code, p.leads, p.purchases, p.revenueCents, p.netRevenueCents]),
    ).toEqual([
      ['loja-da-ana', 4, 3, 2 * 208_032 + 179_700, 208_032 + 179_700],
      ['outro', 0, 0, 0, 0],
    ]);

    const leads = (await (
      await routes().request('/loja-da-ana/leads?pageSize=2')
    ).json()) as PartnerLeadsPage;
    expect(leads.total).toBe(4);
    expect(leads.leads).toHaveLength(2);
    expect(leads.partner.code).toBe('loja-da-ana');
    const all = (await (await routes().request('/loja-da-ana/leads')).json()) as PartnerLeadsPage;
    expect(all.leads.find((l) => l.id === 'b2')).toMatchObject({
      hasPurchased: true,
      purchaseValueCents: 179_700,
    });
    expect(all.leads.find((l) => l.id === 'l1')).toMatchObject({
      hasPurchased: false,
      purchaseValueCents: null,
      lastTouchPartnerCode: null,
      lastTouchAt: null,
    });
  });

  it('credits the first touch on both engines and shows the last touch beside it', async () => {
    const { db } = database();
    await create('loja-da-ana', 'Loja da Ana');
    await create('outro', 'Outro Parceiro');
    const later = { last_partner_code: 'outro', last_touch_at: NOW };
    await insertBuyer(db, { id: 'b1', phone: '5521911110000', partner_code: 'loja-da-ana', ...later });
    await insertLead(db, { id: 'l1', phone: '5521911110001', partner_code: 'loja-da-ana' });
    // A later touch without a partner: the first partner keeps the credit, nobody the last touch.
    await insertLead(db, {
      id: 'l2',
      phone: '5521911110002',
      partner_code: 'loja-da-ana',
      last_touch_at: NOW,
    });
    await insertLead(db, { id: 'l3', phone: '5521911110003', ...later });

    const list = (await (await routes().request('/')).json()) as { partners: AdminPartner[] };
    expect(
      list.partners.map((p) => [
        p.code,
        p.leads,
        p.purchases,
        p.lastTouchLeads,
        p.lastTouchPurchases,
        p.lastTouchRevenueCents,
      ]),
    ).toEqual([
      ['loja-da-ana', 3, 1, 1, 0, 0],
      ['outro', 0, 0, 2, 1, 208_032],
    ]);
    const one = (await (await routes().request('/outro/leads')).json()) as PartnerLeadsPage;
    expect(one.partner).toMatchObject({ leads: 0, lastTouchLeads: 2, lastTouchPurchases: 1 });
    const credited = (await (await routes().request('/loja-da-ana/leads')).json()) as PartnerLeadsPage;
    expect(credited.leads.find((l) => l.id === 'b1')).toMatchObject({
      lastTouchPartnerCode: 'outro',
      lastTouchAt: NOW,
    });
  });

  it('names the public origin, not the address the request reached (decision 0031)', async () => {
    const deps = { ...adminDepsFor(database().db, NOW), publicOrigin: 'http://localhost:8787' };
    const res = await asStaff(adminPartnersRoutes(deps)).request(
      'http://127.0.0.1:9999/',
      jsonRequest('POST', { code: 'ana', name: 'Ana' }),
    );
    const { partner } = (await res.json()) as { partner: AdminPartner };
    expect(partner.snippet).toContain('async src="http://localhost:8787/embed.js"');
  });

  it('refuses a taken or invalid code and a missing name', async () => {
    await create('loja-da-ana', 'Loja da Ana');
    const taken = await create('loja-da-ana', 'Outra');
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({
      error: { code: 'partner_code_taken', message: ERRORS.partner_code_taken },
    });

    const invalid = await create('loja da ana', 'Loja');
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({
      error: { code: 'validation_failed', message: ERRORS.partner_code_invalid },
    });
    expect((await create('ok', '')).status).toBe(400);
    const count = await database().db.selectFrom('partners').select('code').execute();
    expect(count).toEqual([{ code: 'loja-da-ana' }]);
  });

  it('renames, deactivates and reactivates a partner; the public page follows', async () => {
    await create('loja-da-ana', 'Loja da Ana');
    const renamed = await routes().request('/loja-da-ana', jsonRequest('PATCH', { name: 'Ana Cursos' }));
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ partner: { name: 'Ana Cursos', isActive: true } });

    await routes().request('/loja-da-ana', jsonRequest('PATCH', { isActive: false }));
    const row = await database().db.selectFrom('partners').selectAll().executeTakeFirstOrThrow();
    expect(isTrue(row.is_active)).toBe(false);
    expect(row).toMatchObject({ name: 'Ana Cursos', updated_at: NOW });
    const publicPartners = createPartnersRepository(database().db);
    expect(await publicPartners.findActivePartner('loja-da-ana')).toBeUndefined();

    const back = await routes().request('/loja-da-ana', jsonRequest('PATCH', { isActive: true }));
    expect(await back.json()).toMatchObject({ partner: { isActive: true } });
    expect(await publicPartners.findActivePartner('loja-da-ana')).toEqual({
      code: 'loja-da-ana',
      name: 'Ana Cursos',
    });
    expect((await routes().request('/ninguem', jsonRequest('PATCH', { name: 'X' }))).status).toBe(404);
    expect((await routes().request('/ninguem/leads')).status).toBe(404);
  });

  it('registers, changes and clears the partner’s site origin, refusing anything but an http(s) origin', async () => {
    const created = await routes().request(
      '/',
      jsonRequest('POST', {
        code: 'loja-da-ana',
        name: 'Loja da Ana',
        siteOrigin: 'https://www.loja.example/',
      }),
    );
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ partner: { siteOrigin: 'https://www.loja.example' } });

    const changed = await routes().request(
      '/loja-da-ana',
      jsonRequest('PATCH', { siteOrigin: 'http://127.0.0.1:8080' }),
    );
    expect(await changed.json()).toMatchObject({
      partner: { siteOrigin: 'http://127.0.0.1:8080', isActive: true },
    });

    const before = await database().db.selectFrom('partners').selectAll().executeTakeFirstOrThrow();
    for (const siteOrigin of [
      'www.loja.example',
      'https://www.loja.example/pagina',
      'https://www.loja.example?x=1',
      'javascript:alert(1)',
      'ftp://loja.example',
      'https://ana:senha@loja.example',
    ]) {
      const res = await routes().request('/loja-da-ana', jsonRequest('PATCH', { siteOrigin }));
      expect(res.status, siteOrigin).toBe(400);
      expect(await res.json(), siteOrigin).toMatchObject({
        error: { code: 'validation_failed', message: ERRORS.partner_site_origin_invalid },
      });
    }
    expect(await database().db.selectFrom('partners').selectAll().executeTakeFirstOrThrow()).toEqual(before);

    const cleared = await routes().request('/loja-da-ana', jsonRequest('PATCH', { siteOrigin: '' }));
    expect(await cleared.json()).toMatchObject({ partner: { siteOrigin: null } });
  });

  it('is for admins only, reads included', async () => {
    await create('loja-da-ana', 'Loja da Ana');
    for (const [method, path] of [
      ['GET', '/'],
      ['GET', '/loja-da-ana'],
      ['GET', '/loja-da-ana/leads'],
      ['POST', '/'],
      ['PATCH', '/loja-da-ana'],
    ] as const) {
      const init = method === 'GET' ? {} : jsonRequest(method, { code: 'x', name: 'y' });
      const res = await routes('viewer').request(path, init);
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });
});
