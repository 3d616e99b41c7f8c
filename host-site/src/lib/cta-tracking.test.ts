import type { Tracker } from '@funil/widgets/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchCtaClicks } from './cta-tracking.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('watchCtaClicks', () => {
  it('tracks CTAClick with the label and the section of the clicked CTA, and nothing else', () => {
    const track = vi.fn<Tracker['track']>(() => 'id');
    const stop = watchCtaClicks({ track } as unknown as Tracker);
    document.body.innerHTML = `
      <header><a class="cta" href="#investimento">  Quero <b>entrar</b> </a></header>
      <section id="investimento"><button class="cta" type="button">Quero garantir minha vaga</button></section>
      <main><button data-cta="WhatsApp" type="button">Falar</button><button type="button">Outro</button></main>`;

    document.querySelector('b')?.click();
    document.querySelector('section button')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.querySelector('[data-cta]')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document
      .querySelector('main button:last-child')
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true }));

    expect(track.mock.calls).toEqual([
      ['CTAClick', { button_name: 'Quero entrar', section: 'hero' }],
      ['CTAClick', { button_name: 'Quero garantir minha vaga', section: 'investimento' }],
      ['CTAClick', { button_name: 'WhatsApp', section: '/' }],
    ]);

    stop();
    document.querySelector('b')?.click();
    expect(track).toHaveBeenCalledTimes(3);
  });
});
