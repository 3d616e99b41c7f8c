// <funil-exit-intent>: the script-tag delivery of the exit-intent popup, in its own shadow root.
import { createRoot, type Root } from 'react-dom/client';
import { BARE_HOST_CSS, type EmbedServices } from '../lib/embed-services.ts';
import type { EmbedConfig } from '../lib/script-config.ts';
import { mountShadow } from '../lib/shadow-root.ts';
import { ExitIntentPopup } from './exit-intent-popup.tsx';
import { createExitIntentStore } from './exit-intent-store.ts';

export const EXIT_INTENT_TAG = 'funil-exit-intent';

export interface ExitIntentElement extends HTMLElement {
  /** Opens at once, whatever the triggers and the session say. */
  open(): void;
  close(): void;
}

/** Without a checkout address the CTA goes to the program page of the Funil site. */
function defaultCheckoutUrl(config: EmbedConfig): string {
  return config.checkoutUrl ?? `${config.apiBase || location.origin}/ianapratica`;
}

/** Defines the element once; a second script tag or a second call leaves the first definition. */
export function defineExitIntentElement(config: EmbedConfig, services: EmbedServices = {}): void {
  if (customElements.get(EXIT_INTENT_TAG)) return;

  class FunilExitIntent extends HTMLElement implements ExitIntentElement {
    static observedAttributes = ['checkout-url'];
    #root: Root | null = null;
    #store = createExitIntentStore();

    connectedCallback() {
      this.#render();
    }

    disconnectedCallback() {
      this.#root?.unmount();
      this.#root = null;
    }

    attributeChangedCallback() {
      if (this.#root) this.#render();
    }

    open() {
      this.#store.getState().show({ force: true });
    }

    close() {
      this.#store.getState().close();
    }

    #render() {
      this.#root ??= createRoot(mountShadow(this, { css: BARE_HOST_CSS, nonce: config.nonce }));
      this.#root.render(
        <ExitIntentPopup
          checkoutUrl={this.getAttribute('checkout-url') || defaultCheckoutUrl(config)}
          tracker={services.tracker}
          nonce={config.nonce}
          store={this.#store}
        />,
      );
    }
  }

  customElements.define(EXIT_INTENT_TAG, FunilExitIntent);
}
