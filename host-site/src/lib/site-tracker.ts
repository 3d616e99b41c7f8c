// The site's one tracker (spec §7): created on first use, so every page, widget and CTA shares its
// identity, payment-click state and behaviour log. Staff pages never get one. The site's own pixels
// (loaded after consent, site-pixels.ts) get every event with the server copy's event id; every event
// carries the cookie notice's answer (decision 0024).
import {
  createTracker,
  isAdminPath,
  recordVisit,
  sendToPixels,
  siteConsent,
  type Tracker,
} from '@funil/widgets/react';

let instance: Tracker | undefined;
let lastPageViewId: string | undefined;

/**
 * The event id of this page's latest PageView the site's tracker sent: pixels loaded later (after
 * consent, site-pixels.ts) count the same page view with it. Kept here, not in the tracker, because
 * only the site has pixels: the embed's tracker carries nothing for them.
 */
export const sitePageViewId = () => lastPageViewId;

/** The tracker, or undefined on admin paths (and outside a browser). */
export function siteTracker(): Tracker | undefined {
  if (typeof window === 'undefined' || isAdminPath(window.location.pathname)) return undefined;
  if (!instance) {
    instance = createTracker({
      pixels: (name, data, eventId) => {
        if (name === 'PageView') lastPageViewId = eventId;
        sendToPixels(name, data, eventId);
      },
      consent: siteConsent(),
    });
    // Every page load of the site is a visit this browser records: the exit popup tells a returning
    // visitor the real days since the last one (decision 0033). The embed's popup records its own.
    recordVisit();
  }
  return instance;
}
