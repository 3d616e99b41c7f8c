import { describe, expect, it } from 'vitest';
import { FREE_LIVE_CALL, formatBRL, PROGRAM } from './offers.ts';

describe('offers', () => {
  it('formats the program prices as the copy shows them', () => {
    expect(formatBRL(PROGRAM.pixPriceCents)).toBe('R$ 1.797,00');
    expect(formatBRL(PROGRAM.cardInstallmentCents)).toBe('R$ 173,36');
    expect(formatBRL(PROGRAM.cardTotalCents)).toBe('R$ 2.080,32');
  });

  it('keeps the card total equal to its installments', () => {
    expect(PROGRAM.cardInstallmentCents * PROGRAM.cardInstallments).toBe(PROGRAM.cardTotalCents);
  });

  it('dates the free call as the copy says it, in São Paulo time', () => {
    const start = new Date(FREE_LIVE_CALL.startsAt);
    const local = new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      day: '2-digit',
      month: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).format(start);
    expect(local).toBe(`${FREE_LIVE_CALL.dateLabel}, ${FREE_LIVE_CALL.timeLabel}`);
    expect(Date.parse(FREE_LIVE_CALL.endsAt)).toBeGreaterThan(start.getTime());
  });
});
