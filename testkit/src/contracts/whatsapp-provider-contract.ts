// One contract for every WhatsApp provider (the Cloud API client against a local fake of the Graph
// API, and the sandbox): what a send answers, the 24 h window, and the signed webhooks it produces.

import {
  type WhatsAppDeliveryStatus,
  type WhatsAppProvider,
  WhatsAppProviderError,
} from '@funil/server/domain/ports/whatsapp';
import {
  isValidWebhookSignature,
  readWebhookEvents,
} from '@funil/server/providers/whatsapp/cloud-api-webhook';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

export interface SentByProvider {
  to: string;
  template?: { name: string; parameters: string[] };
  text?: string;
}

export interface WhatsAppContractSetup {
  provider: WhatsAppProvider;
  /** The secret the provider's webhooks are signed with. */
  appSecret: string;
  /** What the provider's side holds as sent, newest last. */
  sent(): SentByProvider[];
  /** The lead writes; the webhook delivery (raw body and X-Hub-Signature-256) that follows. */
  inbound(from: string, text: string): Promise<{ body: string; signature: string }>;
  /** A sent message changes status; its webhook delivery. */
  status(messageId: string, status: WhatsAppDeliveryStatus): Promise<{ body: string; signature: string }>;
  tearDown(): Promise<void>;
}

const LEAD = '5511987654321';

export function describeWhatsAppProviderContract(
  name: string,
  setUp: () => Promise<WhatsAppContractSetup>,
): void {
  describe(`WhatsApp provider contract: ${name}`, () => {
    let t: WhatsAppContractSetup;
    beforeEach(async () => {
      t = await setUp();
    });
    afterEach(() => t.tearDown());

    it('sends a template with its parameters and answers the message id its webhooks name', async () => {
      const sent = await t.provider.sendTemplate({
        to: LEAD,
        template: 'recuperacao_pix_15min',
        language: 'pt_BR',
        parameters: ['Ana', 'https://funil.test/pagar'],
      });
      expect(sent.id).toMatch(/^wamid\./);
      expect(t.sent().at(-1)).toMatchObject({
        to: LEAD,
        template: { name: 'recuperacao_pix_15min', parameters: ['Ana', 'https://funil.test/pagar'] },
      });

      const delivered = await t.status(sent.id, 'delivered');
      expect(isValidWebhookSignature(delivered.body, delivered.signature, t.appSecret)).toBe(true);
      expect(readWebhookEvents(JSON.parse(delivered.body))).toEqual([
        expect.objectContaining({ kind: 'status', messageId: sent.id, status: 'delivered', recipient: LEAD }),
      ]);
    });

    it('refuses free text outside the 24 h window, and sends it once the lead has written', async () => {
      const refused = t.provider.sendText({ to: LEAD, text: 'Oi, Ana!' });
      await expect(refused).rejects.toBeInstanceOf(WhatsAppProviderError);
      await expect(refused).rejects.toMatchObject({ failure: 'outside_window', retryable: false });

      const wrote = await t.inbound(LEAD, 'Quero saber mais');
      expect(readWebhookEvents(JSON.parse(wrote.body))).toEqual([
        expect.objectContaining({ kind: 'inbound', from: LEAD, text: 'Quero saber mais' }),
      ]);
      const sent = await t.provider.sendText({ to: LEAD, text: 'Oi, Ana! Posso ajudar?' });
      expect(t.sent().at(-1)).toMatchObject({ to: LEAD, text: 'Oi, Ana! Posso ajudar?' });
      expect(sent.id).toMatch(/^wamid\./);
    });

    it('signs its webhooks so that another secret or a changed byte fails the check', async () => {
      const { body, signature } = await t.inbound(LEAD, 'PARAR');
      expect(isValidWebhookSignature(body, signature, t.appSecret)).toBe(true);
      expect(isValidWebhookSignature(body, signature, `${t.appSecret}x`)).toBe(false);
      expect(isValidWebhookSignature(body.replace('PARAR', 'PARAr'), signature, t.appSecret)).toBe(false);
      expect(isValidWebhookSignature(body, undefined, t.appSecret)).toBe(false);
    });
  });
}
