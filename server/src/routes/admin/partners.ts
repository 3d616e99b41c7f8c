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
import { Hono } from 'hono';
import { COMMISSION_CSV_COLUMNS, commissionCsvRow } from '../../domain/commissions/commissions-csv.ts';
import type { DomainLogger } from '../../domain/ports/logger.ts';
import type { PartnersAdminStore, PartnerWithSales } from '../../domain/ports/staff-records.ts';
import type { AdminEnv } from '../../http/admin-env.ts';
import { adminOnly } from '../../http/admin-only.ts';
import { csvResponse } from '../../http/csv-response.ts';
import { errorResponse } from '../../http/errors.ts';
import { readValidBody, validate } from '../../http/read-valid-body.ts';

export interface AdminPartnersDeps {
  partners: PartnersAdminStore;
  logger: DomainLogger;
  now: () => Date;
  /** This site's public origin (http/public-origin.ts), named in the snippets partners paste. */
  publicOrigin: string;
}

export function adminPartnersRoutes(deps: AdminPartnersDeps): Hono<AdminEnv> {
  const store = deps.partners;
  // The snippet goes on other sites, so it names this site's public address, never the request's Host.
  const present = (partner: PartnerWithSales): AdminPartner => ({
    ...partner,
    landingUrl: partnerLandingUrl(deps.publicOrigin, partner.code),
    snippet: partnerEmbedSnippet(deps.publicOrigin, partner.code),
  });
  const findPartner = async (code: string) => (isPartnerCode(code) ? store.findPartner(code) : undefined);

  return new Hono<AdminEnv>()
    .use(adminOnly)
    .get('/', async (c) => {
      const partners = await store.listPartners();
      return c.json({ partners: partners.map((partner) => present(partner)) });
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
      const partner = await store.findPartner(body.data.code);
      if (!partner) throw new Error(`Parceiro ${body.data.code} sumiu logo após ser criado`);
      deps.logger.info({ code: partner.code, staff: c.get('staff').email }, 'Parceiro criado');
      return c.json({ partner: present(partner) }, 201);
    })
    .get('/commissions.csv', async (c) => {
      // Every commission, or one partner's (?parceiro=code): the ledger for staff's books (issue 31).
      const code = c.req.query('parceiro');
      if (code !== undefined && !isPartnerCode(code)) return errorResponse(c, 404, 'staff_partner_not_found');
      const rows = await store.commissionCsvRows(code);
      const day = deps.now().toISOString().slice(0, 10);
      return csvResponse(
        c,
        `comissoes-${code ? `${code}-` : ''}${day}.csv`,
        COMMISSION_CSV_COLUMNS,
        rows.map(commissionCsvRow),
      );
    })
    .get('/:code', async (c) => {
      const partner = await findPartner(c.req.param('code'));
      return partner
        ? c.json({ partner: present(partner) })
        : errorResponse(c, 404, 'staff_partner_not_found');
    })
    .patch('/:code', async (c) => {
      const body = await readValidBody(c, partnerUpdateSchema);
      if (!body.ok) return body.response;
      const code = c.req.param('code');
      const updated =
        isPartnerCode(code) &&
        (await store.updatePartner(code, { ...body.data, time: deps.now().toISOString() }));
      const partner = updated ? await store.findPartner(code) : undefined;
      if (!partner) return errorResponse(c, 404, 'staff_partner_not_found');
      deps.logger.info({ code, changes: body.data, staff: c.get('staff').email }, 'Parceiro alterado');
      return c.json({ partner: present(partner) });
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
      return c.json({ partner: present(partner), ...result, page, pageSize });
    });
}
