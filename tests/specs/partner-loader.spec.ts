// How embed.js behaves as a guest on partners' pages: loaded async with calls queued before it
// arrives, in a pushState single-page app, with hidden widgets, pasted twice, with a wrong code.
import { expect, type Page, test } from '@playwright/test';
import { PARTNER_ORIGIN, SERVER_ORIGIN } from '../support/env.ts';
import { completeStepOne, expectOneStoredLead } from '../support/lead-flow.ts';
import { ensureActivePartner, leadPartnerCode } from '../support/partner-rows.ts';
import { captureSiteEvents, named } from '../support/site-events.ts';

/** The active partner the new fixtures name in data-partner. */
const PARTNER = { code: 'loja-da-ana-e2e', name: 'Loja da Ana' };

test.beforeEach(() => ensureActivePartner(PARTNER.code, PARTNER.name));

/** The page's console warnings from Funil, as a partner's developer would read them. */
function funilWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('[funil]')) warnings.push(message.text());
  });
  return warnings;
}

/** Resolves once the lead-capture chunk has defined its element and drawn every instance. */
async function widgetsDrawn(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('funil-lead-capture')].every((element) =>
      element.shadowRoot?.querySelector('.funil-root'),
    ),
  );
}

test('async snippet: an open() the page made before embed.js arrived opens the modal, and the lead is saved', async ({
  page,
}) => {
  const warnings = funilWarnings(page);
  // embed.js is held back until the page has rendered and run its own code.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`${SERVER_ORIGIN}/embed.js`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${PARTNER_ORIGIN}/partner-async.html`, { waitUntil: 'domcontentloaded' });

  // The page is drawn and its calls are queued, without waiting for Funil.
  await expect(page.getByRole('heading', { name: 'Curso de IA da Loja da Ana' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { Funil: { q: unknown[] } }).Funil.q.length)).toBe(
    2,
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);

  release();
  await expect(page.getByRole('dialog')).toBeVisible();
  // The page's own element opened: no detached modal was added.
  await expect(page.locator('funil-lead-capture')).toHaveCount(1);
  const phone = await completeStepOne(page, 'Ana Beatriz Souza');
  const lead = await expectOneStoredLead(phone.digits, 'Ana Beatriz Souza');
  expect(leadPartnerCode(phone.digits)).toBe(PARTNER.code);
  // The early Funil.on('lead-captured') subscription heard the save.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { leadsSalvos: string[] }).leadsSalvos))
    .toEqual([lead?.id]);
  expect(warnings).toEqual([]);
});

test('pushState single-page app: the re-rendered widget works and history.pushState stays the page’s own', async ({
  page,
}) => {
  const readEvents = await captureSiteEvents(page, PARTNER_ORIGIN);
  await page.goto(`${PARTNER_ORIGIN}/partner-spa.html`);
  await expect(page.getByRole('button', { name: 'Quero novidades' })).toBeVisible();

  await page.getByRole('link', { name: 'Curso de IA' }).click();
  await expect(page).toHaveURL(`${PARTNER_ORIGIN}/cursos/ia`);
  await expect(page.getByRole('heading', { name: 'Curso de IA' })).toBeVisible();
  const pageHistory = await page.evaluate(() => ({
    native: history.pushState.toString().includes('[native code]'),
    replaced: Object.hasOwn(history, 'pushState') || Object.hasOwn(history, 'replaceState'),
  }));
  expect(pageHistory).toEqual({ native: true, replaced: false });
  // The tracker saw the route change without any patch.
  await expect
    .poll(() => named(readEvents(), 'PageView').map((event) => new URL(event.event_source_url).pathname))
    .toEqual(['/partner-spa.html', '/cursos/ia']);

  await page.getByRole('button', { name: 'Garantir minha vaga' }).click();
  const phone = await completeStepOne(page, 'Caio Mendes');
  const lead = await expectOneStoredLead(phone.digits, 'Caio Mendes');
  expect(lead?.landing_page).toBe(`${PARTNER_ORIGIN}/cursos/ia`);

  // Back to the first view: its new element is drawn again.
  await page.keyboard.press('Escape');
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Quero novidades' })).toBeVisible();
});

test('hidden widgets: no button shows, and open() shows one visible modal of its own, never twice', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${PARTNER_ORIGIN}/partner-hidden.html`);
  await widgetsDrawn(page);
  for (const label of ['Na aba fechada', 'Com hidden', 'Com display none']) {
    const button = page
      .locator('funil-lead-capture')
      .getByRole('button', { name: label, includeHidden: true });
    await expect(button).toHaveCount(1);
    await expect(button).toBeHidden();
  }

  const talk = page.getByRole('button', { name: 'Quero falar com a equipe' });
  await talk.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Seu nome')).toBeFocused();
  const detached = page.locator('funil-lead-capture[no-button]');
  await expect(detached).toHaveCount(1);

  // A second open(), after closing and while open, reuses the same element.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await talk.click();
  await expect(dialog).toBeVisible();
  await page.evaluate(() => (window as unknown as { Funil: { open(): Promise<void> } }).Funil.open());
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page.locator('funil-lead-capture')).toHaveCount(4);

  const phone = await completeStepOne(page, 'Helena Prado');
  await expectOneStoredLead(phone.digits, 'Helena Prado');
});

test('embed.js pasted twice: one warning, one widget, one page view, one lead', async ({ page }) => {
  const warnings = funilWarnings(page);
  const readEvents = await captureSiteEvents(page, PARTNER_ORIGIN);
  await page.goto(`${PARTNER_ORIGIN}/partner-twice.html`);
  await page.getByRole('button', { name: 'Quero participar' }).click();
  const phone = await completeStepOne(page, 'Otávio Lins');
  await expectOneStoredLead(phone.digits, 'Otávio Lins');

  await expect(page.getByRole('button', { name: 'Quero participar' })).toHaveCount(1);
  expect(warnings.filter((text) => text.includes('duas vezes'))).toHaveLength(1);
  await expect.poll(() => named(readEvents(), 'PageView').length).toBe(1);
});

test('a wrong partner code: a console warning names it, and the lead is saved without credit', async ({
  page,
}) => {
  const warnings = funilWarnings(page);
  // partner-page.html names 'parceiro-teste', a code no partner has.
  await page.goto(`${PARTNER_ORIGIN}/partner-page.html`);
  await expect
    .poll(() => warnings)
    .toEqual([expect.stringContaining('data-partner="parceiro-teste": parceiro desconhecido ou inativo')]);

  await page.getByRole('button', { name: 'Quero participar' }).click();
  const phone = await completeStepOne(page, 'Rui Campos');
  await expectOneStoredLead(phone.digits, 'Rui Campos');
  expect(leadPartnerCode(phone.digits)).toBeNull();
});
