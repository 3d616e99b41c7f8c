import { describe, expect, it } from 'vitest';
import { formatBRL, PROGRAM } from './offers.ts';

describe('offers', () => {
  it('formats the program prices as the copy shows them', () => {
    expect(formatBRL(PROGRAM.pixPriceCents)).toBe('R$ 1.797,00');
    expect(formatBRL(PROGRAM.cardInstallmentCents)).toBe('R$ 173,36');
    expect(formatBRL(PROGRAM.cardTotalCents)).toBe('R$ 2.080,32');
  });

  it('keeps the card total equal to its installments', () => {
    expect(PROGRAM.cardInstallmentCents * PROGRAM.cardInstallments).toBe(PROGRAM.cardTotalCents);
  });
});
