// What the general wrapper starts once: the site's tracker (page views on every route change,
// behaviour logs, keep-alive) and CTA clicks. Loaded on its own so it stays out of the first paint.
import { watchCtaClicks } from './cta-tracking.ts';
import { siteTracker } from './site-tracker.ts';

/** Starts tracking (nothing on admin paths); returns what stops the CTA listener. */
export function startSiteTracking(): (() => void) | undefined {
  const tracker = siteTracker();
  if (!tracker) return undefined;
  tracker.start();
  return watchCtaClicks(tracker);
}
