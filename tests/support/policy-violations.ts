// Records what a page's Content-Security-Policy blocked: the `securitypolicyviolation` events
// (they cross shadow roots) and Chromium's console lines about the policy and Trusted Types.
import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** Call before the page loads; returns the console lines, filled as they come. */
export async function watchPolicy(page: Page): Promise<string[]> {
  const consoleLines: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy|Trusted ?Type/i.test(message.text()))
      consoleLines.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(
        `${event.effectiveDirective} ${event.blockedURI} ${event.sample} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`.trim(),
      );
    });
  });
  return consoleLines;
}

export async function expectNoViolation(page: Page, consoleLines: string[]) {
  // Some reports are queued: let the page settle, then read both channels.
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.cspViolations), page.url()).toEqual([]);
  expect(consoleLines, page.url()).toEqual([]);
}
