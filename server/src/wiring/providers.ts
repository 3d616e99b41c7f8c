// The outside services the app talks to, built from their configuration: the server's from its
// environment and its installation's secrets (index.ts), a test's from an empty environment with
// secrets of its own. Each empty configuration means the embedded stand-in (sandbox or demo).
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { AppDeps, PaymentsDeps } from '../app.ts';
import {
  createInstagramProvider,
  type InstagramConfig,
  loadInstagramConfig,
} from '../providers/instagram/instagram-config.ts';
import {
  createPaymentProvider,
  loadPaymentConfig,
  type PaymentConfig,
} from '../providers/payments/payment-config.ts';
import {
  createWhatsAppProvider,
  loadWhatsAppConfig,
  type WhatsAppConfig,
  type WhatsAppSecrets,
} from '../providers/whatsapp/select-provider.ts';
import { newSecret } from '../storage/installation-secrets.ts';
import { createSandboxSessionsRepository } from '../storage/sandbox-sessions-repository.ts';
import { createSandboxWhatsAppRepository } from '../storage/sandbox-whatsapp-repository.ts';
import type { Database } from '../storage/schema.ts';

export interface Providers {
  instagram: AppDeps['instagram'];
  payments: PaymentsDeps;
  whatsapp: AppDeps['whatsapp'];
}

export interface ProviderConfigs {
  instagram: InstagramConfig;
  payments: PaymentConfig;
  whatsapp: WhatsAppConfig;
}

export interface ProviderContext {
  db: Kysely<Database>;
  now: () => Date;
  logger: Pick<Logger, 'warn'>;
}

export function instagramFrom(config: InstagramConfig): Providers['instagram'] {
  return { provider: createInstagramProvider(config), lookupsPerMinute: config.lookupsPerMinute };
}

export function paymentsFrom(
  config: PaymentConfig,
  webhookToken: string,
  { db }: ProviderContext,
): PaymentsDeps {
  return { provider: createPaymentProvider(config, createSandboxSessionsRepository(db)), webhookToken };
}

/** One provider for the app (the sandbox's page and webhooks, staff replies) and the cadences. */
export function whatsappFrom(
  config: WhatsAppConfig,
  secrets: WhatsAppSecrets,
  { db, now, logger }: ProviderContext,
): Providers['whatsapp'] {
  const provider = createWhatsAppProvider(
    { ...config, ...secrets },
    {
      sandboxStore: createSandboxWhatsAppRepository(db),
      now,
      onSandboxDeliveryFailure: (failure) => logger.warn(failure, 'Webhook do WhatsApp de teste não aceito'),
    },
  );
  return { provider, ...secrets };
}

/** What an empty environment configures, each secret random: the apps tests and drills build. */
export function defaultProviders(context: ProviderContext): Providers {
  const payments = loadPaymentConfig({});
  return {
    instagram: instagramFrom(loadInstagramConfig({})),
    payments: paymentsFrom(payments, payments.webhookToken ?? newSecret(), context),
    whatsapp: whatsappFrom(
      loadWhatsAppConfig({}),
      { appSecret: newSecret(), verifyToken: newSecret() },
      context,
    ),
  };
}
