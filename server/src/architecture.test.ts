// The server's one shape, as `pnpm lint` enforces it (biome.json, noRestrictedImports overrides): the
// domain imports no framework, driver nor adapter; routes import neither storage nor providers; only
// the composition root (wiring/, index.ts, cli/) builds storage and providers. Runs the repo's own
// biome on fixture files written where the rules apply, and on the real tree.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const REPO = resolve(import.meta.dirname, '../..');
const BIOME = join(REPO, 'node_modules/.bin/biome');
const DOMAIN_RULE = 'O domínio depende só de portas';
const ROUTES_RULE = 'As rotas recebem casos de uso e portas';
const ROOT_RULE = 'Só a raiz de composição';

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string; start: { line: number } };
}

/** Biome's diagnostics for these files, and whether it failed (as `pnpm lint` would). */
function lint(...paths: string[]): { failed: boolean; diagnostics: Diagnostic[] } {
  const run = spawnSync(BIOME, ['lint', '--reporter=json', ...paths.map((p) => relative(REPO, p))], {
    cwd: REPO,
    encoding: 'utf8',
  });
  const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
  return { failed: run.status !== 0, diagnostics: report.diagnostics };
}

const restricted = ({ diagnostics }: { diagnostics: Diagnostic[] }) =>
  diagnostics.filter((d) => d.category === 'lint/style/noRestrictedImports');

describe('architecture rules', () => {
  // Fixtures sit inside the folders the rules name (a temp folder each), removed afterwards.
  const domainDir = mkdtempSync(join(REPO, 'server/src/domain/arch-fixture-'));
  const routesDir = mkdtempSync(join(REPO, 'server/src/routes/arch-fixture-'));
  const jobsDir = mkdtempSync(join(REPO, 'server/src/jobs/arch-fixture-'));
  const wiringDir = mkdtempSync(join(REPO, 'server/src/wiring/arch-fixture-'));
  afterAll(() => {
    for (const dir of [domainDir, routesDir, jobsDir, wiringDir])
      rmSync(dir, { recursive: true, force: true });
  });
  const fixture = (dir: string, name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };

  it('fails a domain file importing kysely, with the rule’s message', () => {
    const file = fixture(
      domainDir,
      'uses-kysely.ts',
      "import { sql } from 'kysely';\n\nexport const now = sql`now()`;\n",
    );
    const result = lint(file);
    expect(result.failed).toBe(true);
    const found = restricted(result);
    expect(found).toHaveLength(1);
    expect(found[0]?.message).toContain(DOMAIN_RULE);
    expect(found[0]?.location.start.line).toBe(1);
  });

  it('fails every framework, driver and adapter import in the domain, one diagnostic each', () => {
    const file = fixture(
      domainDir,
      'uses-everything.ts',
      [
        "import type { Context } from 'hono';",
        "import { cors } from 'hono/cors';",
        "import type { Kysely } from 'kysely';",
        "import { Pool } from 'pg';",
        "import Sqlite from 'better-sqlite3';",
        "import { createLeadsRepository } from '../../storage/leads-repository.ts';",
        "import { createPaymentProvider } from '../../providers/payments/payment-config.ts';",
        "import { errorResponse } from '../../http/errors.ts';",
        '',
        'export type Deps = { c: Context; db: Kysely<object> };',
        'export const all = [cors, Pool, Sqlite, createLeadsRepository, createPaymentProvider, errorResponse];',
        '',
      ].join('\n'),
    );
    const found = restricted(lint(file));
    expect(found.map((d) => d.location.start.line)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const diagnostic of found) expect(diagnostic.message).toContain(DOMAIN_RULE);
  });

  it('fails a route file importing storage, with the rule’s message', () => {
    const file = fixture(
      routesDir,
      'uses-storage.ts',
      "import { createLeadsRepository } from '../../storage/leads-repository.ts';\n\nexport const leads = createLeadsRepository;\n",
    );
    const result = lint(file);
    expect(result.failed).toBe(true);
    const found = restricted(result);
    expect(found).toHaveLength(1);
    expect(found[0]?.message).toContain(ROUTES_RULE);
  });

  it('fails a route file importing a provider, with the rule’s message', () => {
    const file = fixture(
      routesDir,
      'uses-provider.ts',
      "import { createSandboxProvider } from '../../providers/payments/sandbox-provider.ts';\n\nexport const sandbox = createSandboxProvider;\n",
    );
    const found = restricted(lint(file));
    expect(found).toHaveLength(1);
    expect(found[0]?.message).toContain(ROUTES_RULE);
  });

  it('fails storage and providers built outside the composition root (app.ts, jobs/, http/…)', () => {
    const file = fixture(
      jobsDir,
      'builds-storage.ts',
      [
        "import { createWhatsAppJobStore } from '../../storage/whatsapp-jobs-repository.ts';",
        "import { createWhatsAppProvider } from '../../providers/whatsapp/select-provider.ts';",
        '',
        'export const parts = [createWhatsAppJobStore, createWhatsAppProvider];',
        '',
      ].join('\n'),
    );
    const result = lint(file);
    expect(result.failed).toBe(true);
    const found = restricted(result);
    expect(found.map((d) => d.location.start.line)).toEqual([1, 2]);
    for (const diagnostic of found) expect(diagnostic.message).toContain(ROOT_RULE);
  });

  it('passes the same imports inside wiring/, the composition root', () => {
    const file = fixture(
      wiringDir,
      'builds-storage.ts',
      [
        "import { createWhatsAppJobStore } from '../../storage/whatsapp-jobs-repository.ts';",
        "import { createWhatsAppProvider } from '../../providers/whatsapp/select-provider.ts';",
        '',
        'export const parts = [createWhatsAppJobStore, createWhatsAppProvider];',
        '',
      ].join('\n'),
    );
    expect(restricted(lint(file))).toEqual([]);
  });

  it('passes a domain file that imports core and its own ports', () => {
    const file = fixture(
      domainDir,
      'clean.ts',
      [
        "import { PROGRAM } from '@funil/core/offers';",
        "import type { PaymentProvider } from '../ports/payments.ts';",
        '',
        'export const offer = (provider: PaymentProvider) => [PROGRAM, provider] as const;',
        '',
      ].join('\n'),
    );
    expect(lint(file)).toEqual({ failed: false, diagnostics: [] });
  });

  it('holds for the server as it is', () => {
    const found = restricted(lint(join(REPO, 'server/src')));
    expect(found.filter((d) => !d.location.path.includes('arch-fixture-'))).toEqual([]);
  });
});
