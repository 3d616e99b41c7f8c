import { describe, expect, it } from 'vitest';
import {
  brazilianAreaCode,
  formatPhone,
  isPhoneLongEnough,
  phoneDigits,
  whatsAppChatUrl,
  withoutBrazilianDialCode,
} from './phone.ts';

describe('phone rules', () => {
  it('keeps only digits', () => {
    expect(phoneDigits('+55 (11) 98765-4321')).toBe('5511987654321');
  });

  it('needs at least 8 characters', () => {
    expect(isPhoneLongEnough('+5511987')).toBe(false);
    expect(isPhoneLongEnough('+55 11 9876')).toBe(true);
  });

  it('reads the area code from characters 3–4 of a Brazilian number', () => {
    expect(brazilianAreaCode('+5521999998888')).toBe('21');
    expect(brazilianAreaCode('+14155550100')).toBeUndefined();
    expect(brazilianAreaCode('+55')).toBeUndefined();
  });

  it('formats stored numbers for staff to read', () => {
    expect(formatPhone('5511987654321')).toBe('+55 (11) 98765-4321');
    expect(formatPhone('551134567890')).toBe('+55 (11) 3456-7890');
    expect(formatPhone('351912345678')).toBe('+351912345678');
    expect(formatPhone('')).toBe('');
  });

  it('drops Brazil’s 55 for the checkout link, and only from a Brazilian number', () => {
    expect(withoutBrazilianDialCode('5511987654321')).toBe('11987654321');
    expect(withoutBrazilianDialCode('551134567890')).toBe('1134567890');
    expect(withoutBrazilianDialCode('5555999991234')).toBe('55999991234');
    expect(withoutBrazilianDialCode('351912345678')).toBe('351912345678');
    expect(withoutBrazilianDialCode('11987654321')).toBe('11987654321');
  });

  it('opens a WhatsApp chat with the stored number and the message typed in', () => {
    const link = new URL(whatsAppChatUrl('5511987654321', 'Olá! Quero saber mais & já'));
    expect(link.origin + link.pathname).toBe('https://wa.me/5511987654321');
    expect(link.searchParams.get('text')).toBe('Olá! Quero saber mais & já');
    expect(link.search).toContain('%20');
  });
});
