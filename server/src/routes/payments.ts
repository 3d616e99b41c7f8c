// /api/payments/{pix|credit-card|multi}: the payment modal's checkout request → { link } (spec §3/§7).
import { CHECKOUT_ENDPOINTS, type CheckoutEndpoint, checkoutRequestSchema } from '@funil/core/checkout';
import type { ErrorCode } from '@funil/core/errors';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type CheckoutDeps, createCheckout } from '../domain/checkout-create.ts';
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
  payment_provider_error: 502,
  payment_provider_timeout: 504,
};

export function paymentsRoutes(deps: PaymentsRoutesDeps): Hono {
  return new Hono()
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
    .post('/:endpoint', async (c) => {
      const endpoint = c.req.param('endpoint');
      if (!isEndpoint(endpoint)) return errorResponse(c, 404, 'not_found');
      const body = await readValidBody(c, checkoutRequestSchema);
      if (!body.ok) return body.response;
      const result = await createCheckout(deps, {
        endpoint,
        body: body.data,
        siteOrigin: deps.publicOrigin,
        requestId: c.req.header('x-request-id')?.slice(0, 100),
      });
      if (result.ok) return c.json({ link: result.link });
      return errorResponse(c, STATUS[result.error] ?? 500, result.error);
    });
}

function isEndpoint(value: string): value is CheckoutEndpoint {
  return (CHECKOUT_ENDPOINTS as readonly string[]).includes(value);
}
