// Every delay, threshold, key and route of the exit-intent popup (spec §2, §4, §9), in one place.
import { MOBILE_MAX_WIDTH_PX } from '@funil/core/device';

export const EXIT_INTENT = {
  countdownSeconds: 900,
  inactivityDesktopMs: 45_000,
  inactivityMobileMs: 60_000,
  inactivityCheckMs: 10_000,
  /** Viewports this wide or narrower count as mobile. */
  mobileMaxWidth: MOBILE_MAX_WIDTH_PX,
  /** Cumulative upward scroll that counts as leaving. */
  scrollUpPx: 100,
  returningDaysMin: 1,
  returningDaysMax: 7,
  /** The CTA is enabled this long after opening, so the movement that opened it cannot click it. */
  ctaEnableMs: 1_500,
  sessionKey: 'exitModalShownInSession',
  lastShownKey: 'exitModalLastShown',
  disabledSelector: '[data-exit-intent-disabled]',
  checkoutSource: 'exit_popup',
  checkoutSplit: 12,
} as const;

/** Routes where the popup never opens: exact paths, and prefixes ending in '*' (spec §2). */
export const EXIT_INTENT_SUPPRESSED_ROUTES = [
  '/obrigado',
  '/direto',
  '/sala-de-espera*',
  '/proposta*',
  '/materialcomplementar',
  '/mentoria-obrigado',
  '/remarketing',
] as const;
