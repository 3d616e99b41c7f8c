// The leads screen's KPIs: the period's numbers as decision 0017 defines them.
import type { LeadKpis } from '@funil/core/admin-leads';
import type { MetricQueries } from '../ports/metric-queries.ts';
import { type PeriodMetric, periodTotals } from './period-metrics.ts';

const KPI_METRICS: readonly PeriodMetric[] = [
  'visits',
  'leads',
  'leadsWithInstagram',
  'convertedLeads',
  'checkoutsOpened',
  'checkoutsVisited',
  'checkoutsAbandoned',
  'sales',
  'revenueCents',
  'netRevenueCents',
];

/** São Paulo days `from`–`to`, both included; `now` dates the abandoned checkouts. */
export async function leadKpis(
  queries: MetricQueries,
  from: string,
  to: string,
  now: Date,
): Promise<LeadKpis> {
  const totals = await periodTotals(queries, { from, to }, now, KPI_METRICS);
  return {
    visits: totals.visits,
    leads: totals.leads,
    leadsWithInstagram: totals.leadsWithInstagram,
    checkoutsCreated: totals.checkoutsOpened,
    checkoutsVisited: totals.checkoutsVisited,
    checkoutsAbandoned: totals.checkoutsAbandoned,
    purchases: totals.sales,
    revenueCents: totals.revenueCents,
    netRevenueCents: totals.netRevenueCents,
    conversionRate: totals.leads === 0 ? null : totals.convertedLeads / totals.leads,
  };
}
