import { launchCopy } from '@funil/core/launch-copy';
import { DEFAULT_LAUNCH_SETTINGS, publicLaunchSettings } from '@funil/core/launch-settings';
import { launchTextValues } from '@funil/core/launch-text-values';
import { plainText, textBlocks } from '@funil/core/rich-text';
import { describe, expect, it } from 'vitest';
import { program, programOf } from './program.ts';

/** The FAQ's answers as /ianapratica shows them for these settings. */
const faqAnswers = (settings: ReturnType<typeof publicLaunchSettings>) =>
  textBlocks(settings.texts.faq.items)
    .map((item) => plainText(item.text, launchTextValues(settings)))
    .join(' ');

const defaults = launchCopy(publicLaunchSettings(DEFAULT_LAUNCH_SETTINGS));

describe('programOf', () => {
  it('quotes the prices of the spec defaults as the copy writes them', () => {
    const content = programOf(defaults);
    expect(content.name).toBe('IA NA PRÁTICA');
    expect(content.pixPrice).toBe('R$ 1.797,00');
    expect(content.installments).toBe('12x de R$ 173,36');
    expect(content.cardTotal).toBe('R$ 2.080,32');
    expect(content.priceLine).toBe('R$ 1.797,00 à vista no PIX ou 12x de R$ 173,36 no cartão');
    expect(faqAnswers(publicLaunchSettings(DEFAULT_LAUNCH_SETTINGS))).toContain('total de R$ 2.080,32');
  });

  it('quotes the prices staff set', () => {
    const settings = publicLaunchSettings({
      ...DEFAULT_LAUNCH_SETTINGS,
      program: { pixPriceCents: 199_700, cardInstallments: 10, cardTotalCents: 220_000 },
    });
    const content = programOf(launchCopy(settings));
    expect(content.pixPrice).toBe('R$ 1.997,00');
    expect(content.installments).toBe('10x de R$ 220,00');
    const faq = faqAnswers(settings);
    expect(faq).toContain('R$ 1.997,00 à vista no PIX ou em 10x de R$ 220,00');
    expect(faq).toContain('total de R$ 2.200,00');
    expect(faq).not.toContain('1.797');
  });

  it('sends buyers to the pricing section, keeping the lead known when there is one', () => {
    expect(program.pricingPath()).toBe('/ianapratica#investimento');
    expect(program.pricingPath(null)).toBe('/ianapratica#investimento');
    expect(program.pricingPath('abc-123')).toBe('/ianapratica/abc-123#investimento');
    expect(program.pricingPath('a/b?c')).toBe('/ianapratica/a%2Fb%3Fc#investimento');
  });
});
