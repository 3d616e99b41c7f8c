// /api/admin/privacy: LGPD requests — find a lead by phone, export its data, anonymise or delete it (admins).
import { privacySearchSchema } from '@funil/core/privacy';
import { type Context, Hono } from 'hono';
import { phoneSearchVariants } from '../../domain/lead-erasure.ts';
import type { DomainLogger } from '../../domain/ports/logger.ts';
import type { ErasureResult, PrivacyStore } from '../../domain/ports/staff-records.ts';
import type { AdminEnv } from '../../http/admin-env.ts';
import { adminOnly } from '../../http/admin-only.ts';
import { errorResponse } from '../../http/errors.ts';
import { validate } from '../../http/read-valid-body.ts';

export interface PrivacyRoutesDeps {
  privacy: PrivacyStore;
  logger: DomainLogger;
  now: () => Date;
}

export function privacyRoutes(deps: PrivacyRoutesDeps): Hono<AdminEnv> {
  const store = deps.privacy;
  // Requests by data subjects must be answerable later: who did what to which lead id (never its data).
  const audit = (staff: string, leadId: string, action: string) =>
    deps.logger.info({ staff, leadId, action }, 'LGPD: pedido atendido');
  const answer = (c: Context<AdminEnv>, result: ErasureResult) => {
    if (result.ok) {
      audit(c.get('staff').email, result.report.leadId, result.report.action);
      return c.json(result.report);
    }
    return result.error === 'not_found'
      ? errorResponse(c, 404, 'staff_lead_not_found')
      : errorResponse(c, 409, 'lead_already_anonymized');
  };

  return new Hono<AdminEnv>()
    .get('/leads', async (c) => {
      const query = validate(c, privacySearchSchema, { phone: c.req.query('phone') });
      if (!query.ok) return query.response;
      return c.json({ leads: await store.findByPhones(phoneSearchVariants(query.data.phone)) });
    })
    .get('/leads/:id/export', adminOnly, async (c) => {
      const id = c.req.param('id');
      const data = await store.exportLead(id, deps.now().toISOString());
      if (!data) return errorResponse(c, 404, 'staff_lead_not_found');
      audit(c.get('staff').email, id, 'exported');
      c.header('content-disposition', `attachment; filename="lead-${encodeURIComponent(id)}.json"`);
      c.header('cache-control', 'no-store');
      return c.json(data);
    })
    .post('/leads/:id/anonymize', adminOnly, async (c) =>
      answer(c, await store.anonymizeLead(c.req.param('id'), deps.now().toISOString())),
    )
    .delete('/leads/:id', adminOnly, async (c) =>
      answer(c, await store.deleteLead(c.req.param('id'), deps.now().toISOString())),
    );
}
