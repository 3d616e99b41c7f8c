// The producer's webhook sender (domain/outbound-webhooks/webhook-sender.ts) on the database's
// deliveries and the HTTP transport allowed by WEBHOOKS_ALLOWED_PRIVATE_HOSTS. index.ts starts it;
// tests build it here with their own clock and drain it.
import type { Kysely } from 'kysely';
import {
  createWebhookSender,
  WEBHOOK_TIMEOUT_MS,
  type WebhookSender,
  type WebhookSenderOptions,
} from '../domain/outbound-webhooks/webhook-sender.ts';
import { createWebhookHttpTransport } from '../providers/webhooks/webhook-http-transport.ts';
import type { WebhooksConfig } from '../providers/webhooks/webhooks-config.ts';
import type { Database } from '../storage/schema.ts';
import { createWebhookDeliveriesRepository } from '../storage/webhook-deliveries-repository.ts';

export function createWebhookSenderOn(
  deps: { db: Kysely<Database>; config: WebhooksConfig } & Pick<
    WebhookSenderOptions,
    'logger' | 'now' | 'batchSize' | 'intervalMs' | 'senderId'
  > & {
      /** The HTTP transport by default; a test may hand its own. */
      transport?: WebhookSenderOptions['transport'];
    },
): WebhookSender {
  const { db, config, transport, ...rest } = deps;
  return createWebhookSender({
    ...rest,
    store: createWebhookDeliveriesRepository(db),
    transport:
      transport ??
      createWebhookHttpTransport({
        policy: { allowedPrivateHosts: config.allowedPrivateHosts },
        timeoutMs: WEBHOOK_TIMEOUT_MS,
      }),
    leaseMs: config.leaseSeconds * 1000,
  });
}
