// The thank-you page's two calls about one purchase, named by our checkout id (a random UUID only the
// success link carries: it is the capability). Neither answer says anything about the buyer.
// - GET /api/purchases/{checkoutId}: what was bought, the amount and method our checkout row holds,
//   where the payment stands and, once paid, the next steps (the buyers' group link).
// - POST /api/purchases/{checkoutId}/browser-event: the one claim on the browser Purchase.
import { CHECKOUT_ID_PATTERN } from '@funil/core/purchase-report';
import { Hono } from 'hono';
import { claimBrowserPurchase } from '../domain/browser-purchase.ts';
import type { BrowserPurchaseStore } from '../domain/ports/purchases.ts';
import type { TransactionScope } from '../domain/ports/transaction-scope.ts';
import { type PurchaseSummaryDeps, readPurchaseSummary } from '../domain/purchase-summary.ts';
import { errorResponse } from '../http/errors.ts';
import type { LimiterStore } from '../http/limiter-store.ts';
import { perIpRateLimit } from '../http/per-ip-rate-limit.ts';

/** A purchase's answer is the buyer's alone: no shared cache keeps it, no browser cache reuses it. */
export const PURCHASE_CACHE_CONTROL = 'private, no-store';

export interface PurchasesRoutesDeps {
  /** Where the per-IP counts live (limiter-store.ts). */
  limits: LimiterStore;
  store: TransactionScope<BrowserPurchaseStore>;
  summaries: PurchaseSummaryDeps;
  now: () => Date;
  trustProxy: boolean;
  /** Claims one client IP may make per minute: a thank-you page asks a few times at most. */
  perMinute: number;
  /** Reads one client IP may make per minute: a page waiting for a confirmation asks again now and then. */
  readsPerMinute: number;
}

export function purchasesRoutes(deps: PurchasesRoutesDeps): Hono {
  const limit = (name: string, points: number) =>
    perIpRateLimit({
      store: deps.limits,
      name,
      points,
      windowSeconds: 60,
      code: 'rate_limited',
      trustProxy: deps.trustProxy,
    });
  /** Our ids in their one written form, else null: anything else names no purchase. */
  const checkoutIdOf = (param: string) => {
    const id = param.toLowerCase();
    return CHECKOUT_ID_PATTERN.test(id) ? id : null;
  };
  return new Hono()
    .get('/:checkoutId', limit('leituras-de-compra', deps.readsPerMinute), async (c) => {
      c.header('cache-control', PURCHASE_CACHE_CONTROL);
      const checkoutId = checkoutIdOf(c.req.param('checkoutId'));
      const summary = checkoutId ? await readPurchaseSummary(deps.summaries, checkoutId) : undefined;
      if (!summary) return errorResponse(c, 404, 'purchase_unknown');
      return c.json(summary);
    })
    .post('/:checkoutId/browser-event', limit('compras-no-navegador', deps.perMinute), async (c) => {
      c.header('cache-control', 'no-store');
      const checkoutId = checkoutIdOf(c.req.param('checkoutId'));
      if (!checkoutId) return errorResponse(c, 404, 'purchase_not_found');
      const claim = await deps.store((store) => claimBrowserPurchase(store, checkoutId, deps.now()));
      if (!claim.ok) return errorResponse(c, claim.error === 'purchase_not_found' ? 404 : 409, claim.error);
      return c.json(claim.purchase);
    });
}
