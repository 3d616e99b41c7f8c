// The embed's lead modal on a 390×844 phone: every control a thumb can hit (44×44 CSS px at least),
// the focus where a keyboard or screen reader expects it, and a screenshot of each step to look at.
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { PARTNER_ORIGIN } from '../support/env.ts';
import { uniqueMobile } from '../support/lead-rows.ts';

const SHOTS = fileURLToPath(new URL('../.data/screenshots/', import.meta.url));

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/**
 * Every visible control of the dialog that a finger can hit, with what it is and its size: measured
 * in one call in the page, as the country list alone holds some 240 options.
 */
async function smallTargets(dialog: Locator) {
  return dialog.locator('button, input, [role="option"]').evaluateAll((controls) =>
    controls.flatMap((control) => {
      // Visible as Playwright means it: rendered, not visibility: hidden, and with a box.
      const box = control.getBoundingClientRect();
      if (!control.checkVisibility({ visibilityProperty: true }) || box.width * box.height === 0) return [];
      if (box.width >= 44 && box.height >= 44) return [];
      const name = control.getAttribute('aria-label') ?? control.textContent ?? '';
      return [`${name.trim()} ${Math.round(box.width)}×${Math.round(box.height)}`];
    }),
  );
}

/** Serious or critical axe findings in the widget alone (the partner's own page is not ours). */
async function widgetViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('funil-lead-capture').analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
}

/** The element that has the focus inside the widget's shadow trees, named as a visitor hears it. */
function focused(page: Page) {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.getAttribute('aria-label') ?? active?.getAttribute('name') ?? active?.textContent ?? '';
  });
}

test('on a phone, every target is 44 px or more and the focus follows the form', async ({ page }) => {
  await page.goto(`${PARTNER_ORIGIN}/partner-page.html`);
  await page.getByRole('button', { name: 'Quero participar' }).tap();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Seu nome')).toBeFocused();
  expect(await smallTargets(dialog)).toEqual([]);
  expect(await widgetViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}lead-modal-390-step-1.png` });

  // Tab order: name, country, number, Continuar, the privacy policy of the consent notice, then the × last.
  await dialog.getByLabel('Seu nome').fill('Júlia Prates');
  await dialog.getByLabel('WhatsApp').pressSequentially(uniqueMobile().typed);
  await dialog.getByLabel('Seu nome').focus();
  const order: string[] = [];
  for (let step = 0; step < 5; step += 1) {
    await page.keyboard.press('Tab');
    order.push(await focused(page));
  }
  expect(order).toEqual(['País: Brasil +55', 'whatsapp', 'Continuar', 'Política de Privacidade', 'Fechar']);

  // The country list: the search box and each country are thumb-sized too.
  await dialog.getByRole('button', { name: /País: Brasil/ }).tap();
  await expect(dialog.getByRole('combobox', { name: 'Buscar país' })).toBeFocused();
  expect(await smallTargets(dialog)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}lead-modal-390-countries.png` });
  await dialog.getByRole('option', { name: /Brasil/ }).tap();

  await dialog.getByRole('button', { name: 'Continuar', exact: true }).tap();
  await expect(dialog.getByLabel('Seu Instagram')).toBeFocused();
  await dialog.getByLabel('Seu Instagram').fill('julia.prates');
  await expect(dialog.getByRole('button', { name: 'Confirmar e continuar' })).toBeEnabled();
  expect(await smallTargets(dialog)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}lead-modal-390-step-2.png` });

  await dialog.getByRole('button', { name: 'Confirmar e continuar' }).tap();
  await expect(dialog.getByRole('button', { name: 'Entendi' })).toBeFocused();
  expect(await smallTargets(dialog)).toEqual([]);
  expect(await widgetViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}lead-modal-390-confirmation.png` });
});
