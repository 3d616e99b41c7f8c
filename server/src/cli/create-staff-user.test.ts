import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../storage/database.ts';

const run = promisify(execFile);
const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url));

describe('pnpm admin:create-user', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'funil-staff-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const createUser = (args: string[], env: Record<string, string> = {}) =>
    run(join(SERVER_DIR, 'node_modules/.bin/tsx'), ['src/cli/create-staff-user.ts', ...args], {
      cwd: SERVER_DIR,
      env: { ...process.env, DATABASE_PATH: join(dir, 'funil.db'), DATABASE_URL: '', ...env },
    }).then(
      ({ stdout }) => ({ code: 0, output: stdout }),
      (error: { code: number; stderr: string }) => ({ code: error.code, output: error.stderr }),
    );

  it('creates an account with the password from the environment, and refuses a weak one', async () => {
    const args = ['--email', 'Bia@Funil.Test', '--name', 'Bia Lima', '--role', 'viewer'];

    expect(await createUser(args, { STAFF_PASSWORD: 'senha123' })).toEqual({
      code: 1,
      output: 'A senha precisa ter pelo menos 12 caracteres.\n',
    });
    expect(await createUser(args, { STAFF_PASSWORD: 'senha-longa-da-bia' })).toEqual({
      code: 0,
      output: 'Conta criada: bia@funil.test (viewer).\n',
    });

    const db = openDatabase(join(dir, 'funil.db'));
    const rows = await db
      .selectFrom('staff_users')
      .select(['email', 'name', 'role', 'password_hash'])
      .execute();
    await db.destroy();
    expect(rows).toEqual([
      {
        email: 'bia@funil.test',
        name: 'Bia Lima',
        role: 'viewer',
        password_hash: expect.stringMatching(/^\$argon2id\$/),
      },
    ]);
  }, 30_000);

  it('stops with the usage when a flag is missing', async () => {
    const result = await createUser(['--email', 'bia@funil.test']);

    expect(result.code).toBe(2);
    expect(result.output).toContain('Uso: npx --yes pnpm@10 admin:create-user');
  }, 30_000);
});
