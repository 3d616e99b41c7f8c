// The WhatsApp Cloud API's webhooks as Meta sends them: the verify-token handshake, the
// X-Hub-Signature-256 check over the raw body with the app secret, and the payload read into the
// domain's events. The sandbox sends the same shapes, so one reader serves both.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { WhatsAppWebhookEvent } from '../../domain/ports/whatsapp.ts';
import type { WhatsAppWebhookFormat } from '../../domain/ports/whatsapp-webhook.ts';

export const SIGNATURE_HEADER = 'x-hub-signature-256';

/** `sha256=<hex>` of the body with the app secret: what Meta puts in X-Hub-Signature-256. */
export function signWebhookBody(rawBody: string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody, 'utf8').digest('hex')}`;
}

/** True only for the exact signature of these bytes; compared in constant time. */
export function isValidWebhookSignature(
  rawBody: string,
  header: string | undefined,
  appSecret: string,
): boolean {
  if (!header || !appSecret) return false;
  const expected = Buffer.from(signWebhookBody(rawBody, appSecret));
  const given = Buffer.from(header.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The subscription handshake (GET with hub.mode=subscribe, hub.verify_token, hub.challenge): the
 * challenge to echo when the token is ours, else null (answer 403).
 */
export function handshakeChallenge(
  query: Record<string, string | undefined>,
  verifyToken: string,
): string | null {
  const token = query['hub.verify_token'] ?? '';
  const challenge = query['hub.challenge'];
  if (query['hub.mode'] !== 'subscribe' || challenge === undefined || !verifyToken) return null;
  const same =
    token.length === verifyToken.length && timingSafeEqual(Buffer.from(token), Buffer.from(verifyToken));
  return same ? challenge : null;
}

const unixSeconds = z.string().regex(/^\d{1,12}$/);

const statusSchema = z.object({
  id: z.string().min(1),
  status: z.enum(['sent', 'delivered', 'read', 'failed']),
  timestamp: unixSeconds,
  recipient_id: z.string().min(1),
  errors: z.array(z.object({ code: z.number(), title: z.string().optional() })).optional(),
});

const messageSchema = z.object({
  id: z.string().min(1),
  from: z.string().min(1),
  timestamp: unixSeconds,
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
  button: z.object({ text: z.string() }).optional(),
  interactive: z
    .object({
      button_reply: z.object({ title: z.string() }).optional(),
      list_reply: z.object({ title: z.string() }).optional(),
    })
    .optional(),
});

const payloadSchema = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z.object({
            contacts: z
              .array(z.object({ wa_id: z.string(), profile: z.object({ name: z.string() }).optional() }))
              .optional(),
            messages: z.array(messageSchema).optional(),
            statuses: z.array(statusSchema).optional(),
          }),
        }),
      ),
    }),
  ),
});

const isoOf = (seconds: string) => new Date(Number(seconds) * 1000).toISOString();

/** The events of one delivery in the order Meta listed them; null when it is not a WhatsApp webhook. */
export function readWebhookEvents(payload: unknown): WhatsAppWebhookEvent[] | null {
  const parsed = payloadSchema.safeParse(payload);
  if (!parsed.success) return null;
  const events: WhatsAppWebhookEvent[] = [];
  for (const entry of parsed.data.entry) {
    for (const change of entry.changes) {
      if (change.field !== 'messages') continue;
      const { contacts = [], messages = [], statuses = [] } = change.value;
      for (const status of statuses) {
        const error = status.errors?.[0];
        events.push({
          kind: 'status',
          messageId: status.id,
          status: status.status,
          recipient: status.recipient_id,
          at: isoOf(status.timestamp),
          ...(error ? { error: { code: error.code, title: error.title ?? '' } } : {}),
        });
      }
      for (const message of messages) {
        const profileName = contacts.find((contact) => contact.wa_id === message.from)?.profile?.name;
        events.push({
          kind: 'inbound',
          messageId: message.id,
          from: message.from,
          text:
            message.text?.body ??
            message.button?.text ??
            message.interactive?.button_reply?.title ??
            message.interactive?.list_reply?.title ??
            '',
          at: isoOf(message.timestamp),
          ...(profileName ? { profileName } : {}),
        });
      }
    }
  }
  return events;
}

/** The Cloud API's webhook format, as the webhook route reads it (domain/ports/whatsapp-webhook.ts). */
export const cloudApiWebhookFormat: WhatsAppWebhookFormat = {
  signatureHeader: SIGNATURE_HEADER,
  handshakeChallenge,
  isSigned: isValidWebhookSignature,
  events: readWebhookEvents,
};
