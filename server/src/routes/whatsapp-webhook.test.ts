// /api/whatsapp/webhook through the real app: the handshake, and deliveries applied only when their
// signature is the app secret's over the exact bytes.

import { FAKE_APP_SECRET, startFakeGraphWhatsApp } from '@funil/testkit/fakes/fake-graph-whatsapp';
import { startTestServer, type TestApp } from '@funil/testkit/server/test-server';
import { beforeEach, describe, expect, it } from 'vitest';
import type { WhatsAppWebhookEvent } from '../domain/ports/whatsapp.ts';
import { signWebhookBody } from '../providers/whatsapp/cloud-api-webhook.ts';
import { createSandboxWhatsAppProvider } from '../providers/whatsapp/sandbox-provider.ts';

const VERIFY_TOKEN = 'token-de-verificacao';
const LEAD = '5511987654321';

let t: TestApp;
let applied: WhatsAppWebhookEvent[][];

beforeEach(async () => {
  applied = [];
  t = await startTestServer({
    whatsapp: {
      provider: createSandboxWhatsAppProvider({ appSecret: FAKE_APP_SECRET }),
      appSecret: FAKE_APP_SECRET,
      verifyToken: VERIFY_TOKEN,
    },
    onWhatsAppEvents: async (events) => {
      applied.push(events);
    },
  });
});

const deliver = (body: string, signature?: string) =>
  t.app.request('/api/whatsapp/webhook', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'x-hub-signature-256': signature } : {}),
    },
    body,
  });

describe('WhatsApp webhook handshake', () => {
  const handshake = (query: Record<string, string>) =>
    t.app.request(`/api/whatsapp/webhook?${new URLSearchParams(query)}`);

  it('echoes the challenge for our verify token', async () => {
    const res = await handshake({
      'hub.mode': 'subscribe',
      'hub.verify_token': VERIFY_TOKEN,
      'hub.challenge': '1158201444',
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('1158201444');
  });

  it('refuses another token, another mode or no challenge', async () => {
    const queries: Record<string, string>[] = [
      { 'hub.mode': 'subscribe', 'hub.verify_token': 'outro', 'hub.challenge': '1' },
      { 'hub.mode': 'unsubscribe', 'hub.verify_token': VERIFY_TOKEN, 'hub.challenge': '1' },
      { 'hub.mode': 'subscribe', 'hub.verify_token': VERIFY_TOKEN },
      {},
    ];
    for (const query of queries) {
      const res = await handshake(query);
      expect(res.status).toBe(403);
      expect(await res.text()).not.toContain('1');
    }
  });
});

describe('WhatsApp webhook deliveries', () => {
  it('applies the events of a delivery Meta signed, in order', async () => {
    const fake = await startFakeGraphWhatsApp(() => new Date('2025-04-01T12:00:00.000Z'));
    try {
      const { body, signature } = fake.inbound(LEAD, 'PARAR');
      const res = await deliver(body, signature);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true, events: 1 });
      expect(applied).toEqual([
        [
          {
            kind: 'inbound',
            messageId: expect.stringMatching(/^wamid\./),
            from: LEAD,
            text: 'PARAR',
            at: '2025-04-01T12:00:00.000Z',
            profileName: 'Lead de Teste',
          },
        ],
      ]);
    } finally {
      await fake.close();
    }
  });

  it('answers 401 with a stable code and applies nothing on a missing, wrong or stale signature', async () => {
    const fake = await startFakeGraphWhatsApp();
    try {
      const { body, signature } = fake.status('wamid.X', 'read');
      for (const res of [
        await deliver(body),
        await deliver(body, 'sha256=00'),
        await deliver(body.replace('"read"', '"delivered"'), signature),
        await deliver(body, signature.toUpperCase()),
      ]) {
        expect(res.status).toBe(401);
        expect(await res.json()).toMatchObject({ error: { code: 'webhook_unauthorized' } });
      }
      expect(applied).toEqual([]);
    } finally {
      await fake.close();
    }
  });

  it('takes a signed delivery it cannot read with 200 and applies nothing', async () => {
    for (const body of ['{"object":"page","entry":[]}', 'não é json']) {
      const res = await deliver(body, signWebhookBody(body, FAKE_APP_SECRET));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true, events: 0 });
    }
    expect(applied).toEqual([]);
  });

  it('answers 500 when applying fails, so Meta delivers it again', async () => {
    t = await startTestServer({
      whatsapp: {
        provider: createSandboxWhatsAppProvider({ appSecret: FAKE_APP_SECRET }),
        appSecret: FAKE_APP_SECRET,
        verifyToken: VERIFY_TOKEN,
      },
      onWhatsAppEvents: async () => {
        throw new Error('banco fora do ar');
      },
    });
    const fake = await startFakeGraphWhatsApp();
    try {
      const { body, signature } = fake.inbound(LEAD, 'Oi');
      expect((await deliver(body, signature)).status).toBe(500);
    } finally {
      await fake.close();
    }
  });

  it('refuses a body over the API limit before reading it', async () => {
    const res = await deliver('x'.repeat(70 * 1024), 'sha256=00');
    expect(res.status).toBe(413);
    expect(applied).toEqual([]);
  });
});
