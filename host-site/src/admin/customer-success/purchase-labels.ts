// How a buyer's payment reads in the customer-success table, from core's pt-BR names.
import { CHECKOUT_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '@funil/core/labels';
import type { BuyerPurchase } from '@funil/core/onboarding';

/** 'PIX', 'Cartão em 12x', or '—' when no checkout is on record. */
export function paymentMethodLabel(purchase: Pick<BuyerPurchase, 'method' | 'installments'>): string {
  if (purchase.method === null) return '—';
  const method = PAYMENT_METHOD_LABELS[purchase.method] ?? purchase.method;
  return purchase.installments && purchase.installments > 1
    ? `${method} em ${purchase.installments}x`
    : method;
}

/** Said only when the payment no longer stands as paid; a paid purchase needs no label. */
export function purchaseStatusLabel(status: string | null): string | null {
  if (status === null || status === 'paid') return null;
  return CHECKOUT_STATUS_LABELS[status] ?? status;
}
