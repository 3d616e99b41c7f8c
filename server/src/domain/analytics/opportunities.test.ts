import { describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATES, fillTemplate, greetingName, whatsappUrl } from './opportunities.ts';

describe('opportunities', () => {
  it('fills the name and the event in either brace style', () => {
    expect(
      fillTemplate('Oi {nome}, {{ evento }} e {{nome}}', { name: 'Maria da Silva', event: 'Imersão' }),
    ).toBe('Oi Maria, Imersão e Maria');
    expect(fillTemplate(DEFAULT_TEMPLATES.abandoned_checkout, { name: '', event: 'X' })).toContain(
      'Olá, tudo bem!',
    );
    expect(greetingName('  Ana  Paula ')).toBe('Ana');
    expect(greetingName(' ')).toBe('tudo bem');
  });

  it('links to the lead’s WhatsApp, adding Brazil’s code to a local number', () => {
    expect(whatsappUrl('(11) 98765-4321', 'Olá, Ana!')).toBe(
      'https://wa.me/5511987654321?text=Ol%C3%A1%2C%20Ana!',
    );
    expect(whatsappUrl('+55 11 98765-4321', 'x')).toBe('https://wa.me/5511987654321?text=x');
    expect(whatsappUrl('555511987651234', 'x')).toBe('https://wa.me/5511987651234?text=x');
    expect(whatsappUrl('+351 912 345 678', 'x')).toBe('https://wa.me/351912345678?text=x');
  });
});
