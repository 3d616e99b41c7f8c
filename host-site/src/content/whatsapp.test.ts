import { describe, expect, it } from 'vitest';
import { parseWhatsAppNumber, waMeLink } from './whatsapp.ts';

describe('parseWhatsAppNumber', () => {
  it('keeps the digits of a number written any way', () => {
    expect(parseWhatsAppNumber('+55 (11) 98765-4321')).toBe('5511987654321');
  });

  it('has no number when none or an unusable one is configured', () => {
    expect(parseWhatsAppNumber(undefined)).toBeNull();
    expect(parseWhatsAppNumber('')).toBeNull();
    expect(parseWhatsAppNumber('98765-432')).toBeNull();
    expect(parseWhatsAppNumber('1234567890123456')).toBeNull();
  });
});

describe('waMeLink', () => {
  it('opens a chat with the number and the message typed in', () => {
    const link = new URL(waMeLink('5511987654321', 'Olá! Quero saber mais & já'));
    expect(link.origin).toBe('https://wa.me');
    expect(link.pathname).toBe('/5511987654321');
    expect(link.searchParams.get('text')).toBe('Olá! Quero saber mais & já');
    expect(link.search).toContain('%20');
  });
});
