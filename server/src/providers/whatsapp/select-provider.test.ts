// Which WhatsApp provider the environment selects, and the settings that stop the server at start.

import {
  FAKE_APP_SECRET,
  FAKE_PHONE_NUMBER_ID,
  FAKE_WHATSAPP_TOKEN,
  startFakeGraphWhatsApp,
} from '@funil/testkit/fakes/fake-graph-whatsapp';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config.ts';
import { DEFAULT_GRAPH_API_VERSION, DEFAULT_GRAPH_HOST } from '../graph-api.ts';
import { isSandboxWhatsAppProvider, memorySandboxWhatsAppStore } from './sandbox-provider.ts';
import { createWhatsAppProvider, loadWhatsAppConfig } from './select-provider.ts';

const CLOUD = {
  WHATSAPP_PROVIDER: 'cloud-api',
  WHATSAPP_ACCESS_TOKEN: FAKE_WHATSAPP_TOKEN,
  WHATSAPP_PHONE_NUMBER_ID: FAKE_PHONE_NUMBER_ID,
  WHATSAPP_APP_SECRET: FAKE_APP_SECRET,
  WHATSAPP_VERIFY_TOKEN: 'token-de-verificacao',
};

const SECRETS = { appSecret: FAKE_APP_SECRET, verifyToken: 'token-de-verificacao' };

describe('loadWhatsAppConfig', () => {
  it('defaults to the sandbox, with no account and no secret invented from the environment', () => {
    const config = loadWhatsAppConfig({
      DATABASE_URL: 'postgres://funil@db/funil',
      DATABASE_PATH: 'data/funil.db',
    });
    expect(config).toEqual({
      provider: 'sandbox',
      graphUrl: DEFAULT_GRAPH_HOST,
      graphVersion: DEFAULT_GRAPH_API_VERSION,
      accessToken: undefined,
      phoneNumberId: undefined,
      // The installation's own random secrets stand in (wiring/installation-secrets.ts).
      appSecret: undefined,
      verifyToken: undefined,
      timeoutMs: 15_000,
    });
    expect(loadWhatsAppConfig({ WHATSAPP_APP_SECRET: 'meu-segredo' }).appSecret).toBe('meu-segredo');
    // Nothing derivable is left, so a staging server on the sandbox needs no secret of its own.
    expect(loadWhatsAppConfig({ NODE_ENV: 'production' }).provider).toBe('sandbox');
  });

  it('reads the Cloud API settings', () => {
    expect(
      loadWhatsAppConfig({
        ...CLOUD,
        WHATSAPP_PROVIDER: 'Cloud-API',
        WHATSAPP_GRAPH_URL: 'http://127.0.0.1:9/',
      }),
    ).toEqual({
      provider: 'cloud-api',
      graphUrl: 'http://127.0.0.1:9',
      graphVersion: DEFAULT_GRAPH_API_VERSION,
      accessToken: FAKE_WHATSAPP_TOKEN,
      phoneNumberId: FAKE_PHONE_NUMBER_ID,
      appSecret: FAKE_APP_SECRET,
      verifyToken: 'token-de-verificacao',
      timeoutMs: 15_000,
    });
  });

  it('stops at start naming every missing Cloud API setting, and on unknown values', () => {
    expect(() => loadWhatsAppConfig({ WHATSAPP_PROVIDER: 'cloud-api' })).toThrow(
      new ConfigError(
        'WHATSAPP_PROVIDER=cloud-api precisa de WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN.',
      ),
    );
    expect(() => loadWhatsAppConfig({ ...CLOUD, WHATSAPP_VERIFY_TOKEN: ' ' })).toThrow(
      'WHATSAPP_PROVIDER=cloud-api precisa de WHATSAPP_VERIFY_TOKEN.',
    );
    expect(() => loadWhatsAppConfig({ WHATSAPP_PROVIDER: 'twilio' })).toThrow(
      'WHATSAPP_PROVIDER inválido: "twilio". Use sandbox ou cloud-api.',
    );
    expect(() => loadWhatsAppConfig({ WHATSAPP_GRAPH_URL: 'graph' })).toThrow(/WHATSAPP_GRAPH_URL inválido/);
    expect(() => loadWhatsAppConfig({ WHATSAPP_TIMEOUT_MS: '0' })).toThrow(/WHATSAPP_TIMEOUT_MS inválido/);
  });
});

describe('createWhatsAppProvider', () => {
  it('builds the sandbox by default', () => {
    const provider = createWhatsAppProvider(
      { ...loadWhatsAppConfig({}), ...SECRETS },
      {
        sandboxStore: memorySandboxWhatsAppStore(),
      },
    );
    expect(provider.name).toBe('sandbox');
    expect(isSandboxWhatsAppProvider(provider)).toBe(true);
  });

  it('builds the Cloud API client that sends to the configured Graph API', async () => {
    const fake = await startFakeGraphWhatsApp();
    try {
      const provider = createWhatsAppProvider(
        { ...loadWhatsAppConfig({ ...CLOUD, WHATSAPP_GRAPH_URL: fake.host }), ...SECRETS },
        {
          sandboxStore: memorySandboxWhatsAppStore(),
        },
      );
      expect(provider.name).toBe('cloud-api');
      const sent = await provider.sendTemplate({
        to: '5511987654321',
        template: 'boas_vindas',
        language: 'pt_BR',
        parameters: ['Ana'],
      });
      expect(fake.sent).toEqual([expect.objectContaining({ id: sent.id, template: expect.anything() })]);
    } finally {
      await fake.close();
    }
  });
});
