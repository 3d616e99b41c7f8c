import { describe, expect, it } from 'vitest';
import { toHotLead, whatsappMessage, whatsappUrl } from './hot-leads.ts';

const row = {
  id: 'l1',
  name: 'Ana Beatriz Souza',
  phone: '5511987654321',
  region: 'São Paulo',
  last_visit: '2025-04-01T12:00:00.000Z',
  visit_count: 3,
  time_on_page: 0,
  clicks_data: null,
  instagram: 'ana',
  checkout_created_at: '2025-04-01T12:00:00.000Z',
  checkout_visited_at: null,
  checkout_abandoned_at: '2025-04-02T12:00:00.000Z',
  opted_out: false,
};

describe('hot leads', () => {
  it('greets the lead by first name in pt-BR', () => {
    expect(whatsappMessage('Ana Beatriz Souza')).toMatch(/^Olá, Ana! Aqui é da equipe IA na Prática\./);
    expect(whatsappMessage('  ')).toMatch(/^Olá! /);
  });

  it('links to wa.me with the number as digits and the message encoded', () => {
    const url = new URL(whatsappUrl('+55 (11) 98765-4321', 'Ana'));
    expect(url.origin + url.pathname).toBe('https://wa.me/5511987654321');
    expect(url.searchParams.get('text')).toBe(whatsappMessage('Ana'));
    // A number saved with its country code twice, before numbers were validated.
    expect(new URL(whatsappUrl('555511987651234', 'Ana')).pathname).toBe('/5511987651234');
  });

  it('explains the score with the parts that add up to it', () => {
    const hot = toHotLead(row);
    expect(hot.parts.map((part) => part.label)).toEqual([
      'Visitas',
      'Informou o Instagram',
      'Abriu o pagamento',
      'Abandonou o checkout',
    ]);
    expect(hot.score).toBe(15 + 10 + 10 + 10);
    expect(hot.parts.reduce((sum, part) => sum + part.points, 0)).toBe(hot.score);
    expect(hot.whatsappUrl).toBe(whatsappUrl(row.phone, row.name));
    expect(hot.optedOut).toBe(false);
  });

  it('gives no WhatsApp link for a lead who asked for no messages, and says so', () => {
    const hot = toHotLead({ ...row, opted_out: true });
    expect(hot).toMatchObject({ optedOut: true, whatsappUrl: null });
  });
});
