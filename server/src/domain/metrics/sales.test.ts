import { describe, expect, it } from 'vitest';
import { launchReport, summariseSales } from '../analytics/launch-results.ts';
import type { Sale } from '../ports/metric-queries.ts';
import { paymentMethod } from './sales.ts';

const sale = (over: Partial<Sale>): Sale => ({
  amountCents: 179_700,
  refundedCents: 0,
  status: 'paid',
  paidAt: '2026-11-01T15:00:00.000Z',
  checkoutMethod: 'pix',
  paidBillingType: null,
  utmSource: 'instagram',
  utmCampaign: 'lancamento',
  region: 'Sudeste',
  partnerCode: null,
  ...over,
});

describe('paymentMethod', () => {
  it('uses our method, or the billing type of a checkout that offered both', () => {
    expect(paymentMethod('pix', undefined)).toBe('PIX');
    expect(paymentMethod('credit-card', undefined)).toBe('Cartão');
    expect(paymentMethod('multi', 'CREDIT_CARD')).toBe('Cartão');
    expect(paymentMethod('multi', 'PIX')).toBe('PIX');
    expect(paymentMethod('multi', undefined)).toBe('PIX ou cartão');
  });
});

describe('summariseSales', () => {
  const period = { from: '2026-11-01', to: '2026-11-02' };

  it('counts every paid sale, and takes refunds and chargebacks off the net only', () => {
    const report = summariseSales(
      period,
      [
        sale({}),
        sale({
          amountCents: 208_032,
          checkoutMethod: 'multi',
          paidBillingType: 'CREDIT_CARD',
          status: 'refunded',
          paidAt: '2026-11-02T02:00:00.000Z',
        }),
        sale({ status: 'partially_refunded', refundedCents: 79_700, paidAt: '2026-11-02T13:00:00.000Z' }),
        sale({
          amountCents: 9_700,
          status: 'chargeback',
          utmSource: null,
          partnerCode: 'ana',
          paidAt: '2026-11-02T12:00:00.000Z',
        }),
      ],
      [],
    );
    expect(report.totals).toEqual({
      sales: 4,
      grossRevenue: 577_132,
      averageTicket: 144_283,
      refunds: 2,
      refundedValue: 287_732,
      chargebacks: 1,
      chargebackValue: 9_700,
      netRevenue: 279_700,
    });
    // 02:00 UTC on the 2nd is still the 1st in São Paulo.
    expect(report.series).toEqual([
      { day: '2026-11-01', sales: 2, grossRevenue: 387_732, netRevenue: 179_700 },
      { day: '2026-11-02', sales: 2, grossRevenue: 189_400, netRevenue: 100_000 },
    ]);
    expect(report.byMethod).toEqual([
      { value: 'PIX', sales: 3, grossRevenue: 369_100, netRevenue: 279_700 },
      { value: 'Cartão', sales: 1, grossRevenue: 208_032, netRevenue: 0 },
    ]);
    expect(report.bySource).toEqual([
      { value: 'instagram', sales: 3, grossRevenue: 567_432, netRevenue: 279_700 },
      { value: '', sales: 1, grossRevenue: 9_700, netRevenue: 0 },
    ]);
    expect(report.byPartner.map((row) => row.value)).toEqual(['', 'ana']);
  });

  it('has no average ticket without sales', () => {
    const report = summariseSales(period, [], []);
    expect(report.totals.averageTicket).toBeNull();
    expect(report.series.every((day) => day.sales === 0)).toBe(true);
  });
});

describe('launchReport', () => {
  it('sums the rows its queries read, by the method actually used', async () => {
    const report = await launchReport(
      {
        launchRows: async () => ({
          sales: [
            sale({}),
            sale({ checkoutMethod: 'multi', paidBillingType: 'PIX' }),
            sale({ checkoutMethod: 'multi' }),
          ],
          events: [],
          items: [],
        }),
      },
      { from: '2026-11-01', to: '2026-11-01' },
    );
    expect(report.byMethod.map((row) => [row.value, row.sales])).toEqual([
      ['PIX', 2],
      ['PIX ou cartão', 1],
    ]);
  });
});
