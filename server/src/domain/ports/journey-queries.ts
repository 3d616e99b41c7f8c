// What the journey dashboard reads (domain/analytics/journey.ts); implemented by
// storage/analytics/journey-queries.ts.
import type { JourneyReport } from '@funil/core/analytics';
import type { Period } from '@funil/core/analytics-period';
import type { MetricQueries } from './metric-queries.ts';

export interface JourneyQueries extends MetricQueries {
  /** The period's leads (by first save) per journey and conversion stage, as they stand now. */
  journeyStages(period: Period): Promise<JourneyReport['stages']>;
}
