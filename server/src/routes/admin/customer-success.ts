// /api/admin/customer-success: customers with their latest sale and onboarding checklist; admins tick the items.
import { buyersQuerySchema, onboardingChangeSchema } from '@funil/core/onboarding';
import { Hono } from 'hono';
import { applyOnboardingChange, changedItems } from '../../domain/onboarding-checklist.ts';
import type { AdminEnv } from '../../http/admin-env.ts';
import { adminOnly } from '../../http/admin-only.ts';
import { errorResponse } from '../../http/errors.ts';
import { readValidBody, validate } from '../../http/read-valid-body.ts';
import { createCustomerSuccessRepository } from '../../storage/customer-success-repository.ts';
import type { Database } from '../../storage/schema.ts';
import { transactionLock } from '../../storage/sql-values.ts';
import type { AdminDeps } from './admin-routes.ts';

export function customerSuccessRoutes(deps: AdminDeps): Hono<AdminEnv> {
  return new Hono<AdminEnv>()
    .get('/', async (c) => {
      const query = validate(c, buyersQuerySchema, c.req.query());
      if (!query.ok) return query.response;
      const { q, page, pageSize } = query.data;
      const store = createCustomerSuccessRepository(deps.db);
      const result = await store.listBuyers({ search: q, limit: pageSize, offset: (page - 1) * pageSize });
      return c.json({ ...result, page, pageSize });
    })
    .patch('/:buyerId/checklist', adminOnly, async (c) => {
      const body = await readValidBody(c, onboardingChangeSchema);
      if (!body.ok) return body.response;
      const buyerId = c.req.param('buyerId');
      const staff = c.get('staff');
      // One transaction with a lock per buyer: two staff ticking at once both keep their change.
      const next = await deps.db.transaction().execute(async (trx) => {
        await transactionLock<Database>(trx)(`onboarding:${buyerId}`);
        const store = createCustomerSuccessRepository(trx);
        const current = await store.findBuyerChecklist(buyerId);
        if (!current) return undefined;
        const changed = applyOnboardingChange(current, body.data, staff.email, deps.now().toISOString());
        await store.saveChecklist(buyerId, changed);
        return changed;
      });
      if (!next) return errorResponse(c, 404, 'buyer_not_found');
      deps.logger.info(
        { buyerId, items: changedItems(body.data), staff: staff.email },
        'Checklist de onboarding alterado',
      );
      return c.json({ checklist: next });
    });
}
