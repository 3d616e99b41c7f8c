// Loads the analytics dataset the server's own tests reconcile by hand into the e2e database, once per run.
import { LEADS, seedAnalyticsDataset } from '@funil/testkit/datasets/analytics-dataset';
import { openDatabase } from '@funil/testkit/server/storage';
import { DATABASE_PATH } from './env.ts';
import { seededRowsToFirstLaunch } from './launch-rows.ts';

export { DATASET_PERIOD, LEADS } from '@funil/testkit/datasets/analytics-dataset';

export async function loadAnalyticsDataset(): Promise<void> {
  const db = openDatabase(DATABASE_PATH);
  try {
    const present = await db.selectFrom('leads').select('id').where('id', '=', LEADS.L1).executeTakeFirst();
    if (!present) await seedAnalyticsDataset(db);
  } finally {
    await db.destroy();
  }
  seededRowsToFirstLaunch();
}
