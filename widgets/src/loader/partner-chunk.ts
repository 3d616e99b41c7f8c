// The partner chunk (embed/partner.js): what only some partner pages need, so the loader stays small.
// The loader fetches it for a script tag with data-share-events, and after the page's load for one
// with data-partner (the unknown-partner check); a page with neither never downloads it.
import { parseShareEvents } from '../lib/share-events.ts';
import { startPartnerHandOff } from '../tracker/partner-hand-off.ts';

export { warnIfUnknownPartner } from './partner-check.ts';

/** Parses data-share-events as written on the tag, warning about bad entries, and starts the hand-off. */
export function startSharedEvents(attribute: string): void {
  startPartnerHandOff(parseShareEvents(attribute));
}
