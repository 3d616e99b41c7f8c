// /api/admin/partners/{code}/page-link, admins only (issue 31): whether the partner has a private
// results link and since when; POST makes a new one (answered once, the old one stops at once);
// DELETE removes it. The secret is never stored or logged, only its hash.
import { isPartnerCode } from '@funil/core/partner';
import { partnerResultsUrl } from '@funil/core/partner-results';
import { Hono } from 'hono';
import { makePageLink } from '../../domain/partner-results.ts';
import type { DomainLogger } from '../../domain/ports/logger.ts';
import type { PartnerPageLinkStore } from '../../domain/ports/partner-results.ts';
import type { AdminEnv } from '../../http/admin-env.ts';
import { adminOnly } from '../../http/admin-only.ts';
import { errorResponse } from '../../http/errors.ts';

export interface PartnerPageLinkDeps {
  partnerPageLinks: PartnerPageLinkStore;
  logger: DomainLogger;
  now: () => Date;
  /** This site's public origin (http/public-origin.ts): the link names it, never the request's Host. */
  publicOrigin: string;
}

export function partnerPageLinkRoutes(deps: PartnerPageLinkDeps): Hono<AdminEnv> {
  const store = deps.partnerPageLinks;
  return new Hono<AdminEnv>()
    .use(adminOnly)
    .get('/:code/page-link', async (c) => {
      const code = c.req.param('code');
      const link = isPartnerCode(code) ? await store.pageLinkSince(code) : undefined;
      if (!link) return errorResponse(c, 404, 'staff_partner_not_found');
      return c.json({ link });
    })
    .post('/:code/page-link', async (c) => {
      c.header('cache-control', 'no-store');
      const code = c.req.param('code');
      const made = isPartnerCode(code)
        ? await makePageLink(store, code, deps.now().toISOString())
        : undefined;
      if (!made) return errorResponse(c, 404, 'staff_partner_not_found');
      deps.logger.info({ code, staff: c.get('staff').email }, 'Link privado do parceiro gerado');
      return c.json({ url: partnerResultsUrl(deps.publicOrigin, made.secret), since: made.since });
    })
    .delete('/:code/page-link', async (c) => {
      const code = c.req.param('code');
      const removed =
        isPartnerCode(code) && (await store.setPageSecretHash(code, null, deps.now().toISOString()));
      if (!removed) return errorResponse(c, 404, 'staff_partner_not_found');
      deps.logger.info({ code, staff: c.get('staff').email }, 'Link privado do parceiro removido');
      return c.json({ link: { since: null } });
    });
}
