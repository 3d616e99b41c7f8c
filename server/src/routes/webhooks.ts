// /api/webhooks/asaas: the provider's events (and the sandbox's), authenticated by a shared token.
import { paymentWebhookSchema } from '@funil/core/payment-webhook';
import { Hono } from 'hono';
import { applyPaymentWebhook, type WebhookDeps } from '../domain/payment-webhook.ts';
import { errorResponse } from '../http/errors.ts';
import { validate } from '../http/read-valid-body.ts';
import { sameSecret } from '../http/same-secret.ts';

export interface WebhooksRoutesDeps extends WebhookDeps {
  /** The token configured in Asaas; it arrives in the asaas-access-token header. */
  token: string;
}

export const WEBHOOK_TOKEN_HEADER = 'asaas-access-token';

export function webhooksRoutes(deps: WebhooksRoutesDeps): Hono {
  return new Hono().post('/asaas', async (c) => {
    if (!sameSecret(c.req.header(WEBHOOK_TOKEN_HEADER) ?? '', deps.token)) {
      return errorResponse(c, 401, 'webhook_unauthorized');
    }
    const raw = await c.req.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return errorResponse(c, 400, 'invalid_json');
    }
    const event = validate(c, paymentWebhookSchema, parsed);
    if (!event.ok) return errorResponse(c, 400, 'webhook_invalid');
    const outcome = await applyPaymentWebhook(deps, event.data, raw);
    // A repeat and an event we do not act on are still answered 200, or Asaas would pause its queue.
    return c.json({ received: true, outcome });
  });
}
