// The lead button on a partner's page is embed.js's own: it works before the modal's chunk arrives,
// by mouse, keyboard and touch; a click made before the chunk is kept, and a chunk that fails to
// download leaves the button working for the next click.
import { expect, type Page, test } from '@playwright/test';
import { PARTNER_ORIGIN, SERVER_ORIGIN } from '../support/env.ts';
import { completeStepOne, expectOneStoredLead } from '../support/lead-flow.ts';

const MODAL_CHUNK = `${SERVER_ORIGIN}/embed/lead-capture.js`;

/** The page's console errors from Funil. */
function funilErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('[funil]')) errors.push(message.text());
  });
  return errors;
}

test('a click before the modal’s code arrives opens the modal when it does, and the lead is saved', async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(MODAL_CHUNK, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${PARTNER_ORIGIN}/partner-page.html`);

  const button = page.getByRole('button', { name: 'Quero participar' });
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  await button.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  release();
  await expect(page.getByRole('dialog')).toBeVisible();
  const phone = await completeStepOne(page, 'Marta Quintela');
  await expectOneStoredLead(phone.digits, 'Marta Quintela');
});

test('by keyboard: Enter on the focused button opens the modal on its first field, Esc brings focus back', async ({
  page,
}) => {
  await page.goto(`${PARTNER_ORIGIN}/partner-page.html`);
  const button = page.getByRole('button', { name: 'Quero participar' });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Seu nome')).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('a tap opens the modal', async ({ page }) => {
    await page.goto(`${PARTNER_ORIGIN}/partner-page.html`);
    await page.getByRole('button', { name: 'Quero participar' }).tap();
    await expect(page.getByRole('dialog').getByLabel('Seu nome')).toBeVisible();
  });
});

test('a modal whose code fails to download: the error is reported, and the next click opens it', async ({
  page,
}) => {
  const errors = funilErrors(page);
  let failing = true;
  let refused = 0;
  await page.route(MODAL_CHUNK, async (route) => {
    if (!failing) return route.continue();
    refused += 1;
    return route.abort('internetdisconnected');
  });
  await page.goto(`${PARTNER_ORIGIN}/partner-page.html`);
  const button = page.getByRole('button', { name: 'Quero participar' });
  await expect(button).toBeVisible();
  const refusedBefore = refused;
  await button.click();

  // The click's download failed and was reported as every failed widget download is.
  await expect.poll(() => refused).toBeGreaterThan(refusedBefore);
  await expect.poll(() => errors.length).toBe(refused);
  expect(errors[0]).toContain('[funil] widget lead-capture');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(button).toBeEnabled();

  failing = false;
  await button.click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
