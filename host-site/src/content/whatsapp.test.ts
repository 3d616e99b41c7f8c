import { describe, expect, it } from 'vitest';
import { teamWhatsAppLink, waMeLink } from './whatsapp.ts';

describe('waMeLink', () => {
  it('opens a chat with the number and the message typed in', () => {
    const link = new URL(waMeLink('5511987654321', 'Olá! Quero saber mais & já'));
    expect(link.origin).toBe('https://wa.me');
    expect(link.pathname).toBe('/5511987654321');
    expect(link.searchParams.get('text')).toBe('Olá! Quero saber mais & já');
    expect(link.search).toContain('%20');
  });
});

describe('teamWhatsAppLink', () => {
  it("links to the launch settings' team number, country code first", () => {
    expect(teamWhatsAppLink('11987654321', 'Oi')).toBe('https://wa.me/5511987654321?text=Oi');
  });

  it('has no link without a number', () => {
    expect(teamWhatsAppLink(null, 'Oi')).toBeNull();
    expect(teamWhatsAppLink('123', 'Oi')).toBeNull();
  });
});
