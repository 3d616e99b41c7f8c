// The launches side by side (issue 29): each one's leads, registrations, attendance, sales and
// revenue by the staff numbers' definitions, and its cost per lead where staff entered the spend.
import type { LaunchComparisonRow, LaunchSummary } from '@funil/core/launches';
import { saleTotals } from './metrics/sales.ts';
import type { LaunchFiguresQueries } from './ports/launch-figures.ts';

export async function launchComparison(
  queries: LaunchFiguresQueries,
  launches: readonly (LaunchSummary & { adSpend: number | null })[],
): Promise<LaunchComparisonRow[]> {
  const rows: LaunchComparisonRow[] = [];
  for (const launch of launches) {
    const people = await queries.people(launch.id);
    const money = saleTotals(await queries.sales(launch.id));
    rows.push({
      id: launch.id,
      name: launch.name,
      state: launch.state,
      isCurrent: launch.isCurrent,
      ...people,
      sales: money.sales,
      grossRevenue: money.grossRevenue,
      netRevenue: money.netRevenue,
      adSpend: launch.adSpend,
      costPerLead:
        launch.adSpend === null || people.leads === 0 ? null : Math.round(launch.adSpend / people.leads),
    });
  }
  return rows;
}
