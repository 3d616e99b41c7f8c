import { describe, expect, it } from 'vitest';
import { ticketThankYou } from './ticket-thank-you.ts';

describe('ticketThankYou', () => {
  it('dates the event in São Paulo time as step (c)', () => {
    expect(
      ticketThankYou.when({
        title: 'Imersão IA na Prática',
        startsAt: '2025-04-26T12:00:00.000Z',
        endsAt: '2025-04-26T20:00:00.000Z',
      }),
    ).toBe('A Imersão IA na Prática começa em 26 de abril, das 09:00 às 17:00 (horário de Brasília).');
  });
});
