// The embed as a guest on a plain partner page, in Chromium under DevTools' "Slow 4G" (CDP network
// emulation, no CPU throttling): the page's first paint without the snippet, with the README's async
// snippet, and with embed.js never answering; and how long after first paint the button works.
// Starts the built server on a bench port and serves the partner page from a second origin.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FUNIL_STUB } from '@funil/core/embed-snippet';
import { type ServerProcess, startServerProcess } from '@funil/testkit/server/server-process';
import { type Browser, chromium, type Page } from 'playwright-core';
import { reportFigure } from './figures.ts';

const port = Number(process.env.BENCH_EMBED_PORT ?? 8795);
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Runs per case; the median is reported (the machine is shared, single runs are noisy). */
const RUNS = Number(process.env.BENCH_EMBED_RUNS ?? 5);

/** DevTools' "Slow 4G" preset (front_end/core/sdk/NetworkManager.ts): 150 ms RTT × 3.75, ~1.6 Mbps × 0.9. */
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 };

/** Budgets (issue 15): no first-paint delay, the button interactive within 1.5 s of first paint. */
const FIRST_PAINT_TOLERANCE_MS = 100;
const INTERACTIVE_AFTER_PAINT_MS = 1_500;

const section = 'Embed on a partner page (Slow 4G, CDP)';

type Snippet = 'none' | 'readme' | 'async' | 'sync';

/** A plain partner page; the snippet goes where a partner pastes it, among the page's content. */
function partnerPage(funil: string, snippet: Snippet): string {
  const element = '<funil-lead-capture label="Quero participar"></funil-lead-capture>';
  const asyncTag = `<script>${FUNIL_STUB}</script>
<script async src="${funil}/embed.js" data-api="${funil}" data-partner="bench"></script>`;
  const tags = {
    none: '',
    // The README's snippet, as a partner pastes it.
    readme: `${element}
<link rel="modulepreload" href="${funil}/embed/lead-capture.js" crossorigin>
${asyncTag}`,
    async: `${element}\n${asyncTag}`,
    sync: `${element}
<script src="${funil}/embed.js" data-api="${funil}" data-partner="bench"></script>`,
  }[snippet];
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Blog do parceiro</title>
<style>body { font: 18px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 40rem; padding: 1rem; }</style>
</head><body>
<h1>Como usar IA no seu negócio</h1>
<p>${'Um texto de parceiro, como os que recebem o widget do Funil. '.repeat(12)}</p>
${tags}
<p>${'Mais conteúdo do parceiro, depois do widget. '.repeat(12)}</p>
</body></html>`;
}

/**
 * The partner's site. `/?snippet=…` is the page; `?hang` points its Funil addresses at `/hang/…`,
 * which this server never answers: Funil's server as seen from a visitor's phone when it hangs.
 */
function servePartner(funil: string, partnerPort: number): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://partner');
    if (url.pathname.startsWith('/hang/')) return; // left open until the bench closes the server
    const kind = url.searchParams.get('snippet');
    const snippet = kind === 'readme' || kind === 'async' || kind === 'sync' ? kind : 'none';
    const origin = url.searchParams.has('hang') ? `http://localhost:${partnerPort}/hang` : funil;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(partnerPage(origin, snippet));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(partnerPort, '127.0.0.1', () => resolve(server));
  });
}

interface Run {
  firstPaint: number;
  /** When the lead-capture button was drawn and enabled in its shadow root; undefined if never. */
  interactive?: number | undefined;
  /** Funil requests before the button: path and, per request, how many others it waited for in a row. */
  funilRequests: { path: string; start: number; end: number }[];
}

/**
 * Records, in the page, the first frame where the widget's button can be clicked. A string, not a
 * function: tsx would wrap a function's inner names in a helper the page does not have.
 */
const WATCH_BUTTON = `(() => {
  const record = () => {
    const button = document.querySelector('funil-lead-capture')?.shadowRoot?.querySelector('button');
    if (button && !button.disabled && button.getClientRects().length > 0) window.funilInteractive = performance.now();
    else requestAnimationFrame(record);
  };
  requestAnimationFrame(record);
})();`;

async function measure(browser: Browser, url: string, options: { waitButton: boolean }) {
  // A fresh context per run: an empty cache, as a first visit.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await page.addInitScript(WATCH_BUTTON);
  const funilRequests: Run['funilRequests'] = [];
  page.on('requestfinished', (request) => {
    const { pathname, port: requestPort } = new URL(request.url());
    if (requestPort !== String(port) || !/^\/embed/.test(pathname)) return;
    const timing = request.timing();
    funilRequests.push({
      path: pathname,
      start: timing.startTime,
      end: timing.startTime + timing.responseEnd,
    });
  });
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const firstPaint = await paintTime(page);
    const interactive = options.waitButton ? await interactiveTime(page) : undefined;
    return { firstPaint, interactive, funilRequests } satisfies Run;
  } finally {
    await context.close();
  }
}

async function paintTime(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => performance.getEntriesByName('first-paint')[0]?.startTime ?? false,
    undefined,
    { timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

async function interactiveTime(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => (window as unknown as { funilInteractive?: number }).funilInteractive ?? false,
    undefined,
    { timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const ms = (value: number) => `${Math.round(value)} ms`;

/** Requests that each started only after another Funil request ended: the round trips in a row. */
function requestsInARow(requests: Run['funilRequests']): number {
  const depth = new Map<(typeof requests)[number], number>();
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  for (const request of sorted) {
    const before = sorted.filter((other) => other.end <= request.start).map((other) => depth.get(other) ?? 1);
    depth.set(request, 1 + Math.max(0, ...before));
  }
  return Math.max(0, ...depth.values());
}

const dataDir = mkdtempSync(join(tmpdir(), 'funil-embed-loading-'));
let server: ServerProcess | undefined;
let partner: Server | undefined;
let browser: Browser | undefined;
try {
  server = await startServerProcess({ port, env: { DATABASE_PATH: join(dataDir, 'bench.db') } });
  const embed = await fetch(`${server.origin}/embed.js`);
  if (!embed.ok) throw new Error(`${server.origin}/embed.js answered ${embed.status}: run pnpm build first`);
  partner = await servePartner(server.origin, port + 1);
  // localhost is another origin than the server's 127.0.0.1, as a partner's site is.
  const page = (snippet: string) => `http://localhost:${port + 1}/?snippet=${snippet}`;
  browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });

  const runs = {
    none: [] as Run[],
    readme: [] as Run[],
    hang: [] as Run[],
    async: [] as Run[],
    sync: [] as Run[],
  };
  for (let run = 0; run < RUNS; run += 1) {
    // Interleaved, so a busy moment of the machine weighs on every case alike.
    runs.none.push(await measure(browser, page('none'), { waitButton: false }));
    runs.readme.push(await measure(browser, page('readme'), { waitButton: true }));
    runs.hang.push(await measure(browser, `${page('readme')}&hang`, { waitButton: false }));
    runs.async.push(await measure(browser, page('async'), { waitButton: true }));
    runs.sync.push(await measure(browser, page('sync'), { waitButton: true }));
  }
  const paint = (list: Run[]) => median(list.map((run) => run.firstPaint));
  const afterPaint = (list: Run[]) =>
    median(list.map((run) => (run.interactive ?? Number.NaN) - run.firstPaint));
  const without = paint(runs.none);

  reportFigure({
    section,
    name: 'first paint without the snippet',
    value: ms(without),
    target: '',
    holds: null,
  });
  for (const [name, list] of [
    ['first paint with the README snippet', runs.readme],
    ['first paint when embed.js never answers', runs.hang],
  ] as const) {
    const value = paint(list);
    reportFigure({
      section,
      name,
      value: `${ms(value)} (${value - without >= 0 ? '+' : ''}${ms(value - without)})`,
      target: `≤ ${ms(without + FIRST_PAINT_TOLERANCE_MS)} (without + ${FIRST_PAINT_TOLERANCE_MS} ms)`,
      holds: value <= without + FIRST_PAINT_TOLERANCE_MS,
    });
  }
  const interactive = afterPaint(runs.readme);
  reportFigure({
    section,
    name: 'button interactive after first paint (README snippet)',
    value: ms(interactive),
    target: `≤ ${ms(INTERACTIVE_AFTER_PAINT_MS)}`,
    holds: interactive <= INTERACTIVE_AFTER_PAINT_MS,
  });
  reportFigure({
    section,
    name: 'Funil requests in a row before the button (README snippet)',
    value: String(median(runs.readme.map((run) => requestsInARow(run.funilRequests)))),
    target: '',
    holds: null,
  });
  // For comparison: the snippet without its modulepreload line, and the old synchronous tag.
  for (const [name, list] of [
    ['async tag without modulepreload: first paint / button after paint', runs.async],
    ['synchronous tag: first paint / button after paint', runs.sync],
  ] as const) {
    const value = `${ms(paint(list))} / ${ms(afterPaint(list))}`;
    reportFigure({ section, name, value, target: '', holds: null });
  }
  const sample = runs.readme.at(-1);
  if (sample) {
    const origin = Math.min(...sample.funilRequests.map((request) => request.start));
    console.log('  one run, the Funil requests (ms after the first one started):');
    for (const request of sample.funilRequests.sort((a, b) => a.start - b.start)) {
      console.log(
        `    ${request.path.padEnd(32)} ${ms(request.start - origin).padStart(8)} → ${ms(request.end - origin)}`,
      );
    }
  }
} finally {
  await browser?.close();
  partner?.closeAllConnections();
  partner?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
