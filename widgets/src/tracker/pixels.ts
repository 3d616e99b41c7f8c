// Browser adapters: the Meta pixel (fbq), the TikTok pixel (ttq) and gtag, each only when the page has
// it — on Funil's own site only (decision 0021).
import type { EventData } from './server-event.ts';

type Fn = (...args: unknown[]) => void;

export interface PixelWindow {
  fbq?: Fn;
  ttq?: { track?: Fn; page?: Fn };
  gtag?: Fn;
}

/** Meta's own event names go through 'track'; everything else is a custom event. */
const META_STANDARD = new Set(['PageView', 'Lead', 'Purchase', 'CompleteRegistration', 'InitiateCheckout']);

/**
 * GA4's recommended names for the events it knows (its reports read these); the others go under our
 * names. gtag is configured without its own page_view (pixel-loader.ts), so each page view is ours.
 */
const GA4_NAMES: Record<string, string> = {
  PageView: 'page_view',
  Lead: 'generate_lead',
  Purchase: 'purchase',
};

/**
 * Sends the event to every pixel present, with the event id the server event will carry too; without
 * one (the partner's hand-off, which has no server copy) the calls carry the name and data alone.
 */
export function sendToPixels(
  name: string,
  data: EventData,
  eventId: string | undefined,
  win: PixelWindow = window as PixelWindow,
): void {
  const attempt = (call: () => void) => {
    try {
      call();
    } catch (error) {
      // A broken pixel on the page must not break our widget (spec §8: logged, ignored).
      console.warn('[funil] pixel', error);
    }
  };
  const { fbq, ttq, gtag } = win;
  const id = (key: string) => (eventId ? [{ [key]: eventId }] : []);
  // Each pixel gets its own copy of the data: some add fields to what they are given.
  if (typeof fbq === 'function') {
    attempt(() =>
      fbq(META_STANDARD.has(name) ? 'track' : 'trackCustom', name, { ...data }, ...id('eventID')),
    );
  }
  // TikTok counts a page view with its own page(), which takes no event id (no server copy goes to
  // TikTok: the Conversions API outbox is Meta's); every other event carries ours.
  if (name === 'PageView' && typeof ttq?.page === 'function') attempt(() => ttq.page?.());
  else if (typeof ttq?.track === 'function') attempt(() => ttq.track?.(name, { ...data }, ...id('event_id')));
  if (typeof gtag === 'function')
    attempt(() => gtag('event', GA4_NAMES[name] ?? name, { ...data, ...id('event_id')[0] }));
}
