// The cookie notice's answer for the tracker on Funil's own site (decision 0024): read from this
// browser, heard when the visitor answers, and recorded on the server for the lead this browser saved.
// Only the site passes it (createTracker's `consent`): the embed stays within its budget.
import { apiRequest } from '../lib/api-request.ts';
import {
  markPixelConsentRecorded,
  onPixelConsent,
  PIXEL_CONSENT_VERSION,
  pixelConsentRecordedFor,
  readPixelConsent,
} from './pixel-loader.ts';
import type { TrackerConsent } from './tracker.ts';

export function siteConsent(apiBase = ''): TrackerConsent {
  return {
    read: () => readPixelConsent(),
    listen: onPixelConsent,
    record(capability) {
      const choice = readPixelConsent();
      if (!capability || !choice || pixelConsentRecordedFor() === capability.leadId) return;
      apiRequest(apiBase, '/api/leads/ad-consent', {
        method: 'POST',
        json: { choice, version: PIXEL_CONSENT_VERSION, ...capability },
        keepalive: true,
      })
        .then(() => markPixelConsentRecorded(capability.leadId))
        // Not recorded: the next page tries again; the browser's own answer holds meanwhile.
        .catch((error: unknown) => console.warn('[funil] consent', error));
    },
  };
}
