// The webhooks the local sandbox delivers, shaped and signed exactly as Meta's, so the same route
// and reader (cloud-api-webhook.ts) take them and the message log moves as it would in production.
import type { WhatsAppDeliveryStatus } from '../../domain/ports/whatsapp.ts';
import { signWebhookBody } from './cloud-api-webhook.ts';

/** One webhook delivery: the raw body and its X-Hub-Signature-256. */
export interface SignedWebhook {
  body: string;
  signature: string;
}

/** The sandbox's own business number and its id, as Meta names them in every delivery. */
export const SANDBOX_DISPLAY_NUMBER = '5511955550000';
export const SANDBOX_PHONE_NUMBER_ID = 'sandbox';

const seconds = (at: Date) => String(Math.floor(at.getTime() / 1000));

function signed(value: Record<string, unknown>, appSecret: string): SignedWebhook {
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'sandbox',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: SANDBOX_DISPLAY_NUMBER,
                phone_number_id: SANDBOX_PHONE_NUMBER_ID,
              },
              ...value,
            },
          },
        ],
      },
    ],
  });
  return { body, signature: signWebhookBody(body, appSecret) };
}

/** A message we sent changed status (sent, delivered, read). */
export function statusWebhook(
  message: { id: string; phone: string },
  status: WhatsAppDeliveryStatus,
  at: Date,
  appSecret: string,
): SignedWebhook {
  return signed(
    { statuses: [{ id: message.id, status, timestamp: seconds(at), recipient_id: message.phone }] },
    appSecret,
  );
}

/** The lead wrote to us; `profileName` is the name on their WhatsApp profile, when known. */
export function inboundWebhook(
  message: { id: string; phone: string; text: string },
  at: Date,
  appSecret: string,
  profileName?: string,
): SignedWebhook {
  return signed(
    {
      contacts: [{ wa_id: message.phone, ...(profileName ? { profile: { name: profileName } } : {}) }],
      messages: [
        {
          from: message.phone,
          id: message.id,
          timestamp: seconds(at),
          type: 'text',
          text: { body: message.text },
        },
      ],
    },
    appSecret,
  );
}
