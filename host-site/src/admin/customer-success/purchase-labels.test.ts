import { describe, expect, it } from 'vitest';
import { paymentMethodLabel, purchaseStatusLabel } from './purchase-labels.ts';

describe('paymentMethodLabel', () => {
  it('names the method and the installments', () => {
    expect(paymentMethodLabel({ method: 'pix', installments: 1 })).toBe('PIX');
    expect(paymentMethodLabel({ method: 'credit-card', installments: 12 })).toBe('Cartão em 12x');
    expect(paymentMethodLabel({ method: 'multi', installments: 3 })).toBe('PIX ou cartão em 3x');
    expect(paymentMethodLabel({ method: null, installments: null })).toBe('—');
  });

  it('says when a sale was refunded, in part or whole, or charged back, and nothing for a paid one', () => {
    expect(purchaseStatusLabel('paid')).toBeNull();
    expect(purchaseStatusLabel(null)).toBeNull();
    expect(purchaseStatusLabel('refunded')).toBe('Reembolsado');
    expect(purchaseStatusLabel('partially_refunded')).toBe('Reembolsado em parte');
    expect(purchaseStatusLabel('chargeback')).toBe('Contestado (chargeback)');
  });
});
