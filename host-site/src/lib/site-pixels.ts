// The ad pixels and GA4 of Funil's own site (widgets' pixel-loader.ts): loaded from the launch
// settings' ids once the visitor accepted them in the consent banner, counting the page view the
// tracker already sent to the server with the same event id.
import { loadLaunchSettings, loadPixels } from '@funil/widgets/react';
import { sitePageViewId, siteTracker } from './site-tracker.ts';

/** Loads the accepted pixels (nothing without consent, ids or a tracker); safe to call again. */
export async function startSitePixels(): Promise<void> {
  if (!siteTracker()) return;
  try {
    const settings = await loadLaunchSettings('');
    loadPixels(settings.tracking, { pageViewId: sitePageViewId() });
  } catch {
    // Settings that cannot be read load no pixel; the page already shows its own retry screen.
  }
}
