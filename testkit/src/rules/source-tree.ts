// Reads the repository's source trees for the two package rules (package-rules.test.ts): test
// support lives only in testkit, and a package reaches another only by its name. TypeScript's own
// pre-processor lists a file's imports, so comments and strings never count as one.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

export const REPO = resolve(import.meta.dirname, '../../..');

/** Every workspace package, by its folder at the repository's root. */
export const PACKAGES = ['core', 'widgets', 'host-site', 'server', 'stories', 'tests', 'bench', 'testkit'];

/** The production sources: what ships, so no test support and no test kit in them. */
export const PRODUCTION_SOURCES = ['core/src', 'widgets/src', 'host-site/src', 'server/src'];

const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  'storybook-static',
  'test-results',
  'playwright-report',
]);
const SOURCE_FILE = /\.(c|m)?tsx?$/;
const TEST_FILE = /\.test\.tsx?$/;

export interface Finding {
  /** Relative to the root that was read, with forward slashes. */
  path: string;
  why: string;
}

function walk(dir: string, visit: (path: string, isFolder: boolean) => void): void {
  for (const name of readdirSync(dir)) {
    if (SKIPPED_FOLDERS.has(name)) continue;
    const path = join(dir, name);
    const isFolder = statSync(path).isDirectory();
    visit(path, isFolder);
    if (isFolder) walk(path, visit);
  }
}

const slashed = (path: string) => path.split(sep).join('/');

/** The module specifiers a file imports or re-exports, dynamic imports included. */
export function importsOf(path: string): string[] {
  const info = ts.preProcessFile(readFileSync(path, 'utf8'), true, true);
  return info.importedFiles.map((file) => file.fileName);
}

/**
 * Test support found in a production source folder: a testing/ folder, a fake-* file, a contract
 * suite (*-contract.ts), a test-* file, or a file other than a test importing vitest or the kit.
 */
export function testSupportIn(root: string, folder: string): Finding[] {
  const findings: Finding[] = [];
  walk(join(root, folder), (path, isFolder) => {
    const name = basename(path);
    const at = slashed(relative(root, path));
    if (isFolder) {
      if (name === 'testing') findings.push({ path: at, why: 'a testing/ folder' });
      return;
    }
    if (!SOURCE_FILE.test(name)) return;
    if (name.startsWith('fake-')) findings.push({ path: at, why: 'a fake-* file' });
    if (/-contract\.tsx?$/.test(name)) findings.push({ path: at, why: 'a contract suite' });
    if (name.startsWith('test-')) findings.push({ path: at, why: 'a test-* file' });
    if (TEST_FILE.test(name)) return;
    for (const specifier of importsOf(path)) {
      if (specifier === 'vitest' || specifier.startsWith('vitest/'))
        findings.push({ path: at, why: 'production code importing vitest' });
      if (specifier === '@funil/testkit' || specifier.startsWith('@funil/testkit/'))
        findings.push({ path: at, why: 'production code importing @funil/testkit' });
    }
  });
  return findings;
}

/** Relative imports that leave their package's folder, where the package's name should be used. */
export function importsLeavingPackage(root: string, pkg: string): Finding[] {
  const findings: Finding[] = [];
  const home = join(root, pkg);
  walk(home, (path, isFolder) => {
    if (isFolder || !SOURCE_FILE.test(path)) return;
    for (const specifier of importsOf(path)) {
      if (!specifier.startsWith('.')) continue;
      const target = resolve(dirname(path), specifier.split('?')[0] ?? specifier);
      const inside = relative(home, target);
      if (inside.startsWith('..') || resolve(home, inside) !== target)
        findings.push({ path: slashed(relative(root, path)), why: `imports ${specifier} outside ${pkg}/` });
    }
  });
  return findings;
}
