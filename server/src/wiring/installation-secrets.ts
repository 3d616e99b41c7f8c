// The secrets the server runs with: each one the environment configures, else the installation's own,
// made at random on its first start and kept in its database (docs/decisions/0029).
import type { PaymentConfig } from '../providers/payments/payment-config.ts';
import type { WhatsAppConfig, WhatsAppSecrets } from '../providers/whatsapp/select-provider.ts';
import type { InstallationSecrets } from '../storage/installation-secrets.ts';

export interface RunningSecrets {
  whatsapp: WhatsAppSecrets;
  /** What /api/webhooks/asaas expects in asaas-access-token (and what the sandbox sends). */
  asaasWebhookToken: string;
}

/** Only an unset secret is asked of the database: a configured one never writes a row. */
export async function runningSecrets(
  configured: {
    whatsapp: Pick<WhatsAppConfig, 'appSecret' | 'verifyToken'>;
    payments: Pick<PaymentConfig, 'webhookToken'>;
  },
  installation: InstallationSecrets,
): Promise<RunningSecrets> {
  return {
    whatsapp: {
      appSecret: configured.whatsapp.appSecret ?? (await installation.get('whatsapp_app_secret')),
      verifyToken: configured.whatsapp.verifyToken ?? (await installation.get('whatsapp_verify_token')),
    },
    asaasWebhookToken: configured.payments.webhookToken ?? (await installation.get('asaas_webhook_token')),
  };
}
