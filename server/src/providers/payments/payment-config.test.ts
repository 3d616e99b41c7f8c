// Payment settings: the sandbox by default, the Asaas client only with its key and webhook token.
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config.ts';
import { createPaymentProvider, DEFAULT_ASAAS_BASE_URL, loadPaymentConfig } from './payment-config.ts';

describe('loadPaymentConfig', () => {
  it('selects the sandbox with an unguessable webhook token when nothing is set', () => {
    const first = loadPaymentConfig({});
    expect(first).toMatchObject({
      provider: 'sandbox',
      asaasBaseUrl: DEFAULT_ASAAS_BASE_URL,
      timeoutMs: 15_000,
    });
    expect(first.webhookToken).not.toBe(loadPaymentConfig({}).webhookToken);
    expect(createPaymentProvider(first).name).toBe('sandbox');
  });

  it('selects the Asaas client with its key, token and address', () => {
    const config = loadPaymentConfig({
      PAYMENT_PROVIDER: 'asaas',
      ASAAS_API_KEY: '$aact_x',
      ASAAS_WEBHOOK_TOKEN: 'segredo',
      ASAAS_API_URL: 'https://api-sandbox.asaas.com/v3',
      PUBLIC_SITE_URL: 'https://funil.example/',
    });
    expect(config).toMatchObject({
      webhookToken: 'segredo',
      asaasBaseUrl: 'https://api-sandbox.asaas.com/v3',
      publicSiteUrl: 'https://funil.example',
    });
    expect(createPaymentProvider(config).name).toBe('asaas');
  });

  it('stops at start on a provider without its secrets or an unknown provider', () => {
    expect(() => loadPaymentConfig({ PAYMENT_PROVIDER: 'asaas', ASAAS_API_KEY: 'x' })).toThrow(ConfigError);
    expect(() => loadPaymentConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(ConfigError);
    expect(() => loadPaymentConfig({ ASAAS_API_URL: 'ftp://x' })).toThrow(ConfigError);
  });
});
