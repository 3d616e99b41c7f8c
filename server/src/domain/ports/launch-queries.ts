// What the launch results read (domain/analytics/launch-results.ts sums them); implemented by
// storage/analytics/launch-queries.ts.
import type { LaunchReport } from '@funil/core/analytics';
import type { Period } from '@funil/core/analytics-period';
import type { Sale } from './metric-queries.ts';

export interface LaunchRows {
  /** The period's sales (decision 0017). */
  sales: Sale[];
  /** Each event's registrations in the period beside the sales of its registrants. */
  events: LaunchReport['events'];
}

export interface LaunchQueries {
  launchRows(period: Period): Promise<LaunchRows>;
}
