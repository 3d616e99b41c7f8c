// Sales summed the ways staff read them: totals, per São Paulo day and per attribution; pure, so
// every screen that shows a sale or revenue sums the same rows the same way.
import type { SalesRow } from '@funil/core/analytics';
import { type Period, periodDays } from '@funil/core/analytics-period';
import {
  type LaunchTotals,
  ratioValue,
  SALE_METRICS,
  SALES_ROW_METRICS,
  type SaleMetric,
  type SalesRowValues,
} from '@funil/core/metrics';
import { hoursOfPeriod } from '../analytics/daily-series.ts';
import type { Sale, SaleMoney } from '../ports/metric-queries.ts';
import { saleMetrics } from './definitions.ts';

export type PaymentMethodLabel = 'PIX' | 'Cartão' | 'PIX ou cartão';

/** Our checkout's method, or for a checkout offering both, what the provider says was used. */
export function paymentMethod(checkoutMethod: string, billingType: string | undefined): PaymentMethodLabel {
  if (checkoutMethod === 'pix' || billingType === 'PIX') return 'PIX';
  if (checkoutMethod === 'credit-card' || billingType === 'CREDIT_CARD') return 'Cartão';
  return 'PIX ou cartão';
}

/** Every sales number of these sales, and the average ticket. */
export function saleTotals(sales: readonly SaleMoney[]): LaunchTotals {
  const sums = Object.fromEntries(SALE_METRICS.map((key) => [key, 0])) as Record<SaleMetric, number>;
  for (const sale of sales) {
    const values = saleMetrics(sale);
    for (const key of SALE_METRICS) sums[key] += values[key];
  }
  return { ...sums, averageTicket: ratioValue('averageTicket', sums) };
}

const zeroRow = (): SalesRowValues => ({ sales: 0, grossRevenue: 0, netRevenue: 0 });
function addSale(row: SalesRowValues, sale: SaleMoney): void {
  const values = saleMetrics(sale);
  for (const key of SALES_ROW_METRICS) row[key] += values[key];
}

/** Sales, gross and net revenue per value of `key` (empty for none), the largest revenue first. */
export function groupSales<S extends Sale>(sales: readonly S[], key: (sale: S) => string | null): SalesRow[] {
  const rows = new Map<string, SalesRow>();
  for (const sale of sales) {
    const value = key(sale) ?? '';
    const row = rows.get(value) ?? { value, ...zeroRow() };
    addSale(row, sale);
    rows.set(value, row);
  }
  return [...rows.values()].sort((a, b) => b.grossRevenue - a.grossRevenue || a.value.localeCompare(b.value));
}

/** One row per day of the period, zero on days without a sale. */
export function salesByDay(period: Period, sales: readonly Sale[]) {
  const byDay = new Map(periodDays(period).map((day) => [day, { day, ...zeroRow() }]));
  const dayOf = hoursOfPeriod(period);
  for (const sale of sales) {
    const day = dayOf.get(sale.paidAt.slice(0, 13));
    const row = day === undefined ? undefined : byDay.get(day);
    if (!row) continue;
    addSale(row, sale);
  }
  return [...byDay.values()];
}
