// The launch's link preview image on the built server (GET /og/{version}.png): how long the first
// picture of a version takes while 50 crawlers ask for it at once (one drawing serves them all),
// what a picture costs once kept, and the server's resident memory before and after drawing (the
// drawing runs in a process of its own, decision 0043). Figures only: the issue sets no target.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '@funil/testkit/server/server-process';
import { reportFigure } from './figures.ts';

const port = Number(process.env.BENCH_OG_PORT ?? 8794);
const SECTION = 'Link preview image';
const CRAWLERS = 50;
const KEPT_REQUESTS = 200;
const MB = 1024 * 1024;

const ms = (value: number) => `${value.toFixed(1)} ms`;

function residentBytes(pid: number): number {
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (kb === undefined) throw new Error(`VmRSS ausente em /proc/${pid}/status`);
  return Number(kb) * 1024;
}

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { headers: { 'user-agent': 'facebookexternalhit/1.1' } });
  const body = await res.arrayBuffer();
  if (res.status !== 200 || res.headers.get('content-type') !== 'image/png' || body.byteLength === 0) {
    throw new Error(`${url} answered ${res.status} ${res.headers.get('content-type')}`);
  }
  return performance.now() - started;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

const dir = mkdtempSync(join(tmpdir(), 'funil-og-bench-'));
const server = await startServerProcess({ port, env: { DATABASE_PATH: join(dir, 'funil.db') } });
try {
  // The address pages name: the redirect from any other answers it without drawing.
  const redirect = await fetch(`${server.origin}/og/atual.png`, { redirect: 'manual' });
  const address = redirect.headers.get('location');
  if (redirect.status !== 302 || !address) throw new Error(`/og/atual.png answered ${redirect.status}`);
  const url = `${server.origin}${address}`;

  const before = residentBytes(server.pid);
  const stormStarted = performance.now();
  const storm = await Promise.all(Array.from({ length: CRAWLERS }, () => timed(url)));
  const stormMs = performance.now() - stormStarted;
  const kept: number[] = [];
  for (let i = 0; i < KEPT_REQUESTS; i += 1) kept.push(await timed(url));
  const after = residentBytes(server.pid);

  reportFigure({
    section: SECTION,
    name: `first picture of a version, ${CRAWLERS} crawlers at once · all answered`,
    value: ms(stormMs),
    target: '',
    holds: null,
  });
  reportFigure({
    section: SECTION,
    name: `first picture of a version · slowest crawler`,
    value: ms(Math.max(...storm)),
    target: '',
    holds: null,
  });
  reportFigure({
    section: SECTION,
    name: `kept picture · p50 / p95 of ${KEPT_REQUESTS}`,
    value: `${ms(percentile(kept, 50))} / ${ms(percentile(kept, 95))}`,
    target: '',
    holds: null,
  });
  reportFigure({
    section: SECTION,
    name: 'server resident memory · before / after drawing',
    value: `${Math.round(before / MB)} MB / ${Math.round(after / MB)} MB`,
    target: '',
    holds: null,
  });
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
