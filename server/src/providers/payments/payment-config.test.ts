// Payment settings: the sandbox by default, the Asaas client only with its key and webhook token.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config.ts';
import { createPaymentProvider, DEFAULT_ASAAS_BASE_URL, loadPaymentConfig } from './payment-config.ts';
import { memorySandboxStore } from './sandbox-provider.ts';

describe('loadPaymentConfig', () => {
  it('selects the sandbox, and leaves the webhook token to the installation when none is set', () => {
    const first = loadPaymentConfig({});
    expect(first).toMatchObject({
      provider: 'sandbox',
      asaasBaseUrl: DEFAULT_ASAAS_BASE_URL,
      timeoutMs: 15_000,
    });
    // Not a constant, nor one per start: the installation's own (wiring/installation-secrets.ts).
    expect(first.webhookToken).toBeUndefined();
    expect(createPaymentProvider(first, memorySandboxStore()).name).toBe('sandbox');
  });

  it('selects the Asaas client with its key, token and address', () => {
    const config = loadPaymentConfig({
      PAYMENT_PROVIDER: 'asaas',
      ASAAS_API_KEY: '$aact_x',
      ASAAS_WEBHOOK_TOKEN: 'segredo',
      ASAAS_API_URL: 'https://api-sandbox.asaas.com/v3',
    });
    expect(config).toMatchObject({
      webhookToken: 'segredo',
      asaasBaseUrl: 'https://api-sandbox.asaas.com/v3',
    });
    expect(createPaymentProvider(config, memorySandboxStore()).name).toBe('asaas');
  });

  it('stops at start on a provider without its secrets or an unknown provider', () => {
    expect(() => loadPaymentConfig({ PAYMENT_PROVIDER: 'asaas', ASAAS_API_KEY: 'x' })).toThrow(ConfigError);
    expect(() => loadPaymentConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(ConfigError);
    expect(() => loadPaymentConfig({ ASAAS_API_URL: 'ftp://x' })).toThrow(ConfigError);
  });
});

describe('the sandbox in production', () => {
  it('is refused under NODE_ENV=production unless PAYMENT_SANDBOX=allow', () => {
    expect(() => loadPaymentConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENT_SANDBOX=allow/);
    expect(() => loadPaymentConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' })).toThrow(
      ConfigError,
    );
    expect(() => loadPaymentConfig({ NODE_ENV: 'production', PAYMENT_SANDBOX: 'sim' })).toThrow(ConfigError);
    expect(loadPaymentConfig({ NODE_ENV: 'production', PAYMENT_SANDBOX: 'allow' }).provider).toBe('sandbox');
    expect(
      loadPaymentConfig({
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'asaas',
        ASAAS_API_KEY: '$aact_x',
        ASAAS_WEBHOOK_TOKEN: 'segredo',
      }).provider,
    ).toBe('asaas');
    expect(loadPaymentConfig({ NODE_ENV: 'development' }).provider).toBe('sandbox');
  });

  // Issue 14, reproduction 4: with PAYMENT_PROVIDER unset nothing stopped the sandbox in production.
  it('stops the server at start with the reason, before it listens', () => {
    const entry = fileURLToPath(new URL('../../index.ts', import.meta.url));
    const tsx = createRequire(import.meta.url).resolve('tsx');
    const { PAYMENT_PROVIDER: _provider, PAYMENT_SANDBOX: _sandbox, ...env } = process.env;
    const run = spawnSync(process.execPath, ['--import', tsx, entry], {
      env: { ...env, NODE_ENV: 'production', DATABASE_PATH: ':memory:', PORT: '8871', HOST: '127.0.0.1' },
      encoding: 'utf8',
      // Only a guard: a server that starts would otherwise keep the test waiting for ever.
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('PAYMENT_SANDBOX=allow');
    // tsx compiles the whole server first: seconds on a busy machine, past vitest's default 5.
  }, 60_000);
});
