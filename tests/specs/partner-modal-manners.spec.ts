// Issue 15: the widget is a good guest on a partner's page. The exit popup never covers another
// Funil dialog nor returns once the visitor converted; Funil's own routes (/obrigado…) do not rule a
// partner's page; the page behind an open modal does not scroll. Every flow ends with the lead saved.
import { expect, type Page, test } from '@playwright/test';
import { PARTNER_ORIGIN } from '../support/env.ts';
import { leaveByTheTop } from '../support/exit-intent.ts';
import { completeStepOne, completeStepTwoVerified, expectOneStoredLead } from '../support/lead-flow.ts';

const TWO_INSTANCES = `${PARTNER_ORIGIN}/partner-two-instances.html`;
const LEAD_HEADLINE = /meio milhão de reais/;
const EXIT_HEADLINE = /(antes de sair preciso te contar|que bom te ver novamente)/;

async function openTwoInstances(page: Page) {
  await page.goto(TWO_INSTANCES);
  await page.waitForFunction(
    () =>
      customElements.get('funil-exit-intent') !== undefined &&
      customElements.get('funil-lead-capture') !== undefined,
  );
}

/**
 * Waits until whatever the last event set off has rendered and its effects ran (Preact runs them
 * after a frame): what is not on screen by then was never going to open.
 */
async function afterRendering(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(() => resolve()))),
      ),
  );
}

test('a half-filled lead form keeps the exit popup away; once closed, the popup may open', async ({
  page,
}) => {
  await openTwoInstances(page);
  const exitPopup = page.getByRole('dialog', { name: EXIT_HEADLINE });
  const leadModal = page.getByRole('dialog', { name: LEAD_HEADLINE });

  await page.getByRole('button', { name: 'Garantir minha vaga grátis' }).click();
  await expect(leadModal).toBeVisible();
  await leadModal.getByLabel('Seu nome').fill('Rita Pela Metade');
  await leaveByTheTop(page);
  await afterRendering(page);
  await expect(exitPopup).toBeHidden();
  await expect(leadModal).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(leadModal).toBeHidden();
  await page.mouse.move(400, 300);
  await leaveByTheTop(page);
  await expect(exitPopup).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await exitPopup.getByRole('button', { name: 'Agora não' }).click();
  await expect(exitPopup).toBeHidden();

  // The other instance still works, and only one dialog is ever on screen.
  await page.getByRole('button', { name: 'Quero participar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  const phone = await completeStepOne(page, 'Rita Inteira');
  await expectOneStoredLead(phone.digits, 'Rita Inteira');
  await completeStepTwoVerified(page, '@rita.inteira');
});

test('once a lead is captured on a partner page, the exit popup does not open there', async ({ page }) => {
  await openTwoInstances(page);
  await page.getByRole('button', { name: 'Quero participar' }).click();
  const phone = await completeStepOne(page, 'Caio Convertido');
  await expectOneStoredLead(phone.digits, 'Caio Convertido');
  // Closed at step 2: the lead is saved all the same.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.mouse.move(400, 300);
  await leaveByTheTop(page);
  await afterRendering(page);
  await expect(page.getByRole('dialog', { name: EXIT_HEADLINE })).toBeHidden();
});

test('on a partner page served at /obrigado the button opens the modal, once, with no page error', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${PARTNER_ORIGIN}/obrigado?fixture=partner-page.html`);
  const launcher = page.getByRole('button', { name: 'Quero participar' });
  const dialog = page.getByRole('dialog');

  await launcher.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await launcher.click();
  await expect(dialog).toHaveCount(1);
  await expect(dialog).toBeVisible();
  expect(
    await page.evaluate(() => ({
      elements: document.querySelectorAll('funil-lead-capture').length,
      modals: document.querySelector('funil-lead-capture')?.shadowRoot?.querySelectorAll('funil-widget')
        .length,
    })),
  ).toEqual({ elements: 1, modals: 1 });

  const phone = await completeStepOne(page, 'Olga Obrigado');
  const lead = await expectOneStoredLead(phone.digits, 'Olga Obrigado');
  expect(lead?.landing_page).toMatch(new RegExp(`^${PARTNER_ORIGIN}/obrigado`));
  expect(errors).toEqual([]);
});

test('the page behind an open modal does not scroll, and gets its own overflow back', async ({ page }) => {
  await openTwoInstances(page);
  const html = () =>
    page.evaluate(() => ({
      scrollY: Math.round(window.scrollY),
      inline: document.documentElement.style.cssText,
      overflowY: getComputedStyle(document.documentElement).overflowY,
    }));
  await page.evaluate(() => window.scrollTo(0, 700));
  const own = await html();
  expect(own).toMatchObject({ inline: 'overflow-y: scroll;', overflowY: 'scroll' });
  await page.getByRole('button', { name: 'Garantir minha vaga grátis' }).click();
  const dialog = page.getByRole('dialog', { name: LEAD_HEADLINE });
  await expect(dialog).toBeVisible();
  const { scrollY } = await html();
  expect(scrollY).toBeGreaterThan(0);
  expect((await html()).overflowY).toBe('hidden');

  // The wheel over the backdrop, then the keyboard from inside the dialog, outside its fields.
  await page.mouse.move(20, 20);
  await page.mouse.wheel(0, 800);
  await dialog.getByRole('heading', { name: LEAD_HEADLINE }).click();
  await page.keyboard.press('PageDown');
  await page.keyboard.press('End');
  await afterRendering(page);
  expect((await html()).scrollY).toBe(scrollY);
  await expect(dialog).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The page's own inline value, exactly as it was, and the scroll where the visitor left it.
  expect(await html()).toEqual({ ...own, scrollY });

  await page.getByRole('button', { name: 'Garantir minha vaga grátis' }).click();
  const phone = await completeStepOne(page, 'Lia Parada');
  await expectOneStoredLead(phone.digits, 'Lia Parada');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // With every modal closed, the same wheel scrolls the page again.
  await page.mouse.wheel(0, 400);
  await expect.poll(async () => (await html()).scrollY).toBeGreaterThan(scrollY);
});
