import { describe, expect, it } from 'vitest';
import { abandonedBefore, saleValue } from './definitions.ts';

describe('abandonedBefore', () => {
  it('counts an open checkout as abandoned after an hour untouched', () => {
    expect(abandonedBefore(new Date('2026-11-01T12:00:00Z'))).toBe('2026-11-01T11:00:00.000Z');
  });
});

describe('saleValue', () => {
  const sale = { amountCents: 179_700, refundedCents: 0, status: 'paid' };

  it('keeps a paid sale whole', () => {
    expect(saleValue(sale)).toEqual({
      grossCents: 179_700,
      refundedCents: 0,
      chargebackCents: 0,
      netCents: 179_700,
    });
  });

  it('takes a partial refund off the net, and a full one whether or not its amount was recorded', () => {
    expect(saleValue({ ...sale, status: 'partially_refunded', refundedCents: 50_000 })).toMatchObject({
      grossCents: 179_700,
      refundedCents: 50_000,
      netCents: 129_700,
    });
    expect(saleValue({ ...sale, status: 'refunded' })).toMatchObject({ refundedCents: 179_700, netCents: 0 });
    expect(saleValue({ ...sale, status: 'refunded', refundedCents: 179_700 }).netCents).toBe(0);
    // More than the sale cannot come back.
    expect(saleValue({ ...sale, status: 'refunded', refundedCents: 999_999 }).refundedCents).toBe(179_700);
  });

  it('holds what a chargeback contests: the part not already refunded', () => {
    expect(saleValue({ ...sale, status: 'chargeback' })).toEqual({
      grossCents: 179_700,
      refundedCents: 0,
      chargebackCents: 179_700,
      netCents: 0,
    });
    expect(saleValue({ ...sale, status: 'chargeback_dispute', refundedCents: 79_700 })).toEqual({
      grossCents: 179_700,
      refundedCents: 79_700,
      chargebackCents: 100_000,
      netCents: 0,
    });
  });
});
