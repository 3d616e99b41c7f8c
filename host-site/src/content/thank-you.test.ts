import { ACCESS_CHANNELS } from '@funil/core/purchase-summary';
import { describe, expect, it } from 'vitest';
import { thankYou } from './thank-you.ts';

describe('the thank-you page promises access only through what the buyer gave', () => {
  const access = thankYou.paid.access;

  it('keeps the WhatsApp sentence, word for word, for a buyer who gave a number', () => {
    expect(access.whatsapp('IA NA PRÁTICA')).toBe(
      'Os dados de acesso ao programa IA NA PRÁTICA chegam pelo WhatsApp que você informou. Fique de olho nas mensagens da nossa equipe.',
    );
  });

  it('names no WhatsApp to a buyer who gave only the payment page’s e-mail, or nothing', () => {
    expect(access.email('IA NA PRÁTICA')).toContain('no e-mail que você informou no pagamento');
    for (const channel of ACCESS_CHANNELS.filter((c) => c !== 'whatsapp')) {
      expect(access[channel]('IA NA PRÁTICA')).not.toMatch(/WhatsApp/);
    }
    expect(access.team('IA NA PRÁTICA')).not.toMatch(/e-?mail/i);
  });
});
