import type { OfferQuote } from '@funil/core/offer-pricing';
import { describe, expect, it } from 'vitest';
import { batchLeftLine, batchLine, quotedPrices } from './offer-batch.ts';

describe('batchLine', () => {
  it('dates the end in São Paulo time, day and month with two digits, a 24-hour clock', () => {
    expect(batchLine({ label: '2º lote', endsAt: '2027-01-10T03:00:00.000Z' })).toBe(
      '2º lote · termina em 10/01\u00a0às\u00a000:00',
    );
    expect(batchLine({ label: '1º lote', endsAt: '2026-12-01T17:30:00.000Z' })).toBe(
      '1º lote · termina em 01/12\u00a0às\u00a014:30',
    );
  });

  it('names only the batch when it ends by selling out', () => {
    expect(batchLine({ label: '3º lote', endsAt: null })).toBe('3º lote');
  });
});

describe('batchLeftLine', () => {
  it('counts the units left, one in the singular, nothing without a quantity', () => {
    expect(batchLeftLine(3)).toBe('Restam 3 vagas neste lote');
    expect(batchLeftLine(1)).toBe('Resta 1 vaga neste lote');
    expect(batchLeftLine(null)).toBeNull();
  });
});

describe('quotedPrices', () => {
  const quote: OfferQuote = {
    offer: { code: 'programa', name: 'IA NA PRÁTICA', kind: 'program' },
    batch: null,
    list: { pixCents: 179_700, cardTotalCents: 208_032 },
    price: { pixCents: 161_730, cardTotalCents: 187_229, installments: 12 },
    coupon: null,
    bumps: [],
    holdMinutes: 30,
  };

  it("words the quoted price as the settings' prices are worded", () => {
    expect(quotedPrices({ ...quote, price: { ...quote.list, installments: 12 } })).toEqual({
      pixPrice: 'R$ 1.797,00',
      installments: '12x de R$ 173,36',
      cardTotal: 'R$ 2.080,32',
      priceLine: 'R$ 1.797,00 à vista no PIX ou 12x de R$ 173,36 no cartão',
    });
  });

  it('shows the price before the coupon once one applies, the price charged when one was refused', () => {
    const applied = quotedPrices({
      ...quote,
      coupon: {
        code: 'X10',
        applied: true,
        label: '10%',
        pixDiscountCents: 17_970,
        cardDiscountCents: 20_803,
      },
    });
    expect(applied.pixPrice).toBe('R$ 1.797,00');
    const refused = quotedPrices({
      ...quote,
      coupon: { code: 'X10', applied: false, reason: 'coupon_expired', message: 'Este cupom expirou.' },
    });
    expect(refused.pixPrice).toBe('R$ 1.617,30');
  });
});
