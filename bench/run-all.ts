// `pnpm bench`: every benchmark in turn, then bench/report.md, every figure with its verdict, and a
// non-zero exit when a budget is missed or a bench fails.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { FIGURES_FILE } from './figures.ts';
import { readFigures, renderReport, verdict } from './report.ts';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const tsx = here('node_modules/.bin/tsx');

/** The admin query benches are written by the staff-area work; they run when present. */
const benches = [
  'bundle-sizes.ts',
  'embed-loading.ts',
  'lighthouse.ts',
  'api-load.ts',
  'admin-queries.ts',
  'dashboard-queries.ts',
  'og-image.ts',
].filter((file) => existsSync(here(file)));

const loadAtStart = loadavg()[0] ?? 0;
rmSync(FIGURES_FILE, { force: true });
const failedBenches: string[] = [];
for (const file of benches) {
  console.log(`\n▶ ${file}`);
  const run = spawnSync(tsx, [here(file)], { stdio: 'inherit' });
  if (run.status !== 0) failedBenches.push(file);
}

const figures = readFigures();
writeFileSync(
  here('report.md'),
  renderReport(figures, { date: new Date(), failedBenches, cores: availableParallelism(), loadAtStart }),
);

console.log('\nEvery figure (bench/report.md):');
for (const figure of figures) {
  const target = figure.target ? ` · target ${figure.target} · holds: ${verdict(figure.holds)}` : '';
  console.log(`  ${figure.section} · ${figure.name}: ${figure.value}${target}`);
}
const missed = figures.filter((figure) => figure.holds === false);
// A bench exits non-zero on a missed budget or when it stopped early, perhaps before any figure.
if (missed.length > 0 || failedBenches.length > 0) {
  console.error(
    `\n${missed.length} figure(s) below target; benches that exited non-zero: ${failedBenches.join(', ') || 'none'}.`,
  );
  process.exitCode = 1;
}
