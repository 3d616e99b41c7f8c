// The server's one shape, as `pnpm lint` enforces it (biome.json, noRestrictedImports overrides): the
// domain imports no framework, driver nor adapter; routes import neither storage nor providers; only
// the composition root (wiring/, index.ts, cli/) builds storage and providers. Runs the repo's own
// biome on fixture files written where the rules apply, and on the real tree. No module is in an import
// cycle, type imports included (noImportCycles, every package).
//
// Ports, checked here rather than by biome: a port is a type the adapters (storage/, providers/) take
// from the domain, to implement it or to hand over its rows. Every such type comes from
// server/src/domain/ports/, never from a use-case file, so an adapter depends on the domain's ports and
// not on its rules. Values (a pure helper) are not ports and may come from anywhere in the domain. Left
// out: wiring/ (it composes use cases and names their deps) and the sandboxes' pages and routes in
// providers/ (*-routes.ts, *-page.ts), which call use cases as routes do.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

const REPO = resolve(import.meta.dirname, '../..');
const BIOME = join(REPO, 'node_modules/.bin/biome');
const DOMAIN_RULE = 'O domínio depende só de portas';
const ROUTES_RULE = 'As rotas recebem casos de uso e portas';
const ROOT_RULE = 'Só a raiz de composição';

/** A file building a store and a provider: refused outside the composition root, fine inside it. */
const BUILDS_STORAGE_AND_PROVIDER = [
  "import { createWhatsAppJobStore } from '../../storage/whatsapp-jobs-repository.ts';",
  "import { createWhatsAppProvider } from '../../providers/whatsapp/select-provider.ts';",
  '',
  'export const parts = [createWhatsAppJobStore, createWhatsAppProvider];',
  '',
].join('\n');

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

const cycles = ({ diagnostics }: { diagnostics: Diagnostic[] }) =>
  diagnostics.filter((d) => d.category === 'lint/suspicious/noImportCycles');

const SERVER = join(REPO, 'server/src');
const PORTS = join(SERVER, 'domain/ports') + sep;
const DOMAIN = join(SERVER, 'domain') + sep;
const ADAPTERS = ['storage', 'providers'].map((dir) => join(SERVER, dir));
/** Callers of use cases that happen to live in providers/: the sandboxes' pages and routes. */
const CALLER = /-(routes|page)\.ts$/;

/** Every production file (no tests) under these folders. */
function sourceFiles(...dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => join(dir, name)),
  );
}

/** `file: Name from path` for each type an adapter file takes from the domain outside domain/ports. */
function portsOutsidePorts(files: string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const specifier = statement.moduleSpecifier.text;
      if (!specifier.startsWith('.')) continue;
      const target = resolve(dirname(file), specifier);
      if (!target.startsWith(DOMAIN) || target.startsWith(PORTS)) continue;
      const clause = statement.importClause;
      const named =
        clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings : undefined;
      for (const element of named?.elements ?? []) {
        if (clause?.isTypeOnly || element.isTypeOnly) {
          found.push(`${relative(SERVER, file)}: ${element.name.text} from ${relative(SERVER, target)}`);
        }
      }
    }
  }
  return found;
}

// Each case runs Biome over files of the repository (its import-cycle rule reads the module graph):
// seconds of work, more on a busy machine, so the default 5 s is too short.
describe('architecture rules', { timeout: 60_000 }, () => {
  // Fixtures sit inside the folders the rules name (a temp folder each), removed afterwards.
  const domainDir = mkdtempSync(join(REPO, 'server/src/domain/arch-fixture-'));
  const routesDir = mkdtempSync(join(REPO, 'server/src/routes/arch-fixture-'));
  const jobsDir = mkdtempSync(join(REPO, 'server/src/jobs/arch-fixture-'));
  const wiringDir = mkdtempSync(join(REPO, 'server/src/wiring/arch-fixture-'));
  const storageDir = mkdtempSync(join(REPO, 'server/src/storage/arch-fixture-'));
  afterAll(() => {
    for (const dir of [domainDir, routesDir, jobsDir, wiringDir, storageDir])
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
    const file = fixture(jobsDir, 'builds-storage.ts', BUILDS_STORAGE_AND_PROVIDER);
    const result = lint(file);
    expect(result.failed).toBe(true);
    const found = restricted(result);
    expect(found.map((d) => d.location.start.line)).toEqual([1, 2]);
    for (const diagnostic of found) expect(diagnostic.message).toContain(ROOT_RULE);
  });

  it('passes the same imports inside wiring/, the composition root', () => {
    const file = fixture(wiringDir, 'builds-storage.ts', BUILDS_STORAGE_AND_PROVIDER);
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

  it('fails two files that import each other’s types, each import in the cycle', () => {
    const first = fixture(
      domainDir,
      'cycle-first.ts',
      "import type { Second } from './cycle-second.ts';\n\nexport interface First {\n  second: Second;\n}\n",
    );
    const second = fixture(
      domainDir,
      'cycle-second.ts',
      "import type { First } from './cycle-first.ts';\n\nexport interface Second {\n  first?: First;\n}\n",
    );
    const result = lint(first, second);
    expect(result.failed).toBe(true);
    const found = cycles(result);
    expect(found.map((d) => relative(REPO, d.location.path).split(sep).pop()).sort()).toEqual([
      'cycle-first.ts',
      'cycle-second.ts',
    ]);
  });

  it('passes the same two files once the shared type has a module of its own', () => {
    const shared = fixture(domainDir, 'acyclic-shared.ts', 'export interface Shared {\n  id: string;\n}\n');
    const user = fixture(
      domainDir,
      'acyclic-user.ts',
      "import type { Shared } from './acyclic-shared.ts';\n\nexport const idOf = (shared: Shared) => shared.id;\n",
    );
    expect(lint(shared, user)).toEqual({ failed: false, diagnostics: [] });
  });

  it('finds an adapter taking a type from a use-case file instead of domain/ports', () => {
    const file = fixture(
      storageDir,
      'implements-use-case-type.ts',
      [
        "import type { SaveLeadDeps } from '../../domain/save-lead.ts';",
        "import type { LeadStore } from '../../domain/ports/leads.ts';",
        "import { saveLead } from '../../domain/save-lead.ts';",
        '',
        'export type Parts = [SaveLeadDeps, LeadStore, typeof saveLead];',
        '',
      ].join('\n'),
    );
    expect(portsOutsidePorts([file])).toEqual([
      `${relative(SERVER, file)}: SaveLeadDeps from domain/save-lead.ts`,
    ]);
  });

  it('holds for the adapters as they are: every type they take from the domain is a port', () => {
    const files = sourceFiles(...ADAPTERS).filter(
      (file) => !file.includes('arch-fixture-') && !CALLER.test(file),
    );
    expect(files.length).toBeGreaterThan(20);
    expect(portsOutsidePorts(files)).toEqual([]);
  });

  it('holds for the server as it is', () => {
    const result = lint(join(REPO, 'server/src'));
    const found = [...restricted(result), ...cycles(result)];
    expect(found.filter((d) => !d.location.path.includes('arch-fixture-'))).toEqual([]);
  });
});
