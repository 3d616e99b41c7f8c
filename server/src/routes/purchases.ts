// POST /api/purchases/{checkoutId}/browser-event: the thank-you page's one claim on a purchase's
// browser Purchase. It answers only the event id, value and currency: nothing about the buyer.
import { CHECKOUT_ID_PATTERN } from '@funil/core/purchase-report';
import { Hono } from 'hono';
import { type BrowserPurchaseStore, claimBrowserPurchase } from '../domain/browser-purchase.ts';
import { errorResponse } from '../http/errors.ts';
import type { LimiterStore } from '../http/limiter-store.ts';
import { perIpRateLimit } from '../http/per-ip-rate-limit.ts';
import type { TransactionScope } from '../storage/group-commit.ts';

export interface PurchasesRoutesDeps {
  /** Where the per-IP counts live (limiter-store.ts). */
  limits: LimiterStore;
  store: TransactionScope<BrowserPurchaseStore>;
  now: () => Date;
  trustProxy: boolean;
  /** Claims one client IP may make per minute: a thank-you page asks a few times at most. */
  perMinute: number;
}

export function purchasesRoutes(deps: PurchasesRoutesDeps): Hono {
  const limit = perIpRateLimit({
    store: deps.limits,
    name: 'compras-no-navegador',
    points: deps.perMinute,
    windowSeconds: 60,
    code: 'rate_limited',
    trustProxy: deps.trustProxy,
  });
  return new Hono().post('/:checkoutId/browser-event', limit, async (c) => {
    c.header('cache-control', 'no-store');
    const checkoutId = c.req.param('checkoutId').toLowerCase();
    if (!CHECKOUT_ID_PATTERN.test(checkoutId)) return errorResponse(c, 404, 'purchase_not_found');
    const claim = await deps.store((store) => claimBrowserPurchase(store, checkoutId, deps.now()));
    if (!claim.ok) return errorResponse(c, claim.error === 'purchase_not_found' ? 404 : 409, claim.error);
    return c.json(claim.purchase);
  });
}
