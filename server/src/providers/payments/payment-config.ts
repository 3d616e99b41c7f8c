// Payment settings from the environment, and the provider they select (the embedded sandbox by default).
import { ConfigError } from '../../config.ts';
import type { PaymentProvider, PaymentProviderName } from '../../domain/ports/payments.ts';
import { envPositiveInteger as positiveInteger, envText as text } from '../../env-values.ts';
import { createAsaasClient } from './asaas-client.ts';
import { createSandboxProvider, type SandboxStore } from './sandbox-provider.ts';

export interface PaymentConfig {
  provider: PaymentProviderName;
  asaasBaseUrl: string;
  asaasApiKey: string | undefined;
  /**
   * ASAAS_WEBHOOK_TOKEN, which Asaas sends in the asaas-access-token header of every webhook.
   * Unset (the sandbox), the installation's own random one (wiring/installation-secrets.ts).
   */
  webhookToken: string | undefined;
  timeoutMs: number;
}

export const DEFAULT_ASAAS_BASE_URL = 'https://api.asaas.com/v3';

export function loadPaymentConfig(env: NodeJS.ProcessEnv = process.env): PaymentConfig {
  const provider = text(env.PAYMENT_PROVIDER)?.toLowerCase() ?? 'sandbox';
  if (provider !== 'sandbox' && provider !== 'asaas') {
    throw new ConfigError(`PAYMENT_PROVIDER inválido: "${provider}". Use sandbox ou asaas.`);
  }
  const asaasApiKey = text(env.ASAAS_API_KEY);
  const token = text(env.ASAAS_WEBHOOK_TOKEN);
  if (provider === 'asaas' && (!asaasApiKey || !token)) {
    throw new ConfigError('PAYMENT_PROVIDER=asaas precisa de ASAAS_API_KEY e ASAAS_WEBHOOK_TOKEN.');
  }
  // The sandbox turns any visitor into a paying customer at the click of a button: never by accident in production.
  if (provider === 'sandbox' && text(env.NODE_ENV) === 'production' && !sandboxAllowed(env.PAYMENT_SANDBOX)) {
    throw new ConfigError(
      'NODE_ENV=production sem provedor de pagamentos: configure PAYMENT_PROVIDER=asaas ' +
        '(com ASAAS_API_KEY e ASAAS_WEBHOOK_TOKEN) ou, só para testes, PAYMENT_SANDBOX=allow.',
    );
  }
  return {
    provider,
    asaasBaseUrl: readUrl('ASAAS_API_URL', env.ASAAS_API_URL) ?? DEFAULT_ASAAS_BASE_URL,
    asaasApiKey,
    webhookToken: token,
    timeoutMs: positiveInteger('ASAAS_TIMEOUT_MS', env.ASAAS_TIMEOUT_MS, 15_000),
  };
}

/** The sandbox keeps its sessions in `sandboxStore` (the database), so every process can serve them. */
export function createPaymentProvider(config: PaymentConfig, sandboxStore: SandboxStore): PaymentProvider {
  if (config.provider === 'asaas' && config.asaasApiKey) {
    return createAsaasClient({
      baseUrl: config.asaasBaseUrl,
      apiKey: config.asaasApiKey,
      timeoutMs: config.timeoutMs,
    });
  }
  return createSandboxProvider(sandboxStore);
}

function sandboxAllowed(value: string | undefined): boolean {
  const answer = text(value)?.toLowerCase();
  if (answer === undefined) return false;
  if (answer !== 'allow')
    throw new ConfigError(`PAYMENT_SANDBOX inválido: "${answer}". Use allow ou deixe vazio.`);
  return true;
}

function readUrl(name: string, value: string | undefined): string | undefined {
  const url = text(value);
  if (url === undefined) return undefined;
  if (!/^https?:\/\/[^\s]+$/.test(url) || !URL.canParse(url)) {
    throw new ConfigError(`${name} inválido: "${url}".`);
  }
  return url;
}
