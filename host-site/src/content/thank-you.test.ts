import { THANK_YOU_TEXTS } from '@funil/core/launch-text-defaults';
import { ACCESS_CHANNELS } from '@funil/core/purchase-summary';
import { plainText } from '@funil/core/rich-text';
import { describe, expect, it } from 'vitest';
import { ACCESS_TEXT_KEYS } from './thank-you.ts';

describe('the thank-you page promises access only through what the buyer gave', () => {
  const access = (channel: keyof typeof ACCESS_TEXT_KEYS) =>
    plainText(THANK_YOU_TEXTS[ACCESS_TEXT_KEYS[channel]], { programa: 'IA NA PRÁTICA' });

  it('keeps the WhatsApp sentence, word for word, for a buyer who gave a number', () => {
    expect(access('whatsapp')).toBe(
      'Os dados de acesso ao programa IA NA PRÁTICA chegam pelo WhatsApp que você informou. Fique de olho nas mensagens da nossa equipe.',
    );
  });

  it('names no WhatsApp to a buyer who gave only the payment page’s e-mail, or nothing', () => {
    expect(access('email')).toContain('no e-mail que você informou no pagamento');
    for (const channel of ACCESS_CHANNELS.filter((c) => c !== 'whatsapp')) {
      expect(access(channel)).not.toMatch(/WhatsApp/);
    }
    expect(access('team')).not.toMatch(/e-?mail/i);
  });
});
