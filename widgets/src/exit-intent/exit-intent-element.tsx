// <funil-exit-intent>: the script-tag delivery of the exit-intent popup, in its own shadow root.
import { BARE_HOST_CSS, type EmbedServices } from '../lib/embed-services.ts';
import type { EmbedConfig } from '../lib/script-config.ts';
import { defineWidgetElement, type WidgetElement } from '../lib/widget-element.tsx';
import { EXIT_INTENT } from './constants.ts';
import { ExitIntentPopup, exitStoreDeps } from './exit-intent-popup.tsx';
import { createExitIntentStore, type ExitIntentStore } from './exit-intent-store.ts';

export const EXIT_INTENT_TAG = 'funil-exit-intent';

/**
 * open() shows the popup at once, whatever the triggers and the session say; exit-intent="off"
 * keeps it from opening by itself.
 */
export type ExitIntentElement = WidgetElement;

/** Without a checkout address the CTA goes to the program page of the Funil site. */
function defaultCheckoutUrl(config: EmbedConfig): string {
  return config.checkoutUrl ?? `${config.apiBase || location.origin}/ianapratica`;
}

export function defineExitIntentElement(config: EmbedConfig, services: EmbedServices = {}): void {
  // One store per element, kept across renders, so open() and the triggers share the popup's state.
  const stores = new WeakMap<Element, ExitIntentStore>();
  const storeOf = (element: Element) => {
    let store = stores.get(element);
    if (!store) {
      store = createExitIntentStore(exitStoreDeps(services.tracker));
      stores.set(element, store);
    }
    return store;
  };

  defineWidgetElement(EXIT_INTENT_TAG, {
    observedAttributes: ['checkout-url', EXIT_INTENT.offAttribute],
    css: BARE_HOST_CSS,
    nonce: config.nonce,
    onToggle: (element, open) => {
      if (open) storeOf(element).getState().show({ force: true });
      else storeOf(element).getState().close();
    },
    render: (element) => (
      <ExitIntentPopup
        checkoutUrl={element.getAttribute('checkout-url') || defaultCheckoutUrl(config)}
        apiBase={config.apiBase}
        tracker={services.tracker}
        nonce={config.nonce}
        // The partner turns the automatic opening off for this element; open() still works.
        triggers={element.getAttribute(EXIT_INTENT.offAttribute) !== 'off'}
        store={storeOf(element)}
      />
    ),
  });
}
