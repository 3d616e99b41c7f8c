import { describe, expect, it } from 'vitest';
import { purchaseMethod, purchaseStatus } from './purchase-summary.ts';

describe('purchaseStatus', () => {
  it('reads every checkout status the way a buyer should', () => {
    expect(['paid', 'partially_refunded'].map(purchaseStatus)).toEqual(['paid', 'paid']);
    expect(['pending', 'created', 'visited'].map(purchaseStatus)).toEqual(Array(3).fill('confirming'));
    expect(['expired', 'canceled', 'failed'].map(purchaseStatus)).toEqual(Array(3).fill('not_paid'));
    expect(['refunded', 'chargeback', 'chargeback_dispute'].map(purchaseStatus)).toEqual(
      Array(3).fill('refunded'),
    );
  });

  it('never takes a status it does not know for a payment', () => {
    expect(purchaseStatus('something_new')).toBe('confirming');
  });
});

describe('purchaseMethod', () => {
  it("is our checkout's method, or for one offering both, what the payment event names", () => {
    expect(purchaseMethod('pix', null)).toBe('pix');
    expect(purchaseMethod('credit-card', null)).toBe('card');
    expect(purchaseMethod('multi', 'CREDIT_CARD')).toBe('card');
    expect(purchaseMethod('multi', 'PIX')).toBe('pix');
    expect(purchaseMethod('multi', null)).toBe('pix_or_card');
  });
});
