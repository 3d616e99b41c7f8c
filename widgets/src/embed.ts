// The script-tag loader: <script src=".../embed.js" data-api data-partner data-nonce> on any page.
// It stays small (tracker included); each widget's code is fetched from /embed/* on first use.
// Its tracker registers the page load as a visit when the browser knows the lead.
import { markPartnerPage } from './lib/embed-context.ts';
import type { EmbedServices } from './lib/embed-services.ts';
import { type EmbedConfig, readScriptConfig } from './lib/script-config.ts';
import { readItem } from './lib/storage.ts';
import { createTracker, type TrackerIdentity } from './tracker/tracker.ts';

/** The widgets the loader knows: element tag, chunk file under embed/, and the chunk's define function. */
const WIDGETS = {
  'lead-capture': ['funil-lead-capture', 'lead-capture', 'defineLeadCaptureElement'],
  'instagram-preview': ['funil-instagram-preview', 'lead-capture', 'defineInstagramPreviewElement'],
  'exit-intent': ['funil-exit-intent', 'exit-intent', 'defineExitIntentElement'],
  payment: ['funil-payment', 'payment', 'definePaymentElement'],
} as const;

export type FunilWidget = keyof typeof WIDGETS;

interface WidgetElement extends HTMLElement {
  open?(): void;
  close?(): void;
}

type DefineWidget = (config: EmbedConfig, services: EmbedServices) => void;

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
    Funil?: FunilGlobal;
  }
}

// A second copy of the script keeps the first loader, its tracker and its definitions.
if (!window.Funil) {
  // document.currentScript is only set while this file runs, so it is read first.
  const script = document.currentScript;
  const config = readScriptConfig(script);
  markPartnerPage();
  // Chunks sit beside the loader, wherever it was served from, so partner origins resolve them too.
  const chunkBase = new URL(
    'embed/',
    script instanceof HTMLScriptElement && script.src ? script.src : `${config.apiBase || location.origin}/`,
  );
  const tracker = createTracker({ apiBase: config.apiBase });
  const services: EmbedServices = { tracker };
  const loading = new Map<FunilWidget, Promise<void>>();

  const load = (widget: FunilWidget): Promise<void> => {
    let pending = loading.get(widget);
    if (!pending) {
      const [, chunk, define] = WIDGETS[widget];
      pending = import(/* @vite-ignore */ new URL(`${chunk}.js`, chunkBase).href).then(
        (module: Record<string, DefineWidget>) => module[define]?.(config, services),
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

  // An element that is on the page (or arrives later, as single-page apps render) counts as first use.
  const scan = () => {
    for (const widget of Object.keys(WIDGETS) as FunilWidget[]) {
      if (document.querySelector(`${WIDGETS[widget][0]}:not(:defined)`)) void load(widget).catch(() => {});
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
  if ((readItem('pendingLeads') ?? '[]') !== '[]') void load('lead-capture').catch(() => {});

  const elements = (widget: FunilWidget) => document.querySelectorAll<WidgetElement>(WIDGETS[widget][0]);

  window.Funil = {
    async open(widget = 'lead-capture') {
      await load(widget);
      const [tag] = WIDGETS[widget];
      let element = document.querySelector<WidgetElement>(tag);
      if (!element) {
        element = document.createElement(tag);
        element.setAttribute('no-button', '');
        document.body.append(element);
      }
      element.open?.();
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
}
