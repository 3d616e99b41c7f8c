// docs/decisions keeps its index true: every decision has a status line (accepted, or superseded by a
// decision that exists) and a date, appears once in docs/decisions/README.md with the same title and
// status, and no row of the index names a file that is gone.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = resolve(import.meta.dirname, '../../docs/decisions');
const STATUS =
  /^Status: (accepted|superseded by (\d{4})) · (\d{4}-\d{2}-\d{2})( · amended (\d{4}-\d{2}-\d{2}))?$/;

const files = readdirSync(DIR).filter((name) => /^\d{4}-.+\.md$/.test(name));
const index = readFileSync(join(DIR, 'README.md'), 'utf8');
const indexRows = index
  .split('\n')
  .filter((line) => /^\| \[\d{4}\]/.test(line))
  .map((line) => line.split(' | ').map((cell) => cell.replace(/^\| |\s\|$/g, '').trim()));

describe('docs/decisions', () => {
  it.each(files)('%s starts with its title and a status line', (name) => {
    const [title, blank, status] = readFileSync(join(DIR, name), 'utf8').split('\n');
    expect(title).toMatch(/^# \S/);
    expect(blank).toBe('');
    const match = STATUS.exec(status ?? '');
    expect(match, `line 3 of ${name}: ${status}`).not.toBeNull();
    const superseder = match?.[2];
    if (superseder) expect(files.some((other) => other.startsWith(`${superseder}-`))).toBe(true);
    const [accepted, amended] = [match?.[3] ?? '', match?.[5]];
    if (amended) expect(amended >= accepted).toBe(true);
  });

  it('lists every decision once, with its title and status, and nothing else', () => {
    expect(indexRows.map((row) => row[0]?.match(/\((.+)\)/)?.[1])).toEqual(files);
    for (const row of indexRows) {
      const file = row[0]?.match(/\((.+)\)/)?.[1] ?? '';
      const [title, , status] = readFileSync(join(DIR, file), 'utf8').split('\n');
      const [, state, , accepted, , amended] = STATUS.exec(status ?? '') ?? [];
      expect(row[1]?.replaceAll('\\|', '|')).toBe(title?.slice(2));
      expect(row[2]).toBe(state);
      expect(row[3]).toBe(accepted);
      expect(row[4] ?? '').toBe(amended ?? '');
    }
  });

  it('never reuses a number', () => {
    const numbers = files.map((name) => name.slice(0, 4));
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
