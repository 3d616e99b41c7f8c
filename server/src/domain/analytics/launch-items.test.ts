import { describe, expect, it } from 'vitest';
import type { SaleItem } from '../ports/launch-queries.ts';
import { itemRevenue } from './launch-items.ts';

const item = (more: Partial<SaleItem> & Pick<SaleItem, 'checkoutId'>): SaleItem => ({
  kind: 'main',
  offerCode: 'ia-na-pratica',
  name: 'IA na Prática',
  amountCents: 44_730,
  batchId: 'lote-a',
  batchPosition: 1,
  couponCode: null,
  discountCents: 0,
  ...more,
});

describe('itemRevenue', () => {
  it('counts a sale once per row and its coupon’s discount once, however many items it has', () => {
    const report = itemRevenue([
      item({ checkoutId: 'c1', couponCode: 'LANCAMENTO10', discountCents: 4_970 }),
      item({
        checkoutId: 'c1',
        kind: 'bump',
        offerCode: 'ingresso',
        name: 'Ingresso Imersão',
        amountCents: 4_700,
        batchId: null,
        batchPosition: null,
        couponCode: 'LANCAMENTO10',
        discountCents: 4_970,
      }),
      item({ checkoutId: 'c2', amountCents: 69_700, batchId: 'lote-b', batchPosition: 2 }),
    ]);
    expect(report.byOffer).toEqual([
      { value: 'IA na Prática', sales: 2, revenue: 114_430 },
      { value: 'Ingresso Imersão', sales: 1, revenue: 4_700 },
    ]);
    expect(report.byBatch).toEqual([
      { value: '2º lote', sales: 1, revenue: 69_700 },
      { value: '1º lote', sales: 1, revenue: 44_730 },
    ]);
    expect(report.byCoupon).toEqual([{ value: 'LANCAMENTO10', sales: 1, revenue: 49_430, discount: 4_970 }]);
    expect(report.byBump).toEqual([{ value: 'Ingresso Imersão', sales: 1, revenue: 4_700 }]);
  });

  it('tells two offers’ “1º lote” apart by the offer’s name', () => {
    const report = itemRevenue([
      item({ checkoutId: 'c1' }),
      item({
        checkoutId: 'c2',
        offerCode: 'outro',
        name: 'Outro Programa',
        batchId: 'lote-x',
        amountCents: 100,
      }),
    ]);
    expect(report.byBatch.map((row) => row.value)).toEqual([
      '1º lote (IA na Prática)',
      '1º lote (Outro Programa)',
    ]);
  });
});
