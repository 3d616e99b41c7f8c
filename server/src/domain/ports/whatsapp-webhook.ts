// What the WhatsApp webhook route needs from the provider's wire format: the subscription handshake,
// the signature over the raw body, and the events one delivery carries. The Cloud API's format
// (providers/whatsapp/cloud-api-webhook.ts) serves Meta and the sandbox alike.
import type { WhatsAppWebhookEvent } from './whatsapp.ts';

export interface WhatsAppWebhookFormat {
  /** The request header that carries the signature. */
  signatureHeader: string;
  /** The challenge to echo when the handshake's token is ours, else null (answer 403). */
  handshakeChallenge(query: Record<string, string | undefined>, verifyToken: string): string | null;
  /** True only for the exact signature of these bytes with the app secret. */
  isSigned(rawBody: string, signature: string | undefined, appSecret: string): boolean;
  /** The delivery's events in order; null when the payload is not a WhatsApp delivery. */
  events(payload: unknown): WhatsAppWebhookEvent[] | null;
}
