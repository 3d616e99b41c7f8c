// Browser adapters: the Meta pixel (fbq), the TikTok pixel (ttq) and gtag, each only when the page has
// it — on Funil's own site only (decision 0021).
import type { EventData } from './server-event.ts';

type Fn = (...args: unknown[]) => void;

interface PixelWindow {
  fbq?: Fn;
  ttq?: { track?: Fn };
  gtag?: Fn;
}

/** Meta's own event names go through 'track'; everything else is a custom event. */
export const META_STANDARD = new Set([
  'PageView',
  'Lead',
  'Purchase',
  'CompleteRegistration',
  'InitiateCheckout',
]);

/** Sends the event to every pixel present, with the event id the server event will carry too. */
export function sendToPixels(
  name: string,
  data: EventData,
  eventId: string,
  win: PixelWindow = window as PixelWindow,
): void {
  const attempt = (call: () => void) => {
    try {
      call();
    } catch (error) {
      // A broken pixel on the partner's page must not break our widget (spec §8: logged, ignored).
      console.warn('[funil] pixel', error);
    }
  };
  const { fbq, ttq, gtag } = win;
  if (typeof fbq === 'function') {
    attempt(() => fbq(META_STANDARD.has(name) ? 'track' : 'trackCustom', name, data, { eventID: eventId }));
  }
  if (typeof ttq?.track === 'function') attempt(() => ttq.track?.(name, data, { event_id: eventId }));
  if (typeof gtag === 'function') attempt(() => gtag('event', name, { ...data, event_id: eventId }));
}
