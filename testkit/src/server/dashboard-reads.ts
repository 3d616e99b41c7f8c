// The staff dashboards' reads, which bench/dashboard-queries.ts and bench/admin-queries.ts time on a
// large dataset, through the same wiring the app hands the admin routes. Imported as
// @funil/testkit/server/dashboard-reads.

export { backfillBehaviourEntries } from '@funil/server/domain/behaviour-sync';
export { createBehaviourEntriesRepository } from '@funil/server/storage/behaviour-entries-repository';
export { staffStores } from '@funil/server/wiring/staff-stores';
