// Driving the exit-intent popup as a visitor would, on any page that has it.
import type { Page } from '@playwright/test';

export const EXIT_CTA = 'SIM! QUERO DOMINAR IA NA PRÁTICA AGORA';

/**
 * The pointer leaving the window through the top: the browser fires mouseout at the page with
 * no related target. Chromium's input automation cannot move the pointer outside the viewport,
 * so the event the browser would send is dispatched as it would arrive.
 */
export async function leaveByTheTop(page: Page) {
  await page.mouse.move(400, 0);
  await page.dispatchEvent('html', 'mouseout', { clientX: 400, clientY: 0, relatedTarget: null });
}
