// Lighthouse on the built product (issue 5): mobile, simulated throttling, Debian's Chromium.
// Starts the server on a bench port with a throwaway database, audits the three pages the issue
// names, and reports the four category scores against the targets, with LCP, TBT and CLS beside them.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServerProcess, startServerProcess } from '@funil/testkit/server/server-process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { reportFigure } from './figures.ts';

const port = Number(process.env.BENCH_PORT ?? 8799);
const origin = `http://localhost:${port}`;
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** BENCH_PAGES='/obrigado,/' audits only those. */
const pages = process.env.BENCH_PAGES?.split(',') ?? ['/', '/ianapratica', '/obrigado'];

/** Category → the lowest score (0–100) the issue accepts. */
const targets = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 } as const;
type Category = keyof typeof targets;

/** A server already on the port would be measured instead of this build's. */
async function assertPortFree(url: string): Promise<void> {
  const answered = await fetch(url).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`${url} already answers: free the port or set BENCH_PORT`);
}

// chrome-launcher reports a missing binary as an 'error' event nobody can catch: check first.
if (!existsSync(chromePath)) {
  throw new Error(
    `No Chromium at ${chromePath}: install it (apt-get install -y chromium) or set CHROME_PATH`,
  );
}
await assertPortFree(`${origin}/api/ping`);
const dataDir = mkdtempSync(join(tmpdir(), 'funil-lighthouse-'));
let server: ServerProcess | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;

try {
  server = await startServerProcess({
    port,
    env: { DATABASE_PATH: join(dataDir, 'bench.db') },
    stdio: 'inherit',
  });
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

  const section = 'Lighthouse (mobile, simulated throttling)';
  let misses = 0;
  for (const page of pages) {
    // The default config is Lighthouse's mobile run: a phone screen and simulated slow 4G + CPU.
    const result = await lighthouse(`${origin}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(targets),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
    const { categories, audits } = result.lhr;
    for (const name of Object.keys(targets) as Category[]) {
      const score = Math.round((categories[name]?.score ?? 0) * 100);
      const holds = score >= targets[name];
      if (!holds) misses += 1;
      const target = targets[name] === 100 ? '100' : `≥ ${targets[name]}`;
      reportFigure({ section, name: `${page} · ${name}`, value: String(score), target, holds });
    }
    const ms = (id: string) => `${Math.round(audits[id]?.numericValue ?? 0)} ms`;
    const cls = (audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3);
    reportFigure({
      section,
      name: `${page} · LCP / TBT / CLS`,
      value: `${ms('largest-contentful-paint')} / ${ms('total-blocking-time')} / ${cls}`,
      target: '',
      holds: null,
    });
    for (const [name, category] of Object.entries(categories)) {
      if ((category.score ?? 0) === 1) continue;
      const failing = category.auditRefs
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9)
        .map((ref) => ref.id);
      if (failing.length > 0) console.log(`  ${name}: ${failing.join(', ')}`);
    }
  }
  if (misses > 0) {
    console.log(`\n${misses} score(s) below target.`);
    process.exitCode = 1;
  }
} finally {
  await chrome?.kill();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
