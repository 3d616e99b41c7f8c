// Abuse drill, staff login: 101 failed logins on one account within the hour against the running
// server, from one address and then from 101. The guessing address stops being answered long before
// its last try, even with the right password; the owner, from an address of their own, always gets in.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERRORS } from '@funil/core/errors';
import { createStaffUser, DEFAULT_LOGIN_THROTTLE } from '@funil/testkit/server/server-parts';
import { type ServerProcess, startServerProcess } from '@funil/testkit/server/server-process';
import { createStaffRepository, migrate, openDatabase } from '@funil/testkit/server/storage';
import { afterAll, beforeAll, expect, it } from 'vitest';
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

beforeAll(async () => {
  await addStaff();
  // Behind a proxy, so each attempt can come from another address, as a botnet's would.
  server = await startServerProcess({
    port: DRILL_PORT + 2,
    env: { DATABASE_PATH: databasePath, TRUST_PROXY: 'true' },
  });
});

function logIn(password: string, address: string): Promise<Response> {
  const origin = server?.origin ?? '';
  return fetch(`${origin}/api/admin/session`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email: EMAIL, password }),
  });
}

it(`stops checking passwords from an address that fails ${ATTEMPTS} times, and lets the owner in`, async () => {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    statuses.push((await logIn(`tentativa-errada-${attempt}`, '198.51.100.1')).status);
  }

  // 401: the password was checked and was wrong; 429: it was not even checked.
  expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
  // The drill takes seconds, far less than the first wait: only the free failures were checked.
  expect(statuses.filter((status) => status === 401).length).toBe(DEFAULT_LOGIN_THROTTLE.freeFailures);
  expect(statuses.at(-1)).toBe(429);

  const guesser = await logIn(PASSWORD, '198.51.100.1');
  expect(guesser.status).toBe(429);
  expect(await guesser.json()).toEqual({
    error: { code: 'login_throttled', message: ERRORS.login_throttled },
  });
  expect(Number(guesser.headers.get('retry-after'))).toBeGreaterThan(0);
  expect((await logIn(PASSWORD, '203.0.113.1')).status).toBe(200);
});

it(`lets the owner in while ${ATTEMPTS} addresses each fail once on the account`, async () => {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const res = await logIn(`tentativa-errada-${attempt}`, `192.0.2.${attempt % 250}`);
    expect(res.status).toBe(401);
  }

  expect((await logIn(PASSWORD, '203.0.113.2')).status).toBe(200);
});
