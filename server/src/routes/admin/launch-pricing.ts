// /api/admin/launches/{id}/pricing (issue 30): staff read the launch's program offer's batches with
// their units, coupons with their uses and order bumps; admins set them, audited with the launch.
import { offerPricingUpdateSchema } from '@funil/core/offer-pricing-admin';
import { Hono } from 'hono';
import type { DomainLogger } from '../../domain/ports/logger.ts';
import type { PricingRefusal, StaffPricingStore } from '../../domain/ports/offer-pricing-admin.ts';
import type { AdminEnv } from '../../http/admin-env.ts';
import { adminOnly } from '../../http/admin-only.ts';
import { errorResponse } from '../../http/errors.ts';
import { readValidBody } from '../../http/read-valid-body.ts';

export interface LaunchPricingAdminDeps {
  pricing: StaffPricingStore;
  logger: DomainLogger;
  now: () => Date;
}

/** A bump naming the offer itself or another launch's offer is bad input; the rest is the state's. */
const STATUS: Record<PricingRefusal, 400 | 404 | 409> = {
  launch_not_found: 404,
  program_offer_missing: 404,
  launch_closed: 409,
  batch_not_found: 409,
  batch_has_sales: 409,
  batch_quantity_below_taken: 409,
  coupon_not_known: 409,
  bump_is_offer: 400,
  bump_offer_invalid: 400,
};

export function launchPricingAdminRoutes(deps: LaunchPricingAdminDeps): Hono<AdminEnv> {
  return new Hono<AdminEnv>()
    .get('/:id/pricing', async (c) => {
      const pricing = await deps.pricing.read(c.req.param('id'), deps.now().toISOString());
      if (!pricing) return errorResponse(c, 404, 'launch_not_found');
      if (pricing === 'program_offer_missing') return errorResponse(c, 404, pricing);
      c.header('cache-control', 'no-store');
      return c.json(pricing);
    })
    .put('/:id/pricing', adminOnly, async (c) => {
      const body = await readValidBody(c, offerPricingUpdateSchema);
      if (!body.ok) return body.response;
      const staff = c.get('staff');
      const outcome = await deps.pricing.save(c.req.param('id'), body.data, staff, deps.now().toISOString());
      if (!outcome.ok) return errorResponse(c, STATUS[outcome.refusal], outcome.refusal);
      deps.logger.info(
        { staff: staff.email, launchId: c.req.param('id') },
        'Preços e ofertas do lançamento alterados',
      );
      return c.json(outcome.pricing);
    });
}
