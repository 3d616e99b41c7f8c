// Staff access in the browser: the guard on every staff path, the login, its errors, the logout and roles.
import { expect, test } from '@playwright/test';
import { expectAccessibleAndFitting } from '../support/page-checks.ts';
import { createStaffUser, logIn, staffEmail } from '../support/staff.ts';

const PASSWORD = 'senha-forte-da-equipe';

test('every staff path sends a visitor without a session to the login, then back', async ({ page }) => {
  for (const path of [
    '/admin',
    '/admin/dashboard',
    '/admin/partners',
    '/behavior',
    '/opportunities',
    '/predictions',
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(
      new RegExp(`/admin/login\\?next=${encodeURIComponent(path).replace(/\//g, '\\/')}`),
    );
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  }

  const admin = { email: staffEmail('admin'), password: PASSWORD, role: 'admin' as const, name: 'Ana Admin' };
  await createStaffUser(admin);
  await logIn(page, admin);

  await expect(page).toHaveURL(/\/predictions$/);
  await expect(page.getByText('Ana Admin')).toBeVisible();
  await expect(page.getByText('Administrador(a)')).toBeVisible();
});

test('the login page is accessible, out of search engines, and says when the password is wrong', async ({
  page,
}) => {
  const response = await page.goto('/admin/login');
  expect(response?.headers()['x-robots-tag']).toContain('noindex');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectAccessibleAndFitting(page);

  const viewer = { email: staffEmail('errou'), password: PASSWORD, role: 'viewer' as const };
  await createStaffUser(viewer);
  await page.getByLabel('E-mail').fill(viewer.email);
  await page.getByLabel('Senha').fill('outra-senha-qualquer');
  await page.getByRole('button', { name: 'Entrar' }).click();

  await expect(page.getByRole('alert')).toHaveText('E-mail ou senha incorretos.');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

// Issue 27: a person who mistypes five times is told how long to wait, not "alguns minutos".
test('after five wrong passwords the login says how long to wait, even for the right one', async ({
  page,
}) => {
  const admin = { email: staffEmail('esperou'), password: PASSWORD, role: 'admin' as const };
  await createStaffUser(admin);
  await page.goto('/admin/login');
  const alert = page.getByRole('alert');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await page.getByLabel('E-mail').fill(admin.email);
    await page.getByLabel('Senha').fill(`senha-errada-numero-${attempt}`);
    const answered = page.waitForResponse((res) => res.url().endsWith('/api/admin/session'));
    await page.getByRole('button', { name: 'Entrar' }).click();
    expect((await answered).status()).toBe(401);
    await expect(alert).toHaveText('E-mail ou senha incorretos.');
  }

  await page.getByLabel('Senha').fill(admin.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(alert).toHaveText(/^Muitas tentativas de login\. Tente de novo em (30|29|28) segundos\.$/);
  await expect(page).toHaveURL(/\/admin\/login$/);
  if (process.env.SCREENSHOTS_DIR)
    await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/admin-login-wait.png` });
});

test('an admin logs in, sees every screen, and Sair ends the session', async ({ page, context }) => {
  const publicCalls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/') && !path.startsWith('/api/admin/')) publicCalls.push(path);
  });
  const admin = {
    email: staffEmail('admin'),
    password: PASSWORD,
    role: 'admin' as const,
    name: 'Bruno Admin',
  };
  await createStaffUser(admin);

  await page.goto('/admin');
  // The guard's own redirect must finish before logging in, or the two navigations collide.
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
  await logIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Áreas da equipe' });
  await expect(nav.getByRole('link', { name: 'Parceiros' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'LGPD' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectAccessibleAndFitting(page);
  const [cookie] = await context.cookies();
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fdashboard$/);
  // Staff pages never start the public site's tracker, lead modal or exit popup.
  expect(publicCalls).toEqual([]);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a viewer sees no admin-only screens', async ({ page }) => {
  const viewer = {
    email: staffEmail('viewer'),
    password: PASSWORD,
    role: 'viewer' as const,
    name: 'Vera Leitora',
  };
  await createStaffUser(viewer);

  await logIn(page, viewer);

  await expect(page.getByText('Somente leitura')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Áreas da equipe' });
  await expect(nav.getByRole('link', { name: 'Leads', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Parceiros' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'LGPD' })).toHaveCount(0);
});
