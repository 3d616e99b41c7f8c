import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, webhookSigningKey } from './webhook-secret.ts';
import { signedWebhookHeaders } from './webhook-signature.ts';

const BODY = JSON.stringify({
  type: 'lead.captured',
  timestamp: '2026-11-28T12:00:00.000Z',
  data: { nome: 'Ana' },
});

describe('webhook secrets', () => {
  it('are whsec_ and the base64 of 24 to 64 random bytes, each new', () => {
    const secrets = Array.from({ length: 20 }, () => newWebhookSecret());
    for (const secret of secrets) {
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
      const key = webhookSigningKey(secret);
      expect(key.length).toBeGreaterThanOrEqual(24);
      expect(key.length).toBeLessThanOrEqual(64);
    }
    expect(new Set(secrets).size).toBe(secrets.length);
  });
});

describe('webhook signatures (Standard Webhooks)', () => {
  it('are accepted by the standardwebhooks library with the endpoint secret', () => {
    const secret = newWebhookSecret();
    const headers = signedWebhookHeaders({ secret, id: 'msg_abc123', at: new Date(), body: BODY });
    expect(headers['webhook-id']).toBe('msg_abc123');
    expect(headers['webhook-timestamp']).toMatch(/^\d+$/);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(secret).verify(BODY, { ...headers })).toEqual(JSON.parse(BODY));
  });

  it('sign what the library signs, to the byte', () => {
    const secret = newWebhookSecret();
    const at = new Date('2026-11-28T12:00:00.000Z');
    const ours = signedWebhookHeaders({ secret, id: 'msg_x', at, body: BODY });
    expect(ours['webhook-timestamp']).toBe(String(at.getTime() / 1000));
    expect(ours['webhook-signature']).toBe(new Webhook(secret).sign('msg_x', at, BODY));
  });

  it('are refused for a tampered body, another id, another secret or another timestamp', () => {
    const secret = newWebhookSecret();
    const at = new Date();
    const headers = { ...signedWebhookHeaders({ secret, id: 'msg_abc123', at, body: BODY }) };
    const verify =
      (body: string, h: Record<string, string>, key = secret) =>
      () =>
        new Webhook(key).verify(body, h);
    expect(verify(BODY.replace('Ana', 'Bia'), headers)).toThrow(WebhookVerificationError);
    expect(verify(BODY, { ...headers, 'webhook-id': 'msg_other' })).toThrow(WebhookVerificationError);
    expect(verify(BODY, headers, newWebhookSecret())).toThrow(WebhookVerificationError);
    const later = String(Number(headers['webhook-timestamp']) + 1);
    expect(verify(BODY, { ...headers, 'webhook-timestamp': later })).toThrow(WebhookVerificationError);
  });
});
