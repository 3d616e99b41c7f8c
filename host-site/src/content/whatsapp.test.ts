import { describe, expect, it } from 'vitest';
import { waMeLink } from './whatsapp.ts';

describe('waMeLink', () => {
  it('opens a chat with the number and the message typed in', () => {
    const link = new URL(waMeLink('5511987654321', 'Olá! Quero saber mais & já'));
    expect(link.origin).toBe('https://wa.me');
    expect(link.pathname).toBe('/5511987654321');
    expect(link.searchParams.get('text')).toBe('Olá! Quero saber mais & já');
    expect(link.search).toContain('%20');
  });
});
