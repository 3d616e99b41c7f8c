// Issue 27, reproduction 16: the README's staff command, run exactly as written on a machine that
// followed only the quick start (Node.js and npm, no pnpm on the PATH), creates the account.
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../storage/database.ts';

const run = promisify(execFile);
const REPOSITORY = fileURLToPath(new URL('../../../', import.meta.url));
const README = readFileSync(join(REPOSITORY, 'README.md'), 'utf8');

/** The lines of the first ```sh block under a `## heading` of the README. */
function shBlock(heading: string): string[] {
  const section = README.split(/^## /m).find((part) => part.startsWith(`${heading}\n`)) ?? '';
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  return block.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));
}

/** The README's staff command, the one line of the Staff accounts section's block. */
const [STAFF_COMMAND] = shBlock('Staff accounts');

let dir: string;
let bin: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'funil-readme-'));
  // A PATH with what the quick start needs (Node.js, npm, npx, a shell) and no pnpm.
  bin = join(dir, 'bin');
  mkdirSync(bin);
  for (const name of ['node', 'npm', 'npx', 'sh']) {
    const target = execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
    symlinkSync(target, join(bin, name));
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `line` in a shell from the repository, as a person pastes it, on a database of the test's own. */
function paste(line: string, env: Record<string, string>, databasePath: string) {
  return run('sh', ['-c', line], {
    cwd: REPOSITORY,
    env: {
      HOME: process.env.HOME ?? dir,
      PATH: bin,
      DATABASE_PATH: databasePath,
      ...(process.env.npm_config_cache ? { npm_config_cache: process.env.npm_config_cache } : {}),
      ...env,
    },
    timeout: 120_000,
  }).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: `${error.stdout}${error.stderr}`,
    }),
  );
}

async function staffRows(databasePath: string) {
  const db = openDatabase(databasePath);
  try {
    return await db.selectFrom('staff_users').select(['email', 'name', 'role']).execute();
  } finally {
    await db.destroy();
  }
}

describe("the README's staff command", () => {
  it('is one line that names an admin', () => {
    expect(STAFF_COMMAND).toMatch(/ admin:create-user --email \S+ --name "[^"]+" --role admin$/);
    // The quick start tells what comes next with the same command.
    const quickStart = README.split(/^## /m).find((part) => part.startsWith('Quick start\n')) ?? '';
    const command = STAFF_COMMAND?.split(' admin:create-user')[0];
    expect(quickStart).toContain(`\`${command} admin:create-user --email`);
    expect(quickStart).toContain('/admin/login');
    expect(quickStart).toContain('/admin/launch-settings');
  });

  it('creates the account after the quick start alone, the password in STAFF_PASSWORD', async () => {
    const databasePath = join(dir, 'com-variavel.db');
    const result = await paste(STAFF_COMMAND ?? '', { STAFF_PASSWORD: 'senha-longa-da-ana' }, databasePath);

    expect(result.output).not.toContain('command not found');
    expect(result.code).toBe(0);
    expect(result.output).toContain('Conta criada: ana@exemplo.com (admin).');
    expect(await staffRows(databasePath)).toEqual([
      { email: 'ana@exemplo.com', name: 'Ana Souza', role: 'admin' },
    ]);
  }, 180_000);

  it('creates the account with the password on standard input, as the README shows for scripts', async () => {
    const command = STAFF_COMMAND?.split(' --email')[0];
    expect(README).toContain(`(\`echo "$SENHA" | ${command} …\`)`);
    const databasePath = join(dir, 'com-entrada.db');
    const result = await paste(
      `echo "$SENHA" | ${STAFF_COMMAND}`,
      { SENHA: 'senha-longa-da-ana' },
      databasePath,
    );

    expect(result.code).toBe(0);
    expect(await staffRows(databasePath)).toEqual([
      { email: 'ana@exemplo.com', name: 'Ana Souza', role: 'admin' },
    ]);
  }, 180_000);
});
