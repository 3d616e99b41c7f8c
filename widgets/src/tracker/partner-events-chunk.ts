// The partner-events chunk (embed/partner-events.js): the loader fetches it only when its script tag
// has data-share-events, so the partner pages that never opt in do not download the hand-off.
import { parseShareEvents } from '../lib/share-events.ts';
import { startPartnerHandOff } from './partner-hand-off.ts';

/** Parses data-share-events as written on the tag, warning about bad entries, and starts the hand-off. */
export function startSharedEvents(attribute: string): void {
  startPartnerHandOff(parseShareEvents(attribute));
}
