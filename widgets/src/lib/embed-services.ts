// What the script-tag loader hands each widget chunk besides its config: the page's one tracker.
import type { Tracker } from '../tracker/tracker-api.ts';

export interface EmbedServices {
  tracker?: Tracker | undefined;
}

/** A host element's shadow root that only holds the widget's own host: no box of its own. */
export const BARE_HOST_CSS = ':host { all: initial !important; display: contents !important; }';
