// The signing secret of a producer's webhook endpoint, in Standard Webhooks' format.
import { randomBytes } from 'node:crypto';

export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** 32 random bytes: within the 24 to 64 the specification asks for. */
const SECRET_BYTES = 32;

/** A new secret: whsec_ + base64 of 32 random bytes (staff copy it once into their receiver). */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;
}

/** The HMAC key a secret stands for: the base64 after whsec_. */
export function webhookSigningKey(secret: string): Buffer {
  const encoded = secret.startsWith(WEBHOOK_SECRET_PREFIX)
    ? secret.slice(WEBHOOK_SECRET_PREFIX.length)
    : secret;
  const key = Buffer.from(encoded, 'base64');
  if (key.length === 0) throw new Error('Segredo de webhook vazio');
  return key;
}
