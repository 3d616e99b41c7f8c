// How a buyer's payment reads in the customer-success table.
import type { BuyerPurchase } from '@funil/core/onboarding';

const METHODS: Record<string, string> = { pix: 'PIX', 'credit-card': 'Cartão', multi: 'PIX ou cartão' };

/** 'PIX', 'Cartão em 12x', or '—' when no checkout is on record. */
export function paymentMethodLabel(purchase: Pick<BuyerPurchase, 'method' | 'installments'>): string {
  if (purchase.method === null) return '—';
  const method = METHODS[purchase.method] ?? purchase.method;
  return purchase.installments && purchase.installments > 1
    ? `${method} em ${purchase.installments}x`
    : method;
}

const STATUSES: Record<string, string> = { refunded: 'reembolsada', chargeback: 'contestada (chargeback)' };

/** Said only when the payment no longer stands; a paid purchase needs no label. */
export function purchaseStatusLabel(status: string | null): string | null {
  return status === null ? null : (STATUSES[status] ?? null);
}
