// The sandbox against the shared provider contract, then what only it does: the 'sent' webhook in
// the background, statuses that only move forward, and the lead's replies.

import { describeWhatsAppProviderContract } from '@funil/testkit/contracts/whatsapp-provider-contract';
import { describe, expect, it } from 'vitest';
import { isValidWebhookSignature, readWebhookEvents } from './cloud-api-webhook.ts';
import {
  createSandboxWhatsAppProvider,
  memorySandboxWhatsAppStore,
  SANDBOX_MESSAGE_ID,
  templateParameters,
} from './sandbox-provider.ts';
import type { SignedWebhook } from './sandbox-webhooks.ts';

const SECRET = 'segredo-do-sandbox-de-teste';
const LEAD = '5511987654321';

function sandbox(answer = 200) {
  const store = memorySandboxWhatsAppStore();
  const delivered: SignedWebhook[] = [];
  let time = Date.parse('2025-04-01T12:00:00.000Z');
  const provider = createSandboxWhatsAppProvider({
    store,
    appSecret: SECRET,
    now: () => new Date(time),
    sentWebhookDelayMs: 0,
  });
  provider.deliverWebhooksTo(async (webhook) => {
    delivered.push(webhook);
    return answer;
  });
  const events = () => delivered.flatMap((webhook) => readWebhookEvents(JSON.parse(webhook.body)) ?? []);
  const advance = (ms: number) => {
    time += ms;
  };
  return { provider, store, delivered, events, advance };
}

describeWhatsAppProviderContract('sandbox', async () => {
  const store = memorySandboxWhatsAppStore();
  const delivered: SignedWebhook[] = [];
  // The contract reads what was sent synchronously: keep it as the store records it.
  const sent: { to: string; template?: { name: string; parameters: string[] }; text?: string }[] = [];
  const recording = {
    ...store,
    async insertMessage(message: Parameters<typeof store.insertMessage>[0]) {
      await store.insertMessage(message);
      if (message.direction !== 'outbound') return;
      sent.push(
        message.templateName === null
          ? { to: message.phone, text: message.body }
          : {
              to: message.phone,
              template: { name: message.templateName, parameters: templateParameters(message) },
            },
      );
    },
  };
  const provider = createSandboxWhatsAppProvider({
    store: recording,
    appSecret: SECRET,
    sentWebhookDelayMs: 0,
  });
  provider.deliverWebhooksTo(async (webhook) => {
    delivered.push(webhook);
    return 200;
  });
  const last = () => {
    const webhook = delivered.at(-1);
    if (!webhook) throw new Error('Nenhum webhook entregue');
    return webhook;
  };
  return {
    provider,
    appSecret: SECRET,
    sent: () => sent,
    async inbound(from, text) {
      await provider.replyAsLead(from, text);
      return last();
    },
    async status(id, status) {
      // The background 'sent' webhook first, so the last delivery is the one asked for.
      await provider.idle();
      if (status !== 'delivered' && status !== 'read') throw new Error(`O sandbox não simula ${status}`);
      await provider.markStatus(id, status);
      return last();
    },
    tearDown: () => provider.idle(),
  };
});

describe('WhatsApp sandbox', () => {
  it('answers a wamid at once and delivers the signed sent webhook afterwards', async () => {
    const t = sandbox();
    const { id } = await t.provider.sendTemplate({
      to: LEAD,
      template: 'boas_vindas',
      language: 'pt_BR',
      parameters: ['Ana'],
    });
    expect(id).toMatch(SANDBOX_MESSAGE_ID);
    await t.provider.idle();
    const [webhook] = t.delivered;
    expect(t.delivered).toHaveLength(1);
    expect(isValidWebhookSignature(webhook?.body ?? '', webhook?.signature, SECRET)).toBe(true);
    expect(t.events()).toEqual([
      { kind: 'status', messageId: id, status: 'sent', recipient: LEAD, at: '2025-04-01T12:00:00.000Z' },
    ]);
    expect(await t.store.findMessage(id)).toMatchObject({
      phone: LEAD,
      direction: 'outbound',
      templateName: 'boas_vindas',
      status: 'sent',
    });
  });

  it('moves statuses only forward: read after sent sends delivered then read, and nothing twice', async () => {
    const t = sandbox();
    const { id } = await t.provider.sendTemplate({
      to: LEAD,
      template: 'x',
      language: 'pt_BR',
      parameters: [],
    });
    await t.provider.idle();
    expect(await t.provider.markStatus(id, 'read')).toBe(200);
    expect(await t.provider.markStatus(id, 'delivered')).toBe('unchanged');
    expect(await t.provider.markStatus(id, 'read')).toBe('unchanged');
    expect(t.events().map((event) => event.kind === 'status' && event.status)).toEqual([
      'sent',
      'delivered',
      'read',
    ]);
    expect((await t.store.findMessage(id))?.status).toBe('read');
  });

  it('knows only its own outbound messages', async () => {
    const t = sandbox();
    await t.provider.replyAsLead(LEAD, 'Oi');
    const [inbound] = await t.provider.conversation(LEAD, 10);
    expect(await t.provider.markStatus(inbound?.id ?? '', 'read')).toBe('not_found');
    expect(await t.provider.markStatus('wamid.SBX00', 'read')).toBe('not_found');
  });

  it('closes the 24 h window a day after the lead last wrote', async () => {
    const t = sandbox();
    await t.provider.replyAsLead(LEAD, 'Oi', 'Ana');
    expect(t.events()).toEqual([
      expect.objectContaining({ kind: 'inbound', text: 'Oi', profileName: 'Ana' }),
    ]);
    t.advance(24 * 60 * 60_000);
    await expect(t.provider.sendText({ to: LEAD, text: 'Ainda dá' })).resolves.toMatchObject({});
    t.advance(1);
    await expect(t.provider.sendText({ to: LEAD, text: 'Tarde demais' })).rejects.toMatchObject({
      failure: 'outside_window',
      providerCode: 131_047,
    });
  });

  it('refuses a number that is not digits with the country code', async () => {
    const t = sandbox();
    await expect(
      t.provider.sendTemplate({ to: '+55 11 9', template: 'x', language: 'pt_BR', parameters: [] }),
    ).rejects.toMatchObject({ failure: 'rejected' });
  });

  it('reads a store that fails as a provider that is unavailable, to be tried again', async () => {
    const store = memorySandboxWhatsAppStore();
    const provider = createSandboxWhatsAppProvider({
      store: {
        ...store,
        insertMessage: async () => {
          throw new Error('database is locked');
        },
      },
      appSecret: SECRET,
    });
    await expect(
      provider.sendTemplate({ to: LEAD, template: 'x', language: 'pt_BR', parameters: [] }),
    ).rejects.toMatchObject({ name: 'WhatsAppProviderError', failure: 'unavailable', retryable: true });
  });

  it('reports a refused background delivery instead of throwing it at the sender', async () => {
    const failures: unknown[] = [];
    const provider = createSandboxWhatsAppProvider({
      appSecret: SECRET,
      sentWebhookDelayMs: 0,
      onDeliveryFailure: (failure) => failures.push(failure),
    });
    provider.deliverWebhooksTo(async () => 401);
    const { id } = await provider.sendTemplate({
      to: LEAD,
      template: 'x',
      language: 'pt_BR',
      parameters: [],
    });
    await provider.idle();
    expect(failures).toEqual([{ messageId: id, status: 401 }]);
  });
});
