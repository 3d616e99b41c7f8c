import { describe, expect, it } from 'vitest';
import { program, programFaq } from './program.ts';

describe('program', () => {
  it('quotes the prices of the offer as the copy writes them', () => {
    expect(program.pixPrice).toBe('R$ 1.797,00');
    expect(program.installments).toBe('12x de R$ 173,36');
    expect(program.cardTotal).toBe('R$ 2.080,32');
    expect(programFaq.map((item) => item.answer).join(' ')).toContain('total de R$ 2.080,32');
  });

  it('sends buyers to the pricing section, keeping the lead known when there is one', () => {
    expect(program.pricingPath()).toBe('/ianapratica#investimento');
    expect(program.pricingPath(null)).toBe('/ianapratica#investimento');
    expect(program.pricingPath('abc-123')).toBe('/ianapratica/abc-123#investimento');
    expect(program.pricingPath('a/b?c')).toBe('/ianapratica/a%2Fb%3Fc#investimento');
  });
});
