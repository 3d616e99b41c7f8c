// The staff leads workspace at launch scale: 100,000 leads with behaviour in a fresh SQLite file,
// then the p95 of the list, search, each filter and the KPI query, as the API runs them.
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type LeadFilters, leadFiltersSchema, leadListQuerySchema } from '@funil/core/admin-leads';
import { ADMIN_DATASET_NOW, seedAdminDataset } from '@funil/testkit/datasets/admin-dataset';
import { staffStores } from '@funil/testkit/server/dashboard-reads';
import { migrate, openDatabase } from '@funil/testkit/server/storage';
import { reportFigure } from './figures.ts';
import { type QueryCase, reportQueryP95 } from './query-p95.ts';

const LEADS = Number(process.env.ADMIN_BENCH_LEADS ?? 100_000);
const RUNS = Number(process.env.ADMIN_BENCH_RUNS ?? 40);
const TARGET_MS = 150;
const SECTION = `Admin queries (${LEADS.toLocaleString('en-US')} leads, SQLite)`;

const path = join(dirname(fileURLToPath(import.meta.url)), '.data', 'admin-queries.sqlite');
for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
const db = openDatabase(path);
await migrate(db);

const seeding = performance.now();
const summary = await seedAdminDataset(db, { leads: LEADS, behaviourEntriesPerLead: 10, seed: 1 });
const seedSeconds = (performance.now() - seeding) / 1000;
reportFigure({
  section: SECTION,
  name: 'dataset seeded',
  value: `${seedSeconds.toFixed(1)} s`,
  target: '',
  holds: null,
});
console.log(summary);

const leads = staffStores(db).staffLeads;
const listQuery = leadListQuerySchema.parse({});
const filters = (query: Record<string, string>): LeadFilters => leadFiltersSchema.parse(query);
const day = (offsetDays: number) =>
  new Date(ADMIN_DATASET_NOW.getTime() - offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Each case is what one screen request runs; the list ones include the total count. */
const CASES: QueryCase[] = [
  { name: 'leads list (page 1)', run: () => leads.list(filters({}), listQuery) },
  { name: 'leads list (page 200)', run: () => leads.list(filters({}), { ...listQuery, page: 200 }) },
  {
    name: 'leads list sorted by engagement',
    run: () => leads.list(filters({}), { ...listQuery, sort: 'engagement_score' }),
  },
  {
    name: 'leads list sorted by name',
    run: () => leads.list(filters({}), { ...listQuery, sort: 'name', order: 'asc' }),
  },
  { name: 'search by name', run: () => leads.list(filters({ q: 'Silva' }), listQuery) },
  { name: 'search by phone', run: () => leads.list(filters({ q: '(11) 9876' }), listQuery) },
  { name: 'search by Instagram', run: () => leads.list(filters({ q: '@maria' }), listQuery) },
  { name: 'filter journey stage', run: () => leads.list(filters({ journey_stage: 'customer' }), listQuery) },
  {
    name: 'filter conversion stage',
    run: () => leads.list(filters({ conversion_stage: 'visitor' }), listQuery),
  },
  { name: 'filter utm_source', run: () => leads.list(filters({ utm_source: 'google' }), listQuery) },
  {
    name: 'filter utm_campaign',
    run: () => leads.list(filters({ utm_campaign: 'remarketing-7-dias' }), listQuery),
  },
  { name: 'filter region', run: () => leads.list(filters({ region: 'Recife e região' }), listQuery) },
  { name: 'filter partner', run: () => leads.list(filters({ partner: 'escola-do-agro' }), listQuery) },
  { name: 'filter purchased', run: () => leads.list(filters({ purchased: 'true' }), listQuery) },
  {
    name: 'filter date range (7 days)',
    run: () => leads.list(filters({ from: day(7), to: day(0) }), listQuery),
  },
  {
    name: 'filters combined',
    run: () =>
      leads.list(
        filters({ utm_source: 'facebook', purchased: 'false', from: day(30), to: day(0) }),
        listQuery,
      ),
  },
  { name: 'KPIs (30 days)', run: () => leads.kpis({ from: day(30), to: day(0) }, ADMIN_DATASET_NOW) },
  { name: 'KPIs (90 days)', run: () => leads.kpis({ from: day(90), to: day(0) }, ADMIN_DATASET_NOW) },
];

const missed = await reportQueryP95(SECTION, CASES, { runs: RUNS, targetMs: TARGET_MS });

await db.destroy();
process.exitCode = missed > 0 ? 1 : 0;
