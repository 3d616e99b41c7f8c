// Prints the raw, gzip and brotli size of every file a browser downloads: the embed and the site.
// Then reports the embed's budgets as figures, and exits non-zero when one is exceeded.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { embedBudgets } from './embed-budgets.ts';
import { reportFigure } from './figures.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const widgetsDist = join(root, 'widgets/dist');
const bundles = [widgetsDist, join(root, 'host-site/dist')];

function* scriptsAndStyles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* scriptsAndStyles(path);
    else if (/\.(js|css)$/.test(entry)) yield path;
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

console.log('file'.padEnd(52), 'raw'.padStart(10), 'gzip'.padStart(10), 'brotli'.padStart(10));
for (const dir of bundles) {
  for (const path of scriptsAndStyles(dir)) {
    const bytes = readFileSync(path);
    const brotli = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    console.log(
      relative(root, path).padEnd(52),
      kb(bytes.length).padStart(10),
      kb(gzipSize(path)).padStart(10),
      kb(brotli).padStart(10),
    );
  }
}

console.log('');
let over = 0;
for (const budget of embedBudgets(widgetsDist)) {
  const total = budget.files.reduce((sum, path) => sum + gzipSize(path), 0);
  const holds = total <= budget.maxGzip;
  if (!holds) over += 1;
  reportFigure({
    section: 'Widget sizes (gzip)',
    name: budget.name,
    value: kb(total),
    target: `≤ ${kb(budget.maxGzip)}`,
    holds,
  });
}
if (over > 0) {
  console.error(`\n${over} embed budget(s) exceeded.`);
  process.exitCode = 1;
}
