// The p95 of each query over repeated runs, reported as a figure against its target.
import { reportFigure } from './figures.ts';

export interface QueryCase {
  name: string;
  run: () => Promise<unknown>;
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Runs each case once to warm the page cache (as a running server's would be), then `runs` times; returns how many missed. */
export async function reportQueryP95(
  section: string,
  cases: readonly QueryCase[],
  { runs, targetMs }: { runs: number; targetMs: number },
): Promise<number> {
  let missed = 0;
  for (const { name, run } of cases) {
    await run();
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const start = performance.now();
      await run();
      times.push(performance.now() - start);
    }
    const p95 = percentile(
      times.sort((a, b) => a - b),
      95,
    );
    const holds = p95 <= targetMs;
    if (!holds) missed += 1;
    reportFigure({
      section,
      name: `${name} p95`,
      value: `${p95.toFixed(1)} ms`,
      target: `≤ ${targetMs} ms`,
      holds,
    });
  }
  return missed;
}
