// The behaviour report: the most clicked elements, the most viewed pages and the time on them, per
// device; storage sums the entries per São Paulo day (BehaviourQueries), the averages are worked out here.
import type { BehaviourReport } from '@funil/core/analytics';
import type { Period } from '@funil/core/analytics-period';
import type { BehaviourQueries } from '../ports/analytics-queries.ts';

/** The charts show this many elements and pages. */
export const TOP_ENTRIES = 15;

/** Time per view in whole milliseconds; none without views. */
const average = (timeMs: number, views: number) => (views === 0 ? 0 : Math.round(timeMs / views));

export async function behaviourReport(queries: BehaviourQueries, period: Period): Promise<BehaviourReport> {
  const elements = await queries.topTargets(period, 'click', TOP_ENTRIES);
  const pages = await queries.topTargets(period, 'page_view', TOP_ENTRIES);
  const devices = await queries.devices(period);
  return {
    period,
    elements: elements.map((row) => ({ target: row.target, clicks: row.entries })),
    pages: pages.map((row) => ({
      page: row.target,
      views: row.entries,
      averageTimeMs: average(row.timeMs, row.entries),
    })),
    devices: devices.map((row) => ({
      device: row.device,
      clicks: row.clicks,
      views: row.views,
      averageTimeMs: average(row.timeMs, row.views),
    })),
  };
}
