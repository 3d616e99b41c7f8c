// Storage returns rows and imports no domain values (issue 17): a repository may name the domain's
// types (the ports it implements, the rows it hands over) but never call its rules. Biome cannot
// tell a type import from a value import, so this reads the import statements itself.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const STORAGE = join(import.meta.dirname, 'storage');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const IMPORT = /import\s+(type\s+)?(\{[^}]*\}|\*\s+as\s+\w+|\w+)\s+from\s+'([^']+)'/g;

/** The value imports from the domain in this text: `import type` and all-`type` name lists are fine. */
function domainValueImports(text: string): string[] {
  const found: string[] = [];
  for (const [, typeOnly, names = '', from = ''] of text.matchAll(IMPORT)) {
    if (!/(^|\/)domain\//.test(from) || typeOnly) continue;
    const list = names.startsWith('{')
      ? names
          .slice(1, -1)
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
      : [names];
    if (list.some((name) => !name.startsWith('type '))) found.push(from);
  }
  return found;
}

describe('storage imports no domain values', () => {
  it('sees a value import, and lets type imports through', () => {
    expect(domainValueImports("import { leadEngagement } from '../domain/lead-engagement.ts';")).toEqual([
      '../domain/lead-engagement.ts',
    ]);
    expect(
      domainValueImports(
        "import type { LeadStore } from '../domain/save-lead.ts';\nimport { type A, type B } from '../../domain/x.ts';",
      ),
    ).toEqual([]);
    expect(domainValueImports("import {\n  type A,\n  b,\n} from '../domain/x.ts';")).toEqual([
      '../domain/x.ts',
    ]);
  });

  it('holds for every storage file', () => {
    const offenders = sourceFiles(STORAGE).flatMap((file) =>
      domainValueImports(readFileSync(file, 'utf8')).map((from) => `${relative(STORAGE, file)} ← ${from}`),
    );
    expect(offenders).toEqual([]);
  });
});
