// How a buyer's payment reads in the customer-success table, from core's pt-BR names.
import { CHECKOUT_STATUS_LABELS, labelFor, PAYMENT_METHOD_LABELS } from '@funil/core/labels';
import type { BuyerPurchase } from '@funil/core/onboarding';

/** 'PIX', 'Cartão em 12x', or '—' when no checkout is on record. */
export function paymentMethodLabel(purchase: Pick<BuyerPurchase, 'method' | 'installments'>): string {
  if (purchase.method === null) return '—';
  const method = PAYMENT_METHOD_LABELS[purchase.method] ?? purchase.method;
  return purchase.installments && purchase.installments > 1
    ? `${method} em ${purchase.installments}x`
    : method;
}

/** Said only when something happened to the sale after it was paid; a paid one needs no label. */
export function purchaseStatusLabel(status: string | null): string | null {
  return status === null || status === 'paid' ? null : labelFor(CHECKOUT_STATUS_LABELS, status);
}
