// <funil-payment>: the script-tag delivery of the payment modal, with an optional button of its own.
import { createRoot, type Root } from 'react-dom/client';
import type { EmbedServices } from '../lib/embed-services.ts';
import type { EmbedConfig } from '../lib/script-config.ts';
import { mountShadow } from '../lib/shadow-root.ts';
import themeCss from '../ui/theme.css?inline';
import tokensCss from '../ui/tokens.css?inline';
import { PaymentModal } from './payment-modal.tsx';

export const PAYMENT_TAG = 'funil-payment';
export const DEFAULT_PAYMENT_LABEL = 'Quero garantir minha vaga';

const BUTTON_CSS = `${tokensCss}\n${themeCss}\n.funil-cta { width: auto; min-width: 220px; }`;

export interface PaymentElement extends HTMLElement {
  open(): void;
  close(): void;
}

/** Defines the element once; a second script tag or a second call leaves the first definition. */
export function definePaymentElement(config: EmbedConfig, services: EmbedServices = {}): void {
  if (customElements.get(PAYMENT_TAG)) return;

  class FunilPayment extends HTMLElement implements PaymentElement {
    static observedAttributes = ['label', 'no-button'];
    #root: Root | null = null;
    #open = false;

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
      this.#open = true;
      if (this.isConnected) this.#render();
    }

    close() {
      this.#open = false;
      if (this.#root) this.#render();
    }

    #render() {
      this.#root ??= createRoot(mountShadow(this, { css: BUTTON_CSS, nonce: config.nonce }));
      this.#root.render(
        <>
          {this.hasAttribute('no-button') ? null : (
            <button
              type="button"
              className="funil-button funil-cta"
              aria-haspopup="dialog"
              data-funil-payment=""
              onClick={() => this.open()}
            >
              {this.getAttribute('label') || DEFAULT_PAYMENT_LABEL}
            </button>
          )}
          <PaymentModal
            open={this.#open}
            onClose={() => this.close()}
            apiBase={config.apiBase}
            nonce={config.nonce}
            tracker={services.tracker}
          />
        </>,
      );
    }
  }

  customElements.define(PAYMENT_TAG, FunilPayment);
}
