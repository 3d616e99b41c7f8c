// Standard Webhooks signing: the three headers every attempt carries. The receiver recomputes
// v1 = base64(HMAC-SHA256(key, "<id>.<timestamp>.<body>")) with its copy of the secret.
import { createHmac } from 'node:crypto';
import { webhookSigningKey } from './webhook-secret.ts';

export interface SignedWebhookHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

export function webhookSignature(secret: string, id: string, timestampSeconds: number, body: string): string {
  const mac = createHmac('sha256', webhookSigningKey(secret))
    .update(`${id}.${timestampSeconds}.${body}`, 'utf8')
    .digest('base64');
  return `v1,${mac}`;
}

/** The headers of one attempt made at `at` (its own timestamp, the event's stable id). */
export function signedWebhookHeaders(input: {
  secret: string;
  id: string;
  at: Date;
  body: string;
}): SignedWebhookHeaders {
  const timestamp = Math.floor(input.at.getTime() / 1000);
  return {
    'webhook-id': input.id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': webhookSignature(input.secret, input.id, timestamp, input.body),
  };
}
