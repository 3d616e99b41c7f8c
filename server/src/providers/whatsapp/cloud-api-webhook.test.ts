import { describe, expect, it } from 'vitest';
import { handshakeChallenge, isValidWebhookSignature, readWebhookEvents } from './cloud-api-webhook.ts';

describe('WhatsApp webhooks', () => {
  it("checks X-Hub-Signature-256 against a known HMAC-SHA256 (openssl's)", () => {
    // printf '%s' '{"a":1}' | openssl dgst -sha256 -hmac 'segredo'
    const signature = 'sha256=d74ec81e38acd14dea41865e84bfb51d4ed99dd9042fc82a87534890ac2bb655';
    expect(isValidWebhookSignature('{"a":1}', signature, 'segredo')).toBe(true);
    expect(isValidWebhookSignature('{"a":2}', signature, 'segredo')).toBe(false);
    expect(isValidWebhookSignature('{"a":1}', signature.toUpperCase(), 'segredo')).toBe(false);
    expect(isValidWebhookSignature('{"a":1}', signature, '')).toBe(false);
  });

  it('answers the subscription handshake only with our verify token', () => {
    const query = { 'hub.mode': 'subscribe', 'hub.verify_token': 'meu-token', 'hub.challenge': '1158201444' };
    expect(handshakeChallenge(query, 'meu-token')).toBe('1158201444');
    expect(handshakeChallenge(query, 'outro-token')).toBeNull();
    expect(handshakeChallenge({ ...query, 'hub.mode': 'unsubscribe' }, 'meu-token')).toBeNull();
    expect(handshakeChallenge(query, '')).toBeNull();
  });

  it("reads statuses, errors, text and button replies with the sender's profile name", () => {
    const events = readWebhookEvents({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'WABA',
          changes: [
            {
              field: 'messages',
              value: {
                contacts: [{ wa_id: '5511987654321', profile: { name: 'Ana' } }],
                statuses: [
                  {
                    id: 'wamid.A',
                    status: 'failed',
                    timestamp: '1795600000',
                    recipient_id: '5511987654321',
                    errors: [{ code: 131_047, title: 'Re-engagement message' }],
                  },
                ],
                messages: [
                  {
                    id: 'wamid.B',
                    from: '5511987654321',
                    timestamp: '1795600060',
                    type: 'button',
                    button: { text: 'SAIR' },
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    expect(events).toEqual([
      {
        kind: 'status',
        messageId: 'wamid.A',
        status: 'failed',
        recipient: '5511987654321',
        at: '2026-11-25T09:46:40.000Z',
        error: { code: 131_047, title: 'Re-engagement message' },
      },
      {
        kind: 'inbound',
        messageId: 'wamid.B',
        from: '5511987654321',
        text: 'SAIR',
        at: '2026-11-25T09:47:40.000Z',
        profileName: 'Ana',
      },
    ]);
    expect(readWebhookEvents({ object: 'page', entry: [] })).toBeNull();
  });
});
