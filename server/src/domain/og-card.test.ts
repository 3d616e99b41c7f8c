import {
  defaultLaunchSettingsAt,
  type LaunchSettings,
  publicLaunchSettings,
} from '@funil/core/launch-settings';
import { EMPTY_LAUNCH_TEXTS } from '@funil/core/launch-texts';
import { describe, expect, it } from 'vitest';
import { ogCardOf } from './og-card.ts';

const base = defaultLaunchSettingsAt(new Date('2026-11-29T12:00:00Z'));
const card = (settings: LaunchSettings) => ogCardOf(publicLaunchSettings(settings));
const withHome = (home: Partial<LaunchSettings['texts']['home']>): LaunchSettings['texts'] => ({
  ...EMPTY_LAUNCH_TEXTS,
  home: { ...EMPTY_LAUNCH_TEXTS.home, ...home },
});

describe('ogCardOf: what the preview image says, as the home page says it', () => {
  it('sold out: the headline and the immersion’s day', () => {
    expect(card(base)).toEqual({
      name: 'IA NA PRÁTICA',
      headline: 'Vagas esgotadas',
      when: 'Imersão IA na Prática · 26 de abril de 2027',
    });
    // Seats on sale again: the waitlist's headline, as the page shows.
    expect(card({ ...base, immersion: { ...base.immersion, onSale: true } }).headline).toBe(
      'Lista de espera',
    );
  });

  it('capturing: the free call’s headline and its day and time in Brasília', () => {
    expect(card({ ...base, state: 'capturing' })).toEqual({
      name: 'IA NA PRÁTICA',
      headline: 'Call gratuita: automatize seu negócio com IA',
      when: 'Call gratuita no Zoom · 11/06 às 20:00 (horário de Brasília)',
    });
  });

  it('selling: the program’s headline, with the sale’s last day when staff set one', () => {
    const selling: LaunchSettings = { ...base, state: 'selling' };
    expect(card(selling)).toEqual({
      name: 'IA NA PRÁTICA',
      headline: 'Inscrições abertas para o IA NA PRÁTICA',
      when: 'Inscrições abertas',
    });
    expect(card({ ...selling, sales: { endDate: '2027-06-30', endTime: null } }).when).toBe(
      'Inscrições abertas até 30 de junho de 2027',
    );
  });

  it('staff’s words: the product’s name, placeholders filled, markup left out', () => {
    const settings: LaunchSettings = {
      ...base,
      state: 'capturing',
      product: { ...base.product, name: 'Negócios com IA' },
      texts: withHome({
        capturingHeadline: 'Ao vivo em {data_call}:\n**automação** com [IA](https://ia.example)',
      }),
    };
    expect(card(settings)).toMatchObject({
      name: 'Negócios com IA',
      headline: 'Ao vivo em 11/06 às 20:00: automação com IA',
    });
  });
});
