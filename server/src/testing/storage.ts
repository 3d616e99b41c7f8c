// The database the test harness and the benches open and fill: the connection, its migrations, its
// row types, and the repositories a dataset is written through. Light enough for the e2e runner,
// which loads it without the rest of the server. Imported as @funil/server/testing/storage.
export { syncBehaviourEntries } from '../domain/behaviour-sync.ts';
export { openDatabase } from '../storage/database.ts';
export { createLeadsRepository } from '../storage/leads-repository.ts';
export { migrate } from '../storage/migrate.ts';
export type { Database } from '../storage/schema.ts';
export { PROGRAM_OFFER_CODE } from '../storage/seed.ts';
export { createStaffRepository } from '../storage/staff-repository.ts';
export { createTrackingOutbox, TRACKING_STATUS } from '../storage/tracking-events-repository.ts';
