import { describe, expect, it } from 'vitest';
import { fitLabel, type Measure, widest } from './chart-text.ts';

/** Every character 7 px wide, like a narrow system font. */
const measure: Measure = (text) => text.length * 7;

describe('fitLabel', () => {
  it('keeps a label that fits as it is', () => {
    expect(fitLabel('Instagram', 100, measure)).toBe('Instagram');
  });

  it('wraps at spaces, hyphens and slashes, never wider than allowed', () => {
    const fitted = fitLabel('Escola Digital do Empreendedor', 120, measure);
    expect(fitted).toBe('Escola Digital do\nEmpreendedor');
    const campaign = fitLabel('remarketing-carrinho-abandonado', 100, measure);
    expect(campaign).toBe('remarketing-\ncarrinho-…');
    for (const line of [...fitted.split('\n'), ...campaign.split('\n')]) {
      expect(measure(line)).toBeLessThanOrEqual(120);
    }
    expect(fitLabel('/ianapratica/modulo-1', 100, measure)).toBe('/ianapratica/\nmodulo-1');
  });

  it('ends the last line in an ellipsis when the label needs more lines', () => {
    const fitted = fitLabel('Podcast Negócios com Inteligência Artificial e muito mais', 105, measure);
    const lines = fitted.split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]?.endsWith('…')).toBe(true);
    expect(Math.max(...lines.map(measure))).toBeLessThanOrEqual(105);
    expect(fitLabel('umapalavrasemfimnenhum', 70, measure, 1)).toBe('umapalavr…');
  });

  it('measures the widest line of several labels', () => {
    expect(widest(['ab', 'abcd\nx', ''], measure)).toBe(28);
  });
});
