// /api/payments/{pix|credit-card|multi}: the payment modal's checkout request → { link } (spec §3/§7).
// /api/payments/pix-charge: the PIX charge paid inside the modal (issue 30), and its status, which
// the modal polls (outside the checkouts' budget: a poll calls no provider).
import { CHECKOUT_ENDPOINTS, type CheckoutEndpoint, checkoutRequestSchema } from '@funil/core/checkout';
import type { ErrorCode } from '@funil/core/errors';
import { pixChargeRequestSchema } from '@funil/core/pix-charge';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type CheckoutDeps, createCheckout } from '../domain/checkout-create.ts';
import { createPixCharge } from '../domain/pix-charge-create.ts';
import { readPixCharge } from '../domain/pix-charge-state.ts';
import { errorResponse } from '../http/errors.ts';
import type { LimiterStore } from '../http/limiter-store.ts';
import { perIpRateLimit } from '../http/per-ip-rate-limit.ts';
import { readValidBody } from '../http/read-valid-body.ts';

export interface PaymentsRoutesDeps extends CheckoutDeps {
  /** Where the per-IP counts live (limiter-store.ts). */
  limits: LimiterStore;
  /** This site's public origin (http/public-origin.ts): callbacks and links name it, never the Host. */
  publicOrigin: string;
  /** Checkout attempts one IP may make per minute: each one calls the provider. */
  checkoutsPerMinute: number;
  trustProxy: boolean;
}

const STATUS: Partial<Record<ErrorCode, ContentfulStatusCode>> = {
  payment_method_mismatch: 400,
  offer_unavailable: 404,
  offer_sold_out: 409,
  offer_closed: 409,
  coupon_not_found: 409,
  coupon_not_started: 409,
  coupon_expired: 409,
  coupon_used_up: 409,
  bump_unavailable: 409,
  payment_provider_error: 502,
  payment_provider_timeout: 504,
};

export function paymentsRoutes(deps: PaymentsRoutesDeps): Hono {
  const requestId = (header: string | undefined) => header?.slice(0, 100);
  return new Hono()
    .get('/pix-charge/:checkoutId', async (c) => {
      const state = await readPixCharge(
        { store: deps.store, now: deps.now, siteOrigin: deps.publicOrigin },
        c.req.param('checkoutId'),
      );
      c.header('cache-control', 'no-store');
      if (!state) return errorResponse(c, 404, 'charge_not_found');
      return c.json(state);
    })
    .use(
      perIpRateLimit({
        store: deps.limits,
        name: 'checkouts',
        points: deps.checkoutsPerMinute,
        windowSeconds: 60,
        code: 'rate_limited',
        trustProxy: deps.trustProxy,
      }),
    )
    .post('/pix-charge', async (c) => {
      const body = await readValidBody(c, pixChargeRequestSchema);
      if (!body.ok) return body.response;
      const result = await createPixCharge(deps, {
        body: body.data,
        siteOrigin: deps.publicOrigin,
        requestId: requestId(c.req.header('x-request-id')),
      });
      c.header('cache-control', 'no-store');
      if (result.ok) return c.json(result.charge, 201);
      return errorResponse(c, STATUS[result.error] ?? 500, result.error);
    })
    .post('/:endpoint', async (c) => {
      const endpoint = c.req.param('endpoint');
      if (!isEndpoint(endpoint)) return errorResponse(c, 404, 'not_found');
      const body = await readValidBody(c, checkoutRequestSchema);
      if (!body.ok) return body.response;
      const result = await createCheckout(deps, {
        endpoint,
        body: body.data,
        siteOrigin: deps.publicOrigin,
        requestId: requestId(c.req.header('x-request-id')),
      });
      if (result.ok) return c.json({ link: result.link });
      return errorResponse(c, STATUS[result.error] ?? 500, result.error);
    });
}

function isEndpoint(value: string): value is CheckoutEndpoint {
  return (CHECKOUT_ENDPOINTS as readonly string[]).includes(value);
}
