// The cookie notice's answer for the tracker on Funil's own site (decision 0024): after 'Recusar' no
// event leaves the page; before an answer each goes without one (the server holds it) and is sent
// again with the answer once given; the answer is recorded on the server for the lead this browser
// saved. Only the site passes it (createTracker's `consent`): the embed stays within its budget. The
// site makes one tracker per page, so the gate listens for the page's life.
import { apiRequest } from '../lib/api-request.ts';
import { onLeadSaved } from '../lib/lead-saved-event.ts';
import {
  markPixelConsentRecorded,
  onPixelConsent,
  PIXEL_CONSENT_VERSION,
  pixelConsentRecordedFor,
  readPixelConsent,
} from './pixel-loader.ts';
import type { ServerEvent } from './server-event.ts';
import type { TrackerConsent } from './tracker.ts';

/** Events of this page kept for the answer, at most. */
const HELD_MAX = 50;

export function siteConsent(apiBase = ''): TrackerConsent {
  return (post, capability) => {
    const send = (events: ServerEvent[]) =>
      void post('/api/tracking/events', { action: 'send_events', events });
    const unanswered: ServerEvent[] = [];
    const record = () => {
      const own = capability();
      const choice = readPixelConsent();
      if (!own || !choice || pixelConsentRecordedFor() === own.leadId) return;
      apiRequest(apiBase, '/api/leads/ad-consent', {
        method: 'POST',
        json: { choice, version: PIXEL_CONSENT_VERSION, ...own },
        keepalive: true,
      })
        .then(() => markPixelConsentRecorded(own.leadId))
        // Not recorded: the next page tries again; the browser's own answer holds meanwhile.
        .catch((error: unknown) => console.warn('[funil] consent', error));
    };
    record();
    onPixelConsent((choice) => {
      // The held copies follow the answer: sent ('Aceitar') or dropped ('Recusar') by the server.
      const held = unanswered.splice(0).map((event) => ({ ...event, consent: choice }));
      if (held.length > 0) send(held);
      record();
    });
    // A lead saved in this browser: its record gets the answer too.
    onLeadSaved(record);
    return (event) => {
      const choice = readPixelConsent();
      // 'Recusar': nothing of the visitor leaves for the ad platforms, not even to our server.
      if (choice === 'refused') return;
      if (choice) event.consent = choice;
      else if (unanswered.push(event) > HELD_MAX) unanswered.shift();
      send([event]);
    };
  };
}
