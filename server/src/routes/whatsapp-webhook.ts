// /api/whatsapp/webhook: Meta's (and the sandbox's) WhatsApp webhooks. GET is the subscription
// handshake; POST is read raw so its X-Hub-Signature-256 is checked over the exact bytes signed.
import { Hono } from 'hono';
import type { WhatsAppWebhookEvent } from '../domain/ports/whatsapp.ts';
import type { WhatsAppWebhookFormat } from '../domain/ports/whatsapp-webhook.ts';
import { errorResponse } from '../http/errors.ts';
import { parseJsonText } from '../http/json-text.ts';

export interface WhatsAppWebhookDeps {
  /** The provider's wire format: handshake, signature, events. */
  format: WhatsAppWebhookFormat;
  /** The app's secret: every delivery is signed with it. */
  appSecret: string;
  /** The token typed in Meta's webhook settings, echoed back by the handshake. */
  verifyToken: string;
  /** Applies one delivery's events, in order; a throw answers 500 and Meta delivers it again. */
  onEvents: (events: WhatsAppWebhookEvent[]) => Promise<void>;
}

export function whatsappWebhookRoutes(deps: WhatsAppWebhookDeps): Hono {
  return new Hono()
    .get('/', (c) => {
      const challenge = deps.format.handshakeChallenge(c.req.query(), deps.verifyToken);
      return challenge === null ? errorResponse(c, 403, 'webhook_unauthorized') : c.text(challenge, 200);
    })
    .post('/', async (c) => {
      const raw = await c.req.text();
      if (!deps.format.isSigned(raw, c.req.header(deps.format.signatureHeader), deps.appSecret)) {
        return errorResponse(c, 401, 'webhook_unauthorized');
      }
      // Signed by Meta but not a WhatsApp delivery we read (another field, a new shape): answered
      // 200, since a retry would not read better and Meta disables webhooks that keep failing.
      const events = deps.format.events(readJson(raw)) ?? [];
      if (events.length > 0) await deps.onEvents(events);
      return c.json({ received: true, events: events.length });
    });
}

/** The body as every other route reads JSON (json-text.ts: no NUL, no lone surrogate, a depth limit). */
function readJson(text: string): unknown {
  const parsed = parseJsonText(text);
  return parsed.ok ? parsed.value : undefined;
}
