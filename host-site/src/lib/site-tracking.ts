// What the general wrapper starts once: the site's tracker (page views on every route change,
// behaviour logs, keep-alive), CTA clicks, the resend of leads earlier pages left unsaved, and the
// pixels the visitor accepted on an earlier page.
// Loaded on its own so it stays out of the first paint.
import { hasPendingLeads } from '@funil/widgets/react';
import { watchCtaClicks } from './cta-tracking.ts';
import { startSitePixels } from './site-pixels.ts';
import { siteTracker } from './site-tracker.ts';

/** Starts tracking (nothing on admin paths); returns what stops the CTA listener. */
export function startSiteTracking(): (() => void) | undefined {
  // A lead an earlier page could not save goes out now, not only once the modal opens again.
  if (hasPendingLeads())
    void import('./widget-chunks/lead-modal.ts').then((chunk) => chunk.resumePendingLeads());
  const tracker = siteTracker();
  if (!tracker) return undefined;
  tracker.start();
  void startSitePixels();
  return watchCtaClicks(tracker);
}
