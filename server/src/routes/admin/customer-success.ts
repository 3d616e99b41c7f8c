// /api/admin/customer-success: customers with their latest sale and onboarding checklist; admins tick the items.
import { buyersQuerySchema, onboardingChangeSchema } from '@funil/core/onboarding';
import { Hono } from 'hono';
import { changeBuyerChecklist } from '../../domain/buyer-checklist.ts';
import { changedItems } from '../../domain/onboarding-checklist.ts';
import type { BuyerChecklistScope, BuyersReader } from '../../domain/ports/customer-success.ts';
import type { DomainLogger } from '../../domain/ports/logger.ts';
import type { AdminEnv } from '../../http/admin-env.ts';
import { adminOnly } from '../../http/admin-only.ts';
import { errorResponse } from '../../http/errors.ts';
import { readValidBody, validate } from '../../http/read-valid-body.ts';

export interface CustomerSuccessDeps {
  buyers: BuyersReader;
  buyerChecklists: BuyerChecklistScope;
  logger: DomainLogger;
  now: () => Date;
}

export function customerSuccessRoutes(deps: CustomerSuccessDeps): Hono<AdminEnv> {
  return new Hono<AdminEnv>()
    .get('/', async (c) => {
      const query = validate(c, buyersQuerySchema, c.req.query());
      if (!query.ok) return query.response;
      const { q, page, pageSize } = query.data;
      const result = await deps.buyers.listBuyers({
        search: q,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return c.json({ ...result, page, pageSize });
    })
    .patch('/:buyerId/checklist', adminOnly, async (c) => {
      const body = await readValidBody(c, onboardingChangeSchema);
      if (!body.ok) return body.response;
      const buyerId = c.req.param('buyerId');
      const staff = c.get('staff');
      const next = await changeBuyerChecklist(
        { scope: deps.buyerChecklists, now: deps.now },
        buyerId,
        body.data,
        staff.email,
      );
      if (!next) return errorResponse(c, 404, 'buyer_not_found');
      deps.logger.info(
        { buyerId, items: changedItems(body.data), staff: staff.email },
        'Checklist de onboarding alterado',
      );
      return c.json({ checklist: next });
    });
}
