// Sales of a period summed every way the launch team reads them; pure, so every figure is tested by hand.
import type { LaunchReport, SalesRow } from '@funil/core/analytics';
import { localDay, type Period, periodDays } from '@funil/core/analytics-period';

export interface Sale {
  amountCents: number;
  /** 'paid', or what became of it later: 'refunded', 'chargeback'. */
  status: string;
  paidAt: string;
  method: PaymentMethodLabel;
  utmSource: string | null;
  utmCampaign: string | null;
  partnerCode: string | null;
}

export type PaymentMethodLabel = 'PIX' | 'Cartão' | 'PIX ou cartão';

/** Our checkout's method, or for a checkout offering both, what the provider says was used. */
export function paymentMethod(checkoutMethod: string, billingType: string | undefined): PaymentMethodLabel {
  if (checkoutMethod === 'pix' || billingType === 'PIX') return 'PIX';
  if (checkoutMethod === 'credit-card' || billingType === 'CREDIT_CARD') return 'Cartão';
  return 'PIX ou cartão';
}

function groupSales(sales: readonly Sale[], key: (sale: Sale) => string | null): SalesRow[] {
  const rows = new Map<string, SalesRow>();
  for (const sale of sales) {
    const value = key(sale) ?? '';
    const row = rows.get(value) ?? { value, sales: 0, revenueCents: 0 };
    row.sales += 1;
    row.revenueCents += sale.amountCents;
    rows.set(value, row);
  }
  return [...rows.values()].sort((a, b) => b.revenueCents - a.revenueCents || a.value.localeCompare(b.value));
}

export function summariseSales(
  period: Period,
  sales: readonly Sale[],
  events: LaunchReport['events'],
): LaunchReport {
  const revenueCents = sales.reduce((sum, sale) => sum + sale.amountCents, 0);
  const refunded = sales.filter((sale) => sale.status === 'refunded');
  const chargebacks = sales.filter((sale) => sale.status === 'chargeback');
  const sum = (list: readonly Sale[]) => list.reduce((total, sale) => total + sale.amountCents, 0);

  const byDay = new Map(periodDays(period).map((day) => [day, { day, sales: 0, revenueCents: 0 }]));
  for (const sale of sales) {
    const row = byDay.get(localDay(sale.paidAt));
    if (!row) continue;
    row.sales += 1;
    row.revenueCents += sale.amountCents;
  }

  return {
    period,
    totals: {
      sales: sales.length,
      revenueCents,
      averageTicketCents: sales.length === 0 ? null : Math.round(revenueCents / sales.length),
      refunds: refunded.length,
      refundedCents: sum(refunded),
      chargebacks: chargebacks.length,
      chargebackCents: sum(chargebacks),
      netRevenueCents: revenueCents - sum(refunded) - sum(chargebacks),
    },
    series: [...byDay.values()],
    byMethod: groupSales(sales, (sale) => sale.method),
    byCampaign: groupSales(sales, (sale) => sale.utmCampaign),
    bySource: groupSales(sales, (sale) => sale.utmSource),
    byPartner: groupSales(sales, (sale) => sale.partnerCode),
    events,
  };
}
