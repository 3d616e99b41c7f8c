// The tracker: pixels + Conversions API with one event id, behaviour logs and the visit of a known
// lead, the visitor's §4 state, keep-alive. On a partner's page it talks only to our server: the
// page's pixels are the partner's (decision 0021). The pixels adapter is handed in by Funil's own site
// (pixels.ts), so the embed, which only partner pages load, does not carry it. So is the cookie
// notice's answer (site-consent.ts, decision 0024): after 'Recusar' nothing is sent; before an answer
// the server holds what it gets, and the page sends it again with the answer once given.
import type { VisitRecorded } from '@funil/core/visit';
import { type LeadVisitFacts, visitorState } from '@funil/core/visitor-state';
import { apiRequest, apiUrl } from '../lib/api-request.ts';
import { isPartnerPage } from '../lib/embed-context.ts';
import { onLeadSaved } from '../lib/lead-saved-event.ts';
import {
  hasPartialLeadData,
  readLeadCapability,
  readStoredLead,
  readStoredLeadId,
} from '../lib/stored-lead.ts';
import { createBehaviourLog } from './behaviour-log.ts';
import { isAdminPath, SYNC_INTERVAL_MS } from './constants.ts';
import { createKeepAlive } from './keep-alive.ts';
import { reportLeadSaved } from './lead-events.ts';
import { buildServerEvent, type EventData, newEventId, type ServerEvent } from './server-event.ts';
import type { SavedLead, Tracker, TrackerIdentity } from './tracker-api.ts';
import { readPageLoad } from './visits.ts';

export interface TrackerOptions {
  /** Origin of the Funil server; '' means the page's own origin. */
  apiBase?: string;
  now?: () => number;
  /** Off in tests and Storybook, where nothing should ping the server. */
  keepAlive?: boolean;
  /**
   * Sends each event to the page's pixels with its event id (pixels.ts's sendToPixels): Funil's own
   * site passes it; never called on a partner's page.
   */
  pixels?: (name: string, data: EventData, eventId: string) => void;
  /**
   * The cookie notice's answer (site-consent.ts): Funil's own site passes it. Without it (the embed:
   * partner pages ask nothing) events go without an answer, and the server holds them.
   */
  consent?: TrackerConsent;
}

/**
 * The cookie notice's hold on this tracker's events (site-consent.ts), made from the tracker's sending
 * and this browser's lead capability: answers what to do with each event (send it with the answer,
 * hold it for the answer, or drop it after 'Recusar').
 */
export type TrackerConsent = (
  /** The tracker's POST (keepalive, failures logged), for `/api/tracking/events`. */
  post: (path: string, json: unknown) => Promise<unknown>,
  capability: () => { leadId: string; leadToken: string } | null,
) => (event: ServerEvent) => void;

export function createTracker({
  apiBase = '',
  now = Date.now,
  keepAlive = true,
  pixels,
  consent,
}: TrackerOptions = {}): Tracker {
  // keepalive: an event sent as the visitor follows a link must still arrive.
  // A failed call only costs a count: it is logged, never thrown at the page.
  const post = <T>(path: string, json: unknown) =>
    apiRequest<T>(apiBase, path, { method: 'POST', json, keepalive: true }).catch((error: unknown) => {
      console.warn('[funil] tracking', error);
    });

  const stored = readStoredLead(now());
  const identity: TrackerIdentity = {
    name: stored?.name || undefined,
    email: stored?.email || undefined,
    whatsapp: stored?.whatsapp || undefined,
  };
  // Read as the page loads: what a visitor types on this page must not make them 'returning'.
  const pageLoad = readPageLoad();
  const partialDataFound = hasPartialLeadData(now());
  let leadFacts: LeadVisitFacts | null = null;
  let paymentClicked = false;
  let formStarted = false;
  let started = false;
  let behaviourOn = false;
  const log = createBehaviourLog(now);
  const cleanups: (() => void)[] = [];
  const pinger = createKeepAlive({ apiBase, now });

  /**
   * The id and secret of the lead this browser saved (decision 0019); none when the page was told of
   * another lead (identify) than the one whose secret is stored.
   */
  const capability = () => {
    const stored = readLeadCapability(now());
    return stored && (!identity.leadId || identity.leadId === stored.leadId) ? stored : null;
  };
  // Only the lead's own browser may write its behaviour: without the secret there is nothing to send.
  const behaviourPayload = () => {
    const own = capability();
    return own ? { ...own, ...log.snapshot() } : null;
  };
  const sendBehaviour = () => {
    const payload = behaviourPayload();
    if (payload) void post('/api/leads/behaviour', payload);
  };
  const listen = (target: EventTarget, type: string, handler: (event: Event) => void, capture = false) => {
    target.addEventListener(type, handler, capture);
    cleanups.push(() => target.removeEventListener(type, handler, capture));
  };

  const gate = consent?.(post, capability);

  function startBehaviour(): void {
    if (!started || behaviourOn || !identity.whatsapp || isAdminPath(location.pathname)) return;
    behaviourOn = true;
    log.recordPageView();
    listen(document, 'click', (event) => log.recordClick(event as MouseEvent), true);
    const timer = setInterval(sendBehaviour, SYNC_INTERVAL_MS);
    cleanups.push(() => clearInterval(timer));
    listen(window, 'pagehide', () => {
      // sendBeacon cannot set headers: the secret travels in the body.
      const payload = behaviourPayload();
      if (payload) navigator.sendBeacon?.(apiUrl(apiBase, 'api/leads/behaviour'), JSON.stringify(payload));
    });
  }

  const tracker: Tracker = {
    track(name, data = {}, options = {}) {
      if (isAdminPath(location.pathname)) return undefined;
      const at = now();
      const eventId = options.eventId ?? newEventId(name, at);
      // The partner's own Meta pixel, gtag, TikTok pixel and dataLayer get nothing of ours; what a
      // partner opts into goes by partner-hand-off.ts, under its names, without personal data.
      if (pixels && !isPartnerPage()) pixels(name, data, eventId);
      const event = buildServerEvent({
        name,
        data,
        eventId,
        now: at,
        identity: { name: identity.name, email: identity.email, phone: identity.whatsapp },
        externalId: identity.leadId ?? readStoredLeadId(at),
      });
      if (gate) gate(event);
      else void post('/api/tracking/events', { action: 'send_events', events: [event] });
      return eventId;
    },

    async registerVisit() {
      const phone = identity.whatsapp;
      // A known lead is one the server confirmed (it answered an id and its secret): a lead still
      // waiting in the outbox is registered once its resend arrives, never created here as a mere
      // 'visitor'; an id without its secret (an older page's, a personal link's) registers nothing.
      const own = capability();
      if (phone && own && !isAdminPath(location.pathname)) {
        const answer = await post<VisitRecorded>('api/visits', {
          ...pageLoad,
          phone,
          ...(identity.name ? { name: identity.name } : {}),
          ...own,
        });
        if (answer)
          leadFacts = { visitCount: answer.visitCount, registeredForEvent: answer.registeredForEvent };
      }
      return tracker.visitorState();
    },

    visitorState: () => visitorState({ lead: leadFacts, partialDataFound }),

    formStarted() {
      if (formStarted) return;
      formStarted = true;
      tracker.track('FormStart', { form_name: 'lead_capture' });
    },

    leadSaved(lead) {
      try {
        reportLeadSaved(tracker, lead, now());
      } catch (error) {
        // Reporting must never disturb the save the visitor already made.
        console.warn('[funil] lead events', error);
      }
    },

    identify(next) {
      for (const key of ['name', 'email', 'whatsapp', 'leadId'] as const) {
        if (next[key]) identity[key] = next[key];
      }
      startBehaviour();
    },

    markPaymentClick() {
      paymentClicked = true;
    },
    hasClickedPayment: () => paymentClicked,

    start() {
      // The keep-alive serves the backend, not tracking: staff pages keep it warm too.
      if (keepAlive) pinger.start();
      if (started || isAdminPath(location.pathname)) return;
      started = true;
      tracker.track('PageView');
      void tracker.registerVisit();
      let lastUrl = location.href;
      const onNavigation = () => {
        if (location.href === lastUrl) return;
        lastUrl = location.href;
        tracker.track('PageView');
        if (behaviourOn) log.recordPageView();
      };
      // Single-page apps change the URL without a load; a short poll sees pushState from any router.
      const navTimer = setInterval(onNavigation, 1_000);
      cleanups.push(() => clearInterval(navTimer));
      listen(window, 'popstate', onNavigation);
      cleanups.push(
        onLeadSaved((lead) => {
          if (isSavedLead(lead)) tracker.leadSaved(lead);
        }),
      );
      listen(
        document,
        'click',
        (event) => {
          // composedPath reaches into our open shadow roots, where the widgets' payment buttons live.
          const flagged = event
            .composedPath()
            .some((node) => node instanceof Element && node.hasAttribute('data-funil-payment'));
          if (flagged) tracker.markPaymentClick();
        },
        true,
      );
      startBehaviour();
    },

    stop() {
      pinger.stop();
      for (const cleanup of cleanups.splice(0)) cleanup();
      started = false;
      behaviourOn = false;
    },
  };
  return tracker;
}

function isSavedLead(value: unknown): value is SavedLead {
  const lead = value as Partial<SavedLead> | null;
  return (
    typeof lead === 'object' &&
    lead !== null &&
    typeof lead.id === 'string' &&
    typeof lead.name === 'string' &&
    typeof lead.phone === 'string'
  );
}

/** Spec §7 helpers, so every caller names the events and their fields the same way. */
export const trackCtaClick = (tracker: Tracker, buttonName: string, section: string) =>
  tracker.track('CTAClick', { button_name: buttonName, section });

/** `eventId`: the server's own Purchase id, so the ad platforms keep one of the two copies. */
export const trackPurchase = (
  tracker: Tracker,
  valueCents: number,
  currency: string,
  transactionId: string,
  eventId?: string,
) =>
  tracker.track(
    'Purchase',
    { value: valueCents / 100, currency, transaction_id: transactionId },
    { eventId },
  );
