// /api/admin/partners, admins only (reads too): partners with leads and sales, create, rename, switch off.
import { partnerEmbedSnippet } from '@funil/core/embed-snippet';
import { isPartnerCode } from '@funil/core/partner';
import {
  type AdminPartner,
  partnerCreateSchema,
  partnerLandingUrl,
  partnerLeadsQuerySchema,
  partnerUpdateSchema,
} from '@funil/core/partner-admin';
import { type Context, Hono } from 'hono';
import { listPartners, findPartner as partnerFigures } from '../../domain/partner-figures.ts';
import type { AdminEnv } from '../../http/admin-env.ts';
import { adminOnly } from '../../http/admin-only.ts';
import { errorResponse } from '../../http/errors.ts';
import { readValidBody, validate } from '../../http/read-valid-body.ts';
import {
  createAdminPartnersRepository,
  type PartnerWithSales,
} from '../../storage/admin-partners-repository.ts';
import type { AdminDeps } from './admin-routes.ts';

export function adminPartnersRoutes(deps: AdminDeps): Hono<AdminEnv> {
  const store = createAdminPartnersRepository(deps.db);
  // The snippet goes on other sites, so it names this site's public address, not whatever proxy answered.
  const present = (c: Context, partner: PartnerWithSales): AdminPartner => {
    const origin = deps.access?.publicSiteOrigin ?? new URL(c.req.url).origin;
    return {
      ...partner,
      landingUrl: partnerLandingUrl(origin, partner.code),
      snippet: partnerEmbedSnippet(origin, partner.code),
    };
  };
  const findPartner = async (code: string) => (isPartnerCode(code) ? partnerFigures(store, code) : undefined);

  return new Hono<AdminEnv>()
    .use(adminOnly)
    .get('/', async (c) => {
      const partners = await listPartners(store);
      return c.json({ partners: partners.map((partner) => present(c, partner)) });
    })
    .post('/', async (c) => {
      const body = await readValidBody(c, partnerCreateSchema);
      if (!body.ok) return body.response;
      const created = await store.insertPartner({
        id: crypto.randomUUID(),
        ...body.data,
        time: deps.now().toISOString(),
      });
      if (!created) return errorResponse(c, 409, 'partner_code_taken');
      const partner = await partnerFigures(store, body.data.code);
      if (!partner) throw new Error(`Parceiro ${body.data.code} sumiu logo após ser criado`);
      deps.logger.info({ code: partner.code, staff: c.get('staff').email }, 'Parceiro criado');
      return c.json({ partner: present(c, partner) }, 201);
    })
    .get('/:code', async (c) => {
      const partner = await findPartner(c.req.param('code'));
      return partner
        ? c.json({ partner: present(c, partner) })
        : errorResponse(c, 404, 'staff_partner_not_found');
    })
    .patch('/:code', async (c) => {
      const body = await readValidBody(c, partnerUpdateSchema);
      if (!body.ok) return body.response;
      const code = c.req.param('code');
      const updated =
        isPartnerCode(code) &&
        (await store.updatePartner(code, { ...body.data, time: deps.now().toISOString() }));
      const partner = updated ? await partnerFigures(store, code) : undefined;
      if (!partner) return errorResponse(c, 404, 'staff_partner_not_found');
      deps.logger.info({ code, changes: body.data, staff: c.get('staff').email }, 'Parceiro alterado');
      return c.json({ partner: present(c, partner) });
    })
    .get('/:code/leads', async (c) => {
      const query = validate(c, partnerLeadsQuerySchema, c.req.query());
      if (!query.ok) return query.response;
      const partner = await findPartner(c.req.param('code'));
      if (!partner) return errorResponse(c, 404, 'staff_partner_not_found');
      const { page, pageSize } = query.data;
      const result = await store.listPartnerLeads(partner.code, {
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return c.json({ partner: present(c, partner), ...result, page, pageSize });
    });
}
