// Test support lives in testkit alone, and packages reach each other only by name: both rules read
// the real tree, and each is first shown to catch what it forbids in a fixture tree.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importsLeavingPackage, PACKAGES, PRODUCTION_SOURCES, REPO, testSupportIn } from './source-tree.ts';

const fixtureRoot = mkdtempSync(join(tmpdir(), 'funil-package-rules-'));
afterAll(() => rmSync(fixtureRoot, { recursive: true, force: true }));

function fixture(files: Record<string, string>): string {
  const root = mkdtempSync(join(fixtureRoot, 'tree-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('test support stays out of production sources', () => {
  it('finds each kind of test support in a fixture tree, and nothing in the clean files', () => {
    const root = fixture({
      'server/src/testing/helpers.ts': 'export const one = 1;\n',
      'server/src/providers/fake-bank-api.ts': 'export const bank = 1;\n',
      'server/src/providers/bank-provider-contract.ts': 'export const suite = 1;\n',
      'widgets/src/lib/test-page.ts': 'export const page = 1;\n',
      'host-site/src/hooks/use-thing.ts': "import { vi } from 'vitest';\nexport const spy = vi.fn();\n",
      'core/src/offers-extra.ts': "export { startTestServer } from '@funil/testkit/server/test-server';\n",
      'core/src/lazy.ts': "export const kit = () => import('@funil/testkit/fakes/fake-meta-api');\n",
      // Clean: a test may import both; a word in a comment or a name merely containing 'test' is no import.
      'server/src/routes/leads.test.ts':
        "import { it } from 'vitest';\nimport { startTestServer } from '@funil/testkit/server/test-server';\nit('runs', () => startTestServer);\n",
      'core/src/latest.ts':
        "// Unlike vitest, from 'vitest' nothing is imported here.\nexport const latest = 'x';\n",
      'core/src/contest-rules.ts': 'export const contest = 1;\n',
    });
    const found = PRODUCTION_SOURCES.flatMap((folder) => testSupportIn(root, folder));
    expect(found).toEqual(
      expect.arrayContaining([
        { path: 'server/src/testing', why: 'a testing/ folder' },
        { path: 'server/src/providers/fake-bank-api.ts', why: 'a fake-* file' },
        { path: 'server/src/providers/bank-provider-contract.ts', why: 'a contract suite' },
        { path: 'widgets/src/lib/test-page.ts', why: 'a test-* file' },
        { path: 'host-site/src/hooks/use-thing.ts', why: 'production code importing vitest' },
        { path: 'core/src/offers-extra.ts', why: 'production code importing @funil/testkit' },
        { path: 'core/src/lazy.ts', why: 'production code importing @funil/testkit' },
      ]),
    );
    expect(found).toHaveLength(7);
  });

  it('holds for core, widgets, host-site and server as they are', () => {
    expect(PRODUCTION_SOURCES.flatMap((folder) => testSupportIn(REPO, folder))).toEqual([]);
  });
});

describe('a package reaches another only by its name', () => {
  it('finds relative imports that leave their package in a fixture tree', () => {
    const root = fixture({
      'server/src/routes/admin/leads.test.ts': "import { seed } from '../../../../bench/admin-dataset.ts';\n",
      'testkit/src/server/app.ts': "export { createApp } from '../../../server/src/app.ts';\n",
      'bench/figures.ts': "import { PROGRAM } from '../core/src/offers.ts';\n",
      // Clean: within the package, however deep, and by name across packages.
      'tests/specs/leads.spec.ts':
        "import { helper } from '../support/helper.ts';\nimport { PROGRAM } from '@funil/core/offers';\n",
      'tests/support/helper.ts': "import styles from './page.css?inline';\nexport const helper = styles;\n",
    });
    const found = ['server', 'testkit', 'bench', 'tests'].flatMap((pkg) => importsLeavingPackage(root, pkg));
    expect(found).toEqual([
      {
        path: 'server/src/routes/admin/leads.test.ts',
        why: 'imports ../../../../bench/admin-dataset.ts outside server/',
      },
      { path: 'testkit/src/server/app.ts', why: 'imports ../../../server/src/app.ts outside testkit/' },
      { path: 'bench/figures.ts', why: 'imports ../core/src/offers.ts outside bench/' },
    ]);
  });

  it('covers every workspace package', () => {
    const workspace = readFileSync(join(REPO, 'pnpm-workspace.yaml'), 'utf8');
    const packagesBlock = /^packages:\n((?: {2}- \S+\n)+)/m.exec(workspace)?.[1] ?? '';
    const listed = [...packagesBlock.matchAll(/- (\S+)/g)].map((match) => match[1]);
    expect([...PACKAGES].sort()).toEqual(listed.sort());
  });

  it('holds for every package as it is', () => {
    expect(PACKAGES.flatMap((pkg) => importsLeavingPackage(REPO, pkg))).toEqual([]);
  });
});
