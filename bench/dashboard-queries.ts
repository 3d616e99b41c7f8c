// The analytics dashboards at launch scale: 100,000 leads with 1,000,000 behaviour entries in a fresh
// SQLite file, then the p95 of every dashboard query as the API runs it, for a 30-day and a 90-day period.
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays, localDay, type Period } from '@funil/core/analytics-period';
import { ADMIN_DATASET_NOW, seedAdminDataset } from '@funil/testkit/datasets/admin-dataset';
import {
  backfillBehaviourEntries,
  createBehaviourEntriesRepository,
  staffStores,
} from '@funil/testkit/server/dashboard-reads';
import { migrate, openDatabase } from '@funil/testkit/server/storage';
import { reportFigure } from './figures.ts';
import { type QueryCase, reportQueryP95 } from './query-p95.ts';

const LEADS = Number(process.env.DASHBOARD_BENCH_LEADS ?? 100_000);
/** Clicks and page views per lead, each: 5 + 5 = 10 entries a lead, 1,000,000 for 100,000 leads. */
const ENTRIES_PER_KIND = 5;
const RUNS = Number(process.env.DASHBOARD_BENCH_RUNS ?? 30);
const TARGET_MS = 300;
const SECTION = `Dashboard queries (${LEADS.toLocaleString('en-US')} leads, ${(LEADS * ENTRIES_PER_KIND * 2).toLocaleString('en-US')} behaviour entries, SQLite)`;

const path = join(dirname(fileURLToPath(import.meta.url)), '.data', 'dashboard-queries.sqlite');
for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
const db = openDatabase(path);
await migrate(db);
const reports = staffStores(db).analytics;

const timed = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
  const start = performance.now();
  const result = await work();
  reportFigure({
    section: SECTION,
    name,
    value: `${((performance.now() - start) / 1000).toFixed(1)} s`,
    target: '',
    holds: null,
  });
  return result;
};

await timed('dataset seeded', () =>
  seedAdminDataset(db, { leads: LEADS, behaviourEntriesPerLead: ENTRIES_PER_KIND, seed: 1 }),
);
// The dataset writes leads' JSON directly, as data from before migration 0014 would be: the startup backfill fills the rows.
await timed('behaviour entries backfilled', () =>
  backfillBehaviourEntries(createBehaviourEntriesRepository(db)),
);
const entries = await db
  .selectFrom('behaviour_entries')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .executeTakeFirstOrThrow();
console.log(`behaviour_entries: ${Number(entries.n).toLocaleString('en-US')} rows`);
await timed('conversion model trained and every lead scored', () => reports.trainAndScore(ADMIN_DATASET_NOW));

const today = localDay(ADMIN_DATASET_NOW);
const last = (days: number): Period => ({ from: addDays(today, -(days - 1)), to: today });
const someLead = await db
  .selectFrom('leads')
  .select('id')
  .orderBy('id')
  .limit(1)
  .offset(Math.floor(LEADS / 2))
  .executeTakeFirstOrThrow();

const CASES: QueryCase[] = [];
for (const days of [30, 90]) {
  const period = last(days);
  CASES.push(
    { name: `funnel (${days} days)`, run: () => reports.funnel(period, ADMIN_DATASET_NOW) },
    { name: `journey (${days} days)`, run: () => reports.journey(period, ADMIN_DATASET_NOW) },
    { name: `behaviour (${days} days)`, run: () => reports.behaviour(period) },
    { name: `opportunities (${days} days)`, run: () => reports.opportunities(period, ADMIN_DATASET_NOW) },
    { name: `predictions (${days} days)`, run: () => reports.predictions(period) },
    { name: `launch results (${days} days)`, run: () => reports.launch(period) },
  );
}
CASES.push({ name: 'one lead’s timeline', run: () => reports.leadTimeline(someLead.id) });

const missed = await reportQueryP95(SECTION, CASES, { runs: RUNS, targetMs: TARGET_MS });

await db.destroy();
process.exitCode = missed > 0 ? 1 : 0;
