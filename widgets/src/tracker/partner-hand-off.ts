// The partner's opt-in (data-share-events, decision 0021): Funil's public widget events handed to the
// partner's own pixels under the partner's names. Only the event's name goes, with a fixed form name:
// the event's detail is never read, so no name, phone, handle or id can reach the partner's pixels.
import type { ShareEvents } from '../lib/share-events.ts';
import { sendToPixels } from './pixels.ts';

export interface PartnerPixels {
  fbq?: (...args: unknown[]) => void;
  gtag?: (...args: unknown[]) => void;
  ttq?: { track?: (...args: unknown[]) => void };
  dataLayer?: unknown;
}

/**
 * Listens on the document for the mapped `funil:<event>` events and hands each off at most once
 * per page load (a second save must not count twice in the partner's analytics). Returns a stop.
 */
export function startPartnerHandOff(
  shareEvents: ShareEvents | undefined,
  pixels: PartnerPixels = window as PartnerPixels,
  target: EventTarget = document,
): () => void {
  const listeners = Object.entries(shareEvents ?? {}).map(([event, name]) => {
    const type = `funil:${event}`;
    const listener = () => handOff(`${name}`, pixels);
    target.addEventListener(type, listener, { once: true });
    return () => target.removeEventListener(type, listener);
  });
  return () => {
    for (const stop of listeners) stop();
  };
}

function handOff(name: string, pixels: PartnerPixels): void {
  // The one field a handed-off event carries.
  const data = { form_name: 'funil_lead_capture' };
  sendToPixels(name, data, undefined, pixels);
  // gtag writes to the dataLayer itself; a page with Tag Manager alone reads events from it.
  if (typeof pixels.gtag !== 'function' && Array.isArray(pixels.dataLayer)) {
    pixels.dataLayer.push({ event: name, ...data });
  }
}
