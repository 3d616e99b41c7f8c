// Staff accounts for e2e specs, made with the documented `pnpm admin:create-user` against the e2e
// database, and the login as a person does it on /admin/login.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { isStaffPath } from '@funil/core/routes';
import { expect, type Page } from '@playwright/test';
import { DATABASE_PATH } from './env.ts';

const run = promisify(execFile);
const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface StaffAccount {
  email: string;
  password: string;
  role: 'admin' | 'viewer';
  /** Shown in the staff area's header; from the e-mail when not given. */
  name?: string;
}

/** A fresh e-mail each call: accounts live for the whole e2e run, and e-mails are unique. */
export function staffEmail(label: string): string {
  return `${label}-${crypto.randomUUID().slice(0, 8)}@funil.test`;
}

/** On the shared e2e server's database unless another (a spec's own server's) is named. */
export async function createStaffUser(account: StaffAccount, databasePath = DATABASE_PATH): Promise<void> {
  const name = account.name ?? account.email.split('@')[0] ?? account.email;
  try {
    await run(
      'pnpm',
      ['--silent', 'admin:create-user', '--email', account.email, '--name', name, '--role', account.role],
      {
        cwd: REPOSITORY_ROOT,
        // The password as a script passes it; never on the command line, where `ps` shows it.
        env: {
          ...process.env,
          DATABASE_PATH: databasePath,
          DATABASE_URL: '',
          STAFF_PASSWORD: account.password,
        },
      },
    );
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`pnpm admin:create-user falhou: ${stderr || stdout || String(error)}`);
  }
}

/** Logs in on /admin/login and waits until the staff area has taken the browser elsewhere. */
export async function logIn(page: Page, account: Pick<StaffAccount, 'email' | 'password'>): Promise<void> {
  const path = new URL(page.url(), 'http://x').pathname;
  // On a staff page the guard is already sending the browser to the login; a second navigation would collide.
  if (isStaffPath(path)) await page.waitForURL(/\/admin\/login/);
  else await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Senha').fill(account.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).not.toHaveURL(/\/admin\/login/);
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
}
