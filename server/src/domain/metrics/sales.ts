// Sales summed the ways staff read them: totals, per São Paulo day and per attribution; pure, so
// every screen that shows a sale or revenue sums the same rows the same way.
import type { SalesRow } from '@funil/core/analytics';
import { type Period, periodDays } from '@funil/core/analytics-period';
import { hoursOfPeriod } from '../analytics/daily-series.ts';
import { CHARGEBACK_STATUSES, type SaleMoney, saleValue } from './definitions.ts';

export type PaymentMethodLabel = 'PIX' | 'Cartão' | 'PIX ou cartão';

/** A checkout paid in the period, with the attribution of its lead (empty for a buyer without one). */
export interface Sale extends SaleMoney {
  paidAt: string;
  /** Our checkout's method ('pix', 'credit-card', 'multi'); paymentMethod names what was used. */
  checkoutMethod: string;
  /** For a checkout offering both, the billing type of the provider's payment event, when it names one. */
  paidBillingType: string | null;
  utmSource: string | null;
  utmCampaign: string | null;
  region: string | null;
  partnerCode: string | null;
}

export interface SaleTotals {
  sales: number;
  revenueCents: number;
  averageTicketCents: number | null;
  refunds: number;
  refundedCents: number;
  chargebacks: number;
  chargebackCents: number;
  netRevenueCents: number;
}

/** Our checkout's method, or for a checkout offering both, what the provider says was used. */
export function paymentMethod(checkoutMethod: string, billingType: string | undefined): PaymentMethodLabel {
  if (checkoutMethod === 'pix' || billingType === 'PIX') return 'PIX';
  if (checkoutMethod === 'credit-card' || billingType === 'CREDIT_CARD') return 'Cartão';
  return 'PIX ou cartão';
}

export function saleTotals(sales: readonly SaleMoney[]): SaleTotals {
  const totals: SaleTotals = {
    sales: sales.length,
    revenueCents: 0,
    averageTicketCents: null,
    refunds: 0,
    refundedCents: 0,
    chargebacks: 0,
    chargebackCents: 0,
    netRevenueCents: 0,
  };
  for (const sale of sales) {
    const value = saleValue(sale);
    totals.revenueCents += value.grossCents;
    totals.refundedCents += value.refundedCents;
    totals.chargebackCents += value.chargebackCents;
    totals.netRevenueCents += value.netCents;
    if (value.refundedCents > 0) totals.refunds += 1;
    if ((CHARGEBACK_STATUSES as readonly string[]).includes(sale.status)) totals.chargebacks += 1;
  }
  if (sales.length > 0) totals.averageTicketCents = Math.round(totals.revenueCents / sales.length);
  return totals;
}

/** Sales, gross and net revenue per value of `key` (empty for none), the largest revenue first. */
export function groupSales<S extends Sale>(sales: readonly S[], key: (sale: S) => string | null): SalesRow[] {
  const rows = new Map<string, SalesRow>();
  for (const sale of sales) {
    const value = key(sale) ?? '';
    const row = rows.get(value) ?? { value, sales: 0, revenueCents: 0, netRevenueCents: 0 };
    const money = saleValue(sale);
    row.sales += 1;
    row.revenueCents += money.grossCents;
    row.netRevenueCents += money.netCents;
    rows.set(value, row);
  }
  return [...rows.values()].sort((a, b) => b.revenueCents - a.revenueCents || a.value.localeCompare(b.value));
}

/** One row per day of the period, zero on days without a sale. */
export function salesByDay(period: Period, sales: readonly Sale[]) {
  const byDay = new Map(
    periodDays(period).map((day) => [day, { day, sales: 0, revenueCents: 0, netRevenueCents: 0 }]),
  );
  const dayOf = hoursOfPeriod(period);
  for (const sale of sales) {
    const day = dayOf.get(sale.paidAt.slice(0, 13));
    const row = day === undefined ? undefined : byDay.get(day);
    if (!row) continue;
    const money = saleValue(sale);
    row.sales += 1;
    row.revenueCents += money.grossCents;
    row.netRevenueCents += money.netCents;
  }
  return [...byDay.values()];
}
