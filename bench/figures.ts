// Every benchmark reports through here: one printed line per figure, and a record that
// `pnpm bench` gathers into bench/report.md.
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Figure {
  /** The benchmark it belongs to, e.g. 'Admin queries (100,000 leads)'. */
  section: string;
  /** What was measured, e.g. 'leads list p95'. */
  name: string;
  /** The measured value with its unit, e.g. '42.1 ms'. */
  value: string;
  /** The target as written in the issue, e.g. '≤ 150 ms'; empty when there is none. */
  target: string;
  /** Whether the value meets the target; null when there is no target. */
  holds: boolean | null;
}

/** Where this run's figures are collected (JSON lines), read back by the report. */
export const FIGURES_FILE = join(dirname(fileURLToPath(import.meta.url)), '.figures', 'figures.jsonl');

export function reportFigure(figure: Figure): void {
  const verdict = figure.holds === null ? '' : figure.holds ? 'ok' : 'MISSED';
  console.log(
    `${figure.section} · ${figure.name}: ${figure.value}${figure.target ? ` (target ${figure.target})` : ''} ${verdict}`.trimEnd(),
  );
  mkdirSync(dirname(FIGURES_FILE), { recursive: true });
  appendFileSync(FIGURES_FILE, `${JSON.stringify(figure)}\n`);
}
