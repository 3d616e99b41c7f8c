// Abuse drill, staff login: 101 failed logins on one account within the hour, each from another
// address, against the running server. The throttle stops checking passwords well before the last
// one, and while it holds even the right password is refused.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERRORS } from '@funil/core/errors';
import { afterAll, expect, it } from 'vitest';
import { createStaffUser } from '../../server/src/domain/create-staff-user.ts';
import { openDatabase } from '../../server/src/storage/database.ts';
import { migrate } from '../../server/src/storage/migrate.ts';
import { createStaffRepository } from '../../server/src/storage/staff-repository.ts';
import { type ServerProcess, startServerProcess } from '../../server/src/testing/server-process.ts';
import { DRILL_PORT } from './drill-env.ts';

const ATTEMPTS = 101;
const EMAIL = 'ana@funil.test';
const PASSWORD = 'senha-certa-bem-longa';

const dataDir = mkdtempSync(join(tmpdir(), 'funil-login-drill-'));
const databasePath = join(dataDir, 'funil.db');
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function addStaff(): Promise<void> {
  const db = openDatabase(databasePath);
  try {
    await migrate(db);
    const created = await createStaffUser(
      createStaffRepository(db),
      { email: EMAIL, name: 'Ana', role: 'admin', password: PASSWORD },
      new Date(),
    );
    if (!created.ok) throw new Error(created.message);
  } finally {
    await db.destroy();
  }
}

it(`throttles ${ATTEMPTS} failed logins on one account within the hour`, async () => {
  await addStaff();
  // Behind a proxy, so each attempt can come from another address, as a botnet's would.
  server = await startServerProcess({
    port: DRILL_PORT + 2,
    env: { DATABASE_PATH: databasePath, TRUST_PROXY: 'true' },
  });
  const origin = server.origin;
  const logIn = (password: string, address: string) =>
    fetch(`${origin}/api/admin/session`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ email: EMAIL, password }),
    });

  const statuses: number[] = [];
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    statuses.push((await logIn(`tentativa-errada-${attempt}`, `198.51.100.${attempt % 250}`)).status);
  }

  // 401: the password was checked and was wrong; 429: it was not even checked.
  expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
  expect(statuses.filter((status) => status === 401).length).toBeLessThan(ATTEMPTS);
  expect(statuses.at(-1)).toBe(429);

  const right = await logIn(PASSWORD, '203.0.113.1');
  expect(right.status).toBe(429);
  expect(await right.json()).toEqual({ error: { code: 'login_throttled', message: ERRORS.login_throttled } });
  expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
});
