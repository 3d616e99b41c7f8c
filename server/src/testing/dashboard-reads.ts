// The staff dashboards' reads, which bench/dashboard-queries.ts and bench/admin-queries.ts time on a
// large dataset, through the same wiring the app hands the admin routes. Imported as
// @funil/server/testing/dashboard-reads.

export { backfillBehaviourEntries } from '../domain/behaviour-sync.ts';
export { createBehaviourEntriesRepository } from '../storage/behaviour-entries-repository.ts';
export { staffStores } from '../wiring/staff-stores.ts';
