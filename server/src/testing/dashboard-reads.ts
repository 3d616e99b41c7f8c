// The staff dashboards' reads, which bench/dashboard-queries.ts and bench/admin-queries.ts time on a
// large dataset. Imported as @funil/server/testing/dashboard-reads.

export { createAdminLeadsRepository } from '../storage/admin-leads-repository.ts';
export { behaviourReport } from '../storage/analytics/behaviour-queries.ts';
export { funnelReport } from '../storage/analytics/funnel-queries.ts';
export { journeyReport } from '../storage/analytics/journey-queries.ts';
export { launchReport } from '../storage/analytics/launch-queries.ts';
export { leadTimeline } from '../storage/analytics/lead-timeline-queries.ts';
export { opportunitiesReport } from '../storage/analytics/opportunities-queries.ts';
export { predictionsReport, trainAndScore } from '../storage/analytics/predictions-queries.ts';
export { backfillBehaviourEntries } from '../storage/behaviour-entries-repository.ts';
