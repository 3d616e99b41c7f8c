// The database the test harness and the benches open and fill: the connection, its migrations, its
// row types, and the repositories a dataset is written through. Light enough for the e2e runner,
// which loads it without the rest of the server. Imported as @funil/testkit/server/storage.
export { syncBehaviourEntries } from '@funil/server/domain/behaviour-sync';
export { openDatabase } from '@funil/server/storage/database';
export { createLeadsRepository } from '@funil/server/storage/leads-repository';
export { migrate } from '@funil/server/storage/migrate';
export type { Database } from '@funil/server/storage/schema';
export { PROGRAM_OFFER_CODE } from '@funil/server/storage/seed';
export { createStaffRepository } from '@funil/server/storage/staff-repository';
export { createStaffTicketsRepository } from '@funil/server/storage/tickets-repository';
export { createTrackingOutbox, TRACKING_STATUS } from '@funil/server/storage/tracking-events-repository';
