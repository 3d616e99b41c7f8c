// The content functions read the launch settings: the spec's copy at the defaults, staff's values
// once changed, and nothing that needs a setting that is not there.
import { launchCopy } from '@funil/core/launch-copy';
import {
  DEFAULT_LAUNCH_SETTINGS,
  type LaunchSettings,
  publicLaunchSettings,
} from '@funil/core/launch-settings';
import { describe, expect, it } from 'vitest';
import { privacyEmailOf, supportEmailOf } from './company.ts';
import { FREE_CALL_CALENDAR_FILE, freeCallNextSteps, freeCallOf, freeCallWebCalendar } from './free-call.ts';
import { immersionOf } from './immersion.ts';
import type { LegalText } from './legal/legal-text.ts';
import { privacyPolicyOf } from './legal/privacy-policy.ts';
import { termsOfUseOf } from './legal/terms-of-use.ts';
import { partnerCopyOf } from './partner.ts';

const launch = (change: (settings: LaunchSettings) => LaunchSettings = (s) => s) => {
  const settings = publicLaunchSettings(change(structuredClone(DEFAULT_LAUNCH_SETTINGS)));
  return { settings, copy: launchCopy(settings) };
};
const defaults = launch();
const textOf = (legal: LegalText) =>
  [legal.intro, ...legal.sections.flatMap((section) => section.blocks)]
    .map((block) => (typeof block === 'string' ? block : block.list.join(' ')))
    .join(' ');

describe('immersionOf', () => {
  it('says what the spec says at the defaults', () => {
    expect(immersionOf(defaults.copy)).toEqual({
      title: 'Imersão IA na Prática',
      date: '26 de abril de 2025',
      hours: 'das 09:00 às 17:00',
      location: 'Online',
      price: 'R$ 97,00',
      onSale: false,
      freeCall: '11/06 às 20:00',
    });
  });

  it('follows the dates, price and sale staff set', () => {
    const moved = launch((s) => ({
      ...s,
      immersion: { ...s.immersion, date: '2026-03-14', startTime: '10:00', priceCents: 19_700, onSale: true },
      freeCall: { ...s.freeCall, date: '2026-03-02', time: '19:30' },
    }));
    const immersion = immersionOf(moved.copy);
    expect(immersion.date).toBe('14 de março de 2026');
    expect(immersion.hours).toBe('das 10:00 às 17:00');
    expect(immersion.price).toBe('R$ 197,00');
    expect(immersion.onSale).toBe(true);
    expect(immersion.freeCall).toBe('02/03 às 19:30');
  });
});

describe('freeCallOf', () => {
  it('dates the call and tells what happens next, with the group only when there is one', () => {
    const call = freeCallOf(defaults.settings, defaults.copy);
    expect(call.when).toBe('11/06 às 20:00');
    expect(call.longWhen).toBe('11 de junho de 2025, às 20:00 (horário de Brasília)');
    expect(call.groupUrl).toBeNull();
    const steps = freeCallNextSteps(call);
    expect(steps[0]).toBe(
      'A call é no dia 11 de junho de 2025, às 20:00 (horário de Brasília), ao vivo no Zoom.',
    );
    expect(steps.join(' ')).not.toContain('grupo');

    const withGroup = launch((s) => ({
      ...s,
      contacts: { ...s.contacts, callGroupUrl: 'https://chat.whatsapp.com/Call' },
    }));
    const grouped = freeCallOf(withGroup.settings, withGroup.copy);
    expect(grouped.groupUrl).toBe('https://chat.whatsapp.com/Call');
    expect(freeCallNextSteps(grouped).join(' ')).toContain('grupo da call no WhatsApp');
    expect(FREE_CALL_CALENDAR_FILE).toBe('/api/calendar/call-gratuita-ia-nos-negocios.ics');
  });

  it("links the web calendar to the page's own launch: its date, its Zoom link once set", () => {
    const march = launch((s) => ({
      ...s,
      freeCall: { date: '2027-03-10', time: '20:00', zoomUrl: 'https://us02web.zoom.us/j/123' },
    }));
    const link = new URL(freeCallWebCalendar(march.settings));
    expect(link.origin).toBe('https://calendar.google.com');
    expect(link.searchParams.get('dates')).toBe('20270310T230000Z/20270311T000000Z');
    expect(link.searchParams.get('location')).toBe('https://us02web.zoom.us/j/123');
    expect(new URL(freeCallWebCalendar(defaults.settings)).searchParams.get('dates')).toBe(
      '20250611T230000Z/20250612T000000Z',
    );
  });
});

describe('the mailboxes', () => {
  it('are privacidade@ on the public domain until staff set them', () => {
    expect(privacyEmailOf(defaults.settings, 'funil.exemplo.com.br')).toBe(
      'privacidade@funil.exemplo.com.br',
    );
    expect(supportEmailOf(defaults.settings, 'funil.exemplo.com.br')).toBe(
      'privacidade@funil.exemplo.com.br',
    );
  });

  it("are the settings' once set", () => {
    const set = launch((s) => ({
      ...s,
      contacts: { ...s.contacts, privacyEmail: 'dpo@empresa.com.br', supportEmail: 'ajuda@empresa.com.br' },
    }));
    expect(privacyEmailOf(set.settings, 'x.com')).toBe('dpo@empresa.com.br');
    expect(supportEmailOf(set.settings, 'x.com')).toBe('ajuda@empresa.com.br');
  });
});

describe('the legal texts', () => {
  it('name the data-protection mailbox they are given', () => {
    const text = textOf(privacyPolicyOf('dpo@empresa.com.br'));
    expect(text).toContain('é o e-mail dpo@empresa.com.br.');
    expect(text).toContain('Envie seu pedido para dpo@empresa.com.br');
  });

  it("quote the launch's prices and the contact mailbox", () => {
    expect(textOf(termsOfUseOf(defaults.copy, 'ajuda@empresa.com.br'))).toContain(
      'O programa IA NA PRÁTICA, por R$ 1.797,00 à vista no PIX ou em 12x de R$ 173,36 no cartão (total de R$ 2.080,32).',
    );
    const repriced = launch((s) => ({
      ...s,
      immersion: { ...s.immersion, priceCents: 14_700 },
      program: { pixPriceCents: 99_700, cardInstallments: 10, cardTotalCents: 110_000 },
    }));
    const text = textOf(termsOfUseOf(repriced.copy, 'ajuda@empresa.com.br'));
    expect(text).toContain('A Imersão IA na Prática, um dia de imersão online e ao vivo, por R$ 147,00.');
    expect(text).toContain(
      'R$ 997,00 à vista no PIX ou em 10x de R$ 110,00 no cartão (total de R$ 1.100,00)',
    );
    expect(text).toContain('Dúvidas: ajuda@empresa.com.br.');
  });
});

describe('partnerCopyOf', () => {
  it('calls the immersion sold out only when it is not on sale', () => {
    const soldOut = partnerCopyOf(immersionOf(defaults.copy));
    expect(soldOut.immersionText).toContain('As vagas desta turma se esgotaram');
    expect(soldOut.confirmation('Ana')).toBe(
      'Pronto, Ana! Sua vaga na call de 11/06 às 20:00 está garantida. Fique de olho no seu WhatsApp: o link da sala chega por lá.',
    );
    const onSale = partnerCopyOf(
      immersionOf(launch((s) => ({ ...s, immersion: { ...s.immersion, onSale: true } })).copy),
    );
    expect(onSale.immersionText).not.toContain('esgotaram');
    expect(onSale.notFoundNext).not.toContain('lista de espera');
  });
});
