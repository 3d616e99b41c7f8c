// A visitor of a partner's hostile page uses the script-tag widget: it must still look right and work.
import { expect, type Locator, test } from '@playwright/test';
import { PARTNER_ORIGIN } from '../support/env.ts';
import { completeStepOne, expectOneStoredLead } from '../support/lead-flow.ts';

/** What the page's `* { all: unset }` and `button { display: none }` would have broken. */
async function expectStyledControl(control: Locator) {
  await expect(control).toBeVisible();
  const style = await control.evaluate((element) => {
    const computed = getComputedStyle(element);
    return { fontFamily: computed.fontFamily, fontSize: Number.parseFloat(computed.fontSize) };
  });
  expect(style.fontFamily).not.toContain('Comic Sans');
  expect(style.fontSize).toBeGreaterThanOrEqual(14);
  const box = await control.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(36);
}

test('the embedded lead modal survives hostile CSS and stores the lead', async ({ page }) => {
  await page.goto(`${PARTNER_ORIGIN}/partner-page.html`);

  const launcher = page.getByRole('button', { name: 'Quero participar' });
  await expectStyledControl(launcher);
  await launcher.click();

  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The dialog sits above the partner's max-z-index header and inside the viewport.
  const viewport = page.viewportSize();
  const box = await dialog.boundingBox();
  expect(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height).toBe(true);
  await expectStyledControl(dialog.getByLabel('Seu nome'));
  await expectStyledControl(dialog.getByRole('button', { name: 'Continuar', exact: true }));

  const phone = await completeStepOne(page, 'Bruno Lima');
  const lead = await expectOneStoredLead(phone.digits, 'Bruno Lima');
  expect(lead?.landing_page).toBe(`${PARTNER_ORIGIN}/partner-page.html`);
});
