// The partner's opt-in (data-share-events, decision 0021): Funil's public widget events handed to the
// partner's own pixels under the partner's names. Only the event's name goes, with a fixed form name:
// the event's detail is never read, so no name, phone, handle or id can reach the partner's pixels.
import type { ShareEvents } from '../lib/script-config.ts';
import { META_STANDARD } from './pixels.ts';

type Fn = (...args: unknown[]) => void;

export interface PartnerPixels {
  fbq?: Fn;
  gtag?: Fn;
  ttq?: { track?: Fn };
  dataLayer?: unknown;
}

/** The one field a handed-off event carries: which of Funil's forms it was. */
const HANDED_DATA = { form_name: 'funil_lead_capture' } as const;

/**
 * Listens on the document for the mapped `funil:<event>` events and hands each off at most once
 * per page load (a second save must not count twice in the partner's analytics). Returns a stop.
 */
export function startPartnerHandOff(
  shareEvents: ShareEvents | undefined,
  pixels: PartnerPixels = window as PartnerPixels,
  target: EventTarget = document,
): () => void {
  const stops: (() => void)[] = [];
  for (const [event, partnerName] of Object.entries(shareEvents ?? {})) {
    if (!partnerName) continue;
    const listener = () => {
      target.removeEventListener(`funil:${event}`, listener);
      handOff(partnerName, pixels);
    };
    target.addEventListener(`funil:${event}`, listener);
    stops.push(() => target.removeEventListener(`funil:${event}`, listener));
  }
  return () => {
    for (const stop of stops) stop();
  };
}

function handOff(name: string, pixels: PartnerPixels): void {
  const attempt = (call: () => void) => {
    try {
      call();
    } catch (error) {
      // The partner's broken pixel must not break our widget.
      console.warn('[funil] pixel do parceiro', error);
    }
  };
  // Each pixel gets its own copy: some add fields to what they are given.
  const data = () => ({ ...HANDED_DATA });
  const { fbq, gtag, ttq, dataLayer } = pixels;
  if (typeof fbq === 'function')
    attempt(() => fbq(META_STANDARD.has(name) ? 'track' : 'trackCustom', name, data()));
  if (typeof ttq?.track === 'function') attempt(() => ttq.track?.(name, data()));
  // gtag writes to the dataLayer itself; a page with Tag Manager alone reads events from it.
  if (typeof gtag === 'function') attempt(() => gtag('event', name, data()));
  else if (Array.isArray(dataLayer)) attempt(() => dataLayer.push({ event: name, ...data() }));
}
