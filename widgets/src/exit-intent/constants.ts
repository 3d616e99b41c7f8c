// Every delay, threshold and key of the exit-intent popup (spec §4, §9), in one place; its routes
// (spec §2) are core's (core/src/routes.ts), shared with the host site.
import { MOBILE_MAX_WIDTH_PX } from '@funil/core/device';

export const EXIT_INTENT = {
  /** The countdown shows only this close to a real end of the sales (decision 0033). */
  countdownWithinMs: 86_400_000,
  inactivityDesktopMs: 45_000,
  inactivityMobileMs: 60_000,
  inactivityCheckMs: 10_000,
  /** Viewports this wide or narrower count as mobile. */
  mobileMaxWidth: MOBILE_MAX_WIDTH_PX,
  /** Cumulative upward scroll that counts as leaving. */
  scrollUpPx: 100,
  /** The CTA is enabled this long after opening, so the movement that opened it cannot click it. */
  ctaEnableMs: 1_500,
  /** `<funil-exit-intent exit-intent="off">`: no leave detection; Funil.open('exit-intent') still opens it. */
  offAttribute: 'exit-intent',
  checkoutSource: 'exit_popup',
} as const;
