// The launch results: the period's sales every way the launch team reads them, events side by side.
import type { LaunchReport } from '@funil/core/analytics';
import type { Period } from '@funil/core/analytics-period';
import { groupSales, type Sale, salesByDay, saleTotals } from '../metrics/sales.ts';

export function summariseSales(
  period: Period,
  sales: readonly Sale[],
  events: LaunchReport['events'],
): LaunchReport {
  return {
    period,
    totals: saleTotals(sales),
    series: salesByDay(period, sales),
    byMethod: groupSales(sales, (sale) => sale.method),
    byCampaign: groupSales(sales, (sale) => sale.utmCampaign),
    bySource: groupSales(sales, (sale) => sale.utmSource),
    byPartner: groupSales(sales, (sale) => sale.partnerCode),
    events,
  };
}
