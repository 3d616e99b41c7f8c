// A buyer lands on /obrigado: next steps, and the immersion in their calendar.
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';

const canvasPixels = (page: Page) =>
  page.locator('.connected-dots canvas').evaluate((canvas) => (canvas as HTMLCanvasElement).toDataURL());

test('the thank-you page shows the approved purchase and the next steps', async ({ page }) => {
  await page.goto('/obrigado');
  await expect(page.getByRole('heading', { level: 1, name: 'Parabéns pela sua compra!' })).toBeVisible();
  await expect(page.getByText('Seu pagamento da Imersão IA na Prática foi aprovado.')).toBeVisible();
  const steps = page.getByRole('region', { name: 'Próximos passos' }).getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(2)).toHaveText('A imersão começa no dia 26 de abril, das 09:00 às 17:00.');

  const webCalendar = new URL(
    (await page.getByRole('link', { name: 'Adicionar ao Google Agenda' }).getAttribute('href')) ?? '',
  );
  expect(webCalendar.searchParams.get('dates')).toBe('20250426T120000Z/20250426T200000Z');
});

test('the .ics download is a real calendar file with the immersion window in UTC', async ({ page }) => {
  await page.goto('/obrigado');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Baixar arquivo de calendário (.ics)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('imersao-ia-na-pratica.ics');

  const calendar = new ICAL.Component(ICAL.parse(await readFile((await download.path()) ?? '', 'utf8')));
  const vevent = calendar.getFirstSubcomponent('vevent');
  expect(vevent).not.toBeNull();
  const event = new ICAL.Event(vevent ?? undefined);
  expect(event.summary).toBe('Imersão IA na Prática');
  expect(event.location).toBe('Online');
  expect(event.startDate.toJSDate().toISOString()).toBe('2025-04-26T12:00:00.000Z');
  expect(event.endDate.toJSDate().toISOString()).toBe('2025-04-26T20:00:00.000Z');
});

test('the connected dots move, and stand still for visitors who prefer reduced motion', async ({ page }) => {
  await page.goto('/obrigado');
  const first = await canvasPixels(page);
  await expect.poll(() => canvasPixels(page)).not.toBe(first);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  const still = await canvasPixels(page);
  await page.waitForTimeout(500);
  expect(await canvasPixels(page)).toBe(still);
});
