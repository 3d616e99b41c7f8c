// Issue 14: every page of the product runs under its Content-Security-Policy in Chromium without a
// single violation, and the staff area and the sandbox checkout refuse to be framed.
import { expect, type Page, test } from '@playwright/test';
import { completeStepOne, completeStepTwoVerified } from '../support/lead-flow.ts';
import { pixCheckoutLink } from '../support/pix-checkout.ts';
import { expectNoViolation, watchPolicy } from '../support/policy-violations.ts';
import { saveLeadByApi } from '../support/saved-lead.ts';
import { createStaffUser, logIn, staffEmail } from '../support/staff.ts';

async function expectUnderPolicy(page: Page, path: string) {
  const res = await page.goto(path);
  const policy = res?.headers()['content-security-policy'] ?? '';
  expect(policy, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(policy, path).not.toContain('unsafe-inline');
  return policy;
}

/** A lead's own PIX checkout; the sandbox provider answers with its checkout page. */
async function sandboxCheckoutLink(page: Page): Promise<string> {
  return pixCheckoutLink(page.request, await saveLeadByApi(page.request, 'Carla Política'));
}

test('the public pages and the lead modal run without a policy violation', async ({ page }) => {
  const consoleLines = await watchPolicy(page);

  await expectUnderPolicy(page, '/');
  await page.getByRole('button', { name: 'Entrar na lista de espera' }).click();
  const dialog = page.getByRole('dialog');
  // The widget's stylesheet applied: its button is the theme's full-width one, not the browser's.
  const continueButton = dialog.getByRole('button', { name: 'Continuar', exact: true });
  await expect(continueButton).toHaveCSS('min-height', '48px');
  await completeStepOne(page, 'Carla Política');
  await completeStepTwoVerified(page, '@carla.politica');
  await expectNoViolation(page, consoleLines);

  for (const path of ['/ianapratica', '/obrigado']) {
    await expectUnderPolicy(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolation(page, consoleLines);
  }
});

test('the staff area runs without a policy violation, logged out and in', async ({ page }) => {
  const admin = { email: staffEmail('csp'), password: 'senha-forte-da-politica-123', role: 'admin' as const };
  await createStaffUser(admin);
  const consoleLines = await watchPolicy(page);

  const policy = await expectUnderPolicy(page, '/admin/login');
  expect(policy).toContain("frame-ancestors 'none'");
  await logIn(page, admin);
  await expectNoViolation(page, consoleLines);

  for (const path of ['/admin/dashboard', '/admin/dashboard-v2']) {
    await expectUnderPolicy(page, path);
    await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
    await expectNoViolation(page, consoleLines);
  }
});

test('the sandbox checkout page runs without a policy violation and cannot be framed', async ({ page }) => {
  const link = await sandboxCheckoutLink(page);
  const consoleLines = await watchPolicy(page);

  const res = await page.goto(link);
  expect(res?.headers()['x-frame-options']).toBe('DENY');
  expect(res?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading', { name: 'Pagamento de teste' })).toBeVisible();
  // Its own stylesheet applied: the test banner has its amber border.
  await expect(page.locator('.banner')).toHaveCSS('border-top-color', 'rgb(180, 83, 9)');
  await expectNoViolation(page, consoleLines);
});

test('a page of the site cannot frame the staff area or the sandbox checkout', async ({ page }) => {
  const link = await sandboxCheckoutLink(page);
  await page.goto('/ianapratica');

  for (const target of ['/admin/login', new URL(link).pathname]) {
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      document.body.append(frame);
    }, target);
    const frame = page.frames().find((candidate) => candidate.url().includes(target));
    // Chromium puts its own error page in place of a page that forbids framing.
    await expect
      .poll(() => page.frames().map((candidate) => candidate.url()))
      .toContain('chrome-error://chromewebdata/');
    expect(frame).toBeUndefined();
    await page.evaluate(() => document.querySelector('iframe')?.remove());
  }
});
