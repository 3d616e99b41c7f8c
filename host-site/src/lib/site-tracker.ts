// The site's one tracker (spec §7): created on first use, so every page, widget and CTA shares its
// identity, payment-click state and behaviour log. Staff pages never get one.
import { createTracker, isAdminPath, type Tracker } from '@funil/widgets/react';

let instance: Tracker | undefined;

/** The tracker, or undefined on admin paths (and outside a browser). */
export function siteTracker(): Tracker | undefined {
  if (typeof window === 'undefined' || isAdminPath(window.location.pathname)) return undefined;
  instance ??= createTracker();
  return instance;
}
