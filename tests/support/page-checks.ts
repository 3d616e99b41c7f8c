// Checks every public page passes: no serious or critical axe violation, no sideways scrolling.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function expectAccessibleAndFitting(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * Collects the page's own console errors and uncaught exceptions. Chromium logs every 4xx as
 * 'Failed to load resource'; for the URLs a test expects to fail, that line is the browser's
 * network log, not the page's, and is let through.
 */
export function watchConsole(page: Page, expectedFailures: string[] = []): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const expected =
      message.text().startsWith('Failed to load resource') &&
      expectedFailures.some((path) => message.location().url.includes(path));
    if (!expected) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
