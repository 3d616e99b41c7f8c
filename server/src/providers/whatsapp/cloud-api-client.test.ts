// The Cloud API client against a local fake of the Graph API: the shared contract, then what only
// the real API does (its error codes and a token that must never show in an error).

import { describeWhatsAppProviderContract } from '@funil/testkit/contracts/whatsapp-provider-contract';
import {
  FAKE_APP_SECRET,
  type FakeGraphWhatsApp,
  NOT_ON_WHATSAPP,
  startFakeGraphWhatsApp,
} from '@funil/testkit/fakes/fake-graph-whatsapp';
import { describe, expect, it } from 'vitest';
import { WhatsAppProviderError } from '../../domain/ports/whatsapp.ts';

describeWhatsAppProviderContract('Cloud API client (fake Graph API)', async () => {
  const fake = await startFakeGraphWhatsApp();
  return {
    provider: fake.client(),
    appSecret: FAKE_APP_SECRET,
    sent: () =>
      fake.sent.map((message) => ({
        to: message.to,
        ...(message.template ? { template: message.template } : {}),
        ...(message.text !== undefined ? { text: message.text } : {}),
      })),
    inbound: async (from, text) => fake.inbound(from, text),
    status: async (id, status) => fake.status(id, status),
    tearDown: () => fake.close(),
  };
});

describe('Cloud API client', () => {
  const withFake = async (work: (fake: FakeGraphWhatsApp) => Promise<void>) => {
    const fake = await startFakeGraphWhatsApp();
    try {
      await work(fake);
    } finally {
      await fake.close();
    }
  };
  const template = { template: 'boas_vindas', language: 'pt_BR', parameters: [] };

  it('reads Meta’s refusals as the failures the cadences act on', () =>
    withFake(async (fake) => {
      await expect(fake.client().sendTemplate({ to: NOT_ON_WHATSAPP, ...template })).rejects.toMatchObject({
        failure: 'not_on_whatsapp',
        providerCode: 131_026,
        retryable: false,
      });
      await expect(
        fake.client({ accessToken: 'token-vencido' }).sendTemplate({ to: '5511987654321', ...template }),
      ).rejects.toMatchObject({ failure: 'misconfigured', providerCode: 190 });
    }));

  it('never puts the token in an error, and reads a dead server as unavailable', async () => {
    const error = await startFakeGraphWhatsApp().then(async (fake) => {
      const client = fake.client({ accessToken: 'segredo-que-nao-vaza' });
      await fake.close();
      return client.sendTemplate({ to: '5511987654321', ...template }).catch((e: unknown) => e);
    });
    expect(error).toBeInstanceOf(WhatsAppProviderError);
    expect(error).toMatchObject({ failure: 'unavailable', retryable: true });
    expect(String((error as Error).message)).not.toContain('segredo-que-nao-vaza');
  });
});
