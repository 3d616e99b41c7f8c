// The analytics dashboards at launch scale: 100,000 leads with 1,000,000 behaviour entries in a fresh
// SQLite file, then the p95 of every dashboard query as the API runs it, for a 30-day and a 90-day period.
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays, localDay, type Period } from '@funil/core/analytics-period';
import { funnelReport } from '../server/src/domain/analytics/funnel.ts';
import { journeyReport } from '../server/src/domain/analytics/journey.ts';
import { launchReport } from '../server/src/domain/analytics/launch-results.ts';
import { opportunitiesReport } from '../server/src/domain/analytics/opportunities.ts';
import { predictionsReport, trainAndScore } from '../server/src/domain/analytics/train-conversion-model.ts';
import { backfillBehaviourEntries } from '../server/src/domain/behaviour-sync.ts';
import { behaviourReport } from '../server/src/storage/analytics/behaviour-queries.ts';
import { createJourneyQueries } from '../server/src/storage/analytics/journey-queries.ts';
import { createLaunchQueries } from '../server/src/storage/analytics/launch-queries.ts';
import { leadTimeline } from '../server/src/storage/analytics/lead-timeline-queries.ts';
import { createOpportunityQueries } from '../server/src/storage/analytics/opportunities-queries.ts';
import { createConversionModelRepository } from '../server/src/storage/analytics/predictions-queries.ts';
import { createBehaviourEntriesRepository } from '../server/src/storage/behaviour-entries-repository.ts';
import { openDatabase } from '../server/src/storage/database.ts';
import { createMetricQueries } from '../server/src/storage/metrics/period-metrics.ts';
import { migrate } from '../server/src/storage/migrate.ts';
import { ADMIN_DATASET_NOW, seedAdminDataset } from './admin-dataset.ts';
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
await timed('conversion model trained and every lead scored', () =>
  trainAndScore(createConversionModelRepository(db), ADMIN_DATASET_NOW),
);

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
    {
      name: `funnel (${days} days)`,
      run: () => funnelReport(createMetricQueries(db), period, ADMIN_DATASET_NOW),
    },
    {
      name: `journey (${days} days)`,
      run: () => journeyReport(createJourneyQueries(db), period, ADMIN_DATASET_NOW),
    },
    { name: `behaviour (${days} days)`, run: () => behaviourReport(db, period) },
    {
      name: `opportunities (${days} days)`,
      run: () => opportunitiesReport(createOpportunityQueries(db), period, ADMIN_DATASET_NOW),
    },
    {
      name: `predictions (${days} days)`,
      run: () => predictionsReport(createConversionModelRepository(db), period),
    },
    { name: `launch results (${days} days)`, run: () => launchReport(createLaunchQueries(db), period) },
  );
}
CASES.push({ name: 'one lead’s timeline', run: () => leadTimeline(db, someLead.id) });

const missed = await reportQueryP95(SECTION, CASES, { runs: RUNS, targetMs: TARGET_MS });

await db.destroy();
process.exitCode = missed > 0 ? 1 : 0;
