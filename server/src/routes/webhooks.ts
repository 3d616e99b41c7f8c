// /api/webhooks/asaas: the provider's events (and the sandbox's), authenticated by a shared token.
import { paymentWebhookSchema } from '@funil/core/payment-webhook';
import { Hono } from 'hono';
import { applyPaymentWebhook, keepInvalidWebhook, type WebhookDeps } from '../domain/payment-webhook.ts';
import { errorResponse } from '../http/errors.ts';
import { parseJsonText } from '../http/json-text.ts';
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
    const parsed = readJson(raw);
    const event = paymentWebhookSchema.safeParse(parsed);
    // From here on every answer is 200: Asaas pauses the whole queue after 15 failed deliveries in a
    // row, and a body we cannot read will not read better the second time. Staff see it instead.
    if (!event.success) {
      await keepInvalidWebhook(deps, raw, parsed);
      return c.json({ received: true, outcome: 'invalid_body' });
    }
    const outcome = await applyPaymentWebhook(deps, event.data, raw);
    return c.json({ received: true, outcome });
  });
}

/** The body as every other route reads JSON (json-text.ts: no NUL, no lone surrogate, a depth limit). */
function readJson(text: string): unknown {
  const parsed = parseJsonText(text);
  return parsed.ok ? parsed.value : undefined;
}
