// The script-tag loader: <script async src=".../embed.js" data-api data-partner data-nonce> on any
// page, after the README's `window.Funil` stub. It stays small (tracker and the lead button
// included); each widget's code is fetched from /embed/* on first use. Its tracker registers the
// page load as a visit when the browser knows the lead.
import {
  defineLeadCaptureElement,
  LEAD_CAPTURE_TAG,
  type LeadModalView,
} from './lead-capture/lead-capture-element.ts';
import { apiRequest } from './lib/api-request.ts';
import { markPartnerPage } from './lib/embed-context.ts';
import type { EmbedServices } from './lib/embed-services.ts';
import { type EmbedConfig, readScriptConfig } from './lib/script-config.ts';
import { readItem } from './lib/storage.ts';
import { PENDING_LEADS_KEY } from './lib/storage-keys.ts';
import { type FunilStub, isLoaded, takeOver } from './loader/command-queue.ts';
import { loaderScript } from './loader/loader-script.ts';
import { afterPageLoad } from './loader/partner-check.ts';
import { openTarget } from './loader/visible-widget.ts';
import { createTracker } from './tracker/tracker.ts';
import type { TrackerIdentity } from './tracker/tracker-api.ts';

/** Each chunk's own static imports (shared-*.js), written by the chunks build (vite.config.ts). */
declare const FUNIL_CHUNK_IMPORTS: Record<string, string[]>;

/**
 * The widgets the loader knows: chunk file under embed/ and the chunk's define function. Each one's
 * element is `funil-<widget>` (tagOf). The lead-capture element is the loader's own (its button is
 * drawn at once); its chunk's function returns what draws the modal.
 */
const WIDGETS = {
  'lead-capture': ['lead-capture', 'leadModalView'],
  'instagram-preview': ['lead-capture', 'defineInstagramPreviewElement'],
  'exit-intent': ['exit-intent', 'defineExitIntentElement'],
  payment: ['payment', 'definePaymentElement'],
} as const;

export type FunilWidget = keyof typeof WIDGETS;

interface WidgetElement extends HTMLElement {
  open?(): void;
  close?(): void;
}

type DefineWidget = (config: EmbedConfig, services: EmbedServices) => unknown;

type PartnerChunk = typeof import('./loader/partner-chunk.ts');

/** A widget name from the page's own code (Funil.open('…')), checked so a typo says what is wrong. */
function widgetSpec(widget: string) {
  const spec = WIDGETS[widget as FunilWidget];
  if (!spec) throw new TypeError(`[funil] widget desconhecido: "${widget}"`);
  return spec;
}

const tagOf = (widget: FunilWidget) => `funil-${widget}`;

/** `window.Funil`: drives the widgets and the tracker from the page's own code. */
export interface FunilGlobal {
  /** Loads the widget if needed and opens it ('lead-capture' by default). */
  open(widget?: FunilWidget): Promise<void>;
  /** Closes one widget, or every widget on the page. */
  close(widget?: FunilWidget): void;
  /** Listens to a widget event ('lead-captured', ...); returns a function that stops listening. */
  on(event: string, callback: (detail: unknown) => void): () => void;
  identify(identity: TrackerIdentity): void;
  track(name: string, data?: Record<string, unknown>): void;
}

declare global {
  interface Window {
    /** The snippet's stub until the loader runs, then the API. */
    Funil?: FunilGlobal | FunilStub;
  }
}

// A second copy of the script keeps the first loader, its tracker and its definitions.
if (isLoaded(window.Funil)) {
  console.warn('[funil] embed.js está duas vezes nesta página: a cópia extra foi ignorada.');
} else {
  // document.currentScript is only set while this file runs, so it is read first.
  const script = loaderScript();
  const config = readScriptConfig(script);
  if (isOtherOrigin(config.apiBase)) markPartnerPage();
  // Chunks sit beside the loader, wherever it was served from, so partner origins resolve them too.
  const chunkBase = new URL('embed/', script?.src || `${config.apiBase || location.origin}/`);
  const tracker = createTracker({ apiBase: config.apiBase });
  const services: EmbedServices = { tracker };
  const loading = new Map<FunilWidget, Promise<unknown>>();
  const chunkUrl = (file: string) => new URL(file, chunkBase).href;
  const partnerChunk = (): Promise<PartnerChunk> => import(/* @vite-ignore */ chunkUrl('partner.js'));
  // The partner's opt-in hand-off (decision 0021) is in the partner chunk, fetched only for a tag that
  // asks. Widgets are defined once its listeners are on, so no lead event can go out before them.
  const { shareEvents, partner } = config;
  const handOff =
    shareEvents === undefined
      ? undefined
      : partnerChunk()
          .then((module) => module.startSharedEvents(shareEvents))
          .catch((error: unknown) => console.error('[funil] data-share-events', error));

  const load = (widget: FunilWidget): Promise<unknown> => {
    let pending = loading.get(widget);
    if (!pending) {
      const [chunk, define] = widgetSpec(widget);
      // The chunk's own imports start now too, instead of one round trip after the chunk arrived.
      for (const shared of FUNIL_CHUNK_IMPORTS[chunk] ?? []) {
        import(/* @vite-ignore */ chunkUrl(shared)).catch(() => {});
      }
      pending = Promise.all([import(/* @vite-ignore */ chunkUrl(`${chunk}.js`)), handOff]).then(
        ([module]: [Record<string, DefineWidget>, unknown]) => module[define]?.(config, services),
      );
      // A failed download may be retried on the next use instead of staying broken for the page's life.
      pending.catch((error: unknown) => {
        loading.delete(widget);
        console.error('[funil] widget', widget, error);
      });
      loading.set(widget, pending);
    }
    return pending;
  };

  // The lead button works as soon as this file has run: its modal's chunk runs on the visitor's
  // intent (pointer over the button, focus) or click, and is fetched once the page has loaded (below).
  const fetchLeadModal = defineLeadCaptureElement({
    nonce: config.nonce,
    loadModal: () => load('lead-capture') as Promise<LeadModalView | undefined>,
  });

  // An element that is on the page (or arrives later, as single-page apps render) counts as first use.
  const scan = () => {
    for (const widget of Object.keys(WIDGETS) as FunilWidget[]) {
      if (document.querySelector(`${tagOf(widget)}:not(:defined)`)) void load(widget).catch(() => {});
    }
  };
  let queued = false;
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      scan();
    });
  }).observe(document, { childList: true, subtree: true });
  scan();
  // A lead that could not be saved on an earlier visit is resent by the lead-capture chunk, even on
  // pages that show no lead modal: nothing a visitor typed is lost.
  if ((readItem(PENDING_LEADS_KEY) ?? '[]') !== '[]') void fetchLeadModal().catch(() => {});

  const elements = (widget: FunilWidget) => {
    widgetSpec(widget);
    return document.querySelectorAll<WidgetElement>(tagOf(widget));
  };
  const targets = new Map<FunilWidget, () => WidgetElement>();

  const api: FunilGlobal = {
    async open(widget = 'lead-capture') {
      await load(widget);
      // An async loader may run before the page's elements are parsed: open() waits for them.
      if (document.readyState === 'loading') {
        await new Promise((resolve) => addEventListener('DOMContentLoaded', resolve, { once: true }));
      }
      const target = targets.get(widget) ?? openTarget<WidgetElement>(tagOf(widget));
      targets.set(widget, target);
      target().open?.();
    },
    close(widget) {
      const widgets = widget ? [widget] : (Object.keys(WIDGETS) as FunilWidget[]);
      for (const name of widgets) for (const element of elements(name)) element.close?.();
    },
    on(event, callback) {
      const listener = (e: Event) => callback((e as CustomEvent).detail);
      document.addEventListener(`funil:${event}`, listener);
      return () => document.removeEventListener(`funil:${event}`, listener);
    },
    identify: (identity) => tracker.identify(identity),
    track: (name, data) => void tracker.track(name, data),
  };

  tracker.start();
  // The page's calls made before this file arrived run now, in order, as if made just after it.
  window.Funil = takeOver(window.Funil as FunilStub | undefined, { ...api });
  // The check and its warning are in the partner chunk too: only a tag with data-partner fetches it.
  // A failed download only skips the check: it must not reach the partner's console as an error.
  afterPageLoad(
    () =>
      partner &&
      partnerChunk()
        .then((chunk) => chunk.warnIfUnknownPartner(config.apiBase, partner, apiRequest))
        .catch(() => {}),
  );
  // After the page's load the modal's files are fetched into the browser's cache but not run (running
  // them would be a long task on a slow phone while the page is still settling): a tap on a phone, with
  // no pointer over the button first, then waits for no network.
  afterPageLoad(() => {
    if (!document.querySelector(LEAD_CAPTURE_TAG)) return;
    for (const file of ['lead-capture.js', ...(FUNIL_CHUNK_IMPORTS['lead-capture'] ?? [])]) {
      fetch(chunkUrl(file)).catch(() => {});
    }
  });
}

/** Whether the Funil server is on another origin than the page: then this is a partner's page. */
function isOtherOrigin(apiBase: string): boolean {
  return apiBase !== '' && new URL(apiBase, location.href).origin !== location.origin;
}
