// The launch results: the period's sales every way the launch team reads them, events side by side.
import type { LaunchReport } from '@funil/core/analytics';
import type { Period } from '@funil/core/analytics-period';
import { groupSales, paymentMethod, salesByDay, saleTotals } from '../metrics/sales.ts';
import type { LaunchQueries, SaleItem } from '../ports/launch-queries.ts';
import type { Sale } from '../ports/metric-queries.ts';
import { itemRevenue } from './launch-items.ts';

export function summariseSales(
  period: Period,
  sales: readonly Sale[],
  events: LaunchReport['events'],
  items: readonly SaleItem[] = [],
): LaunchReport {
  return {
    period,
    totals: saleTotals(sales),
    series: salesByDay(period, sales),
    byMethod: groupSales(sales, (sale) =>
      paymentMethod(sale.checkoutMethod, sale.paidBillingType ?? undefined),
    ),
    byCampaign: groupSales(sales, (sale) => sale.utmCampaign),
    bySource: groupSales(sales, (sale) => sale.utmSource),
    byPartner: groupSales(sales, (sale) => sale.partnerCode),
    events,
    ...itemRevenue(items),
  };
}

export async function launchReport(queries: LaunchQueries, period: Period): Promise<LaunchReport> {
  const rows = await queries.launchRows(period);
  return summariseSales(period, rows.sales, rows.events, rows.items);
}
