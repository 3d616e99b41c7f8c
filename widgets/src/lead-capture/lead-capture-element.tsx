// <funil-lead-capture>: the script-tag delivery of the lead modal, rendered with whatever `react` is.
import { createRoot, type Root } from 'react-dom/client';
import { defineInstagramPreviewElement } from '../instagram-preview/instagram-preview-element.tsx';
import type { EmbedConfig } from '../lib/script-config.ts';
import { mountShadow } from '../lib/shadow-root.ts';
import themeCss from '../ui/theme.css?inline';
import tokensCss from '../ui/tokens.css?inline';
import ctaCss from './cta.css?inline';
import { LeadCaptureCta } from './lead-capture-cta.tsx';
import { leadOutboxFor } from './lead-outbox.ts';
import type { CapturedLead } from './lead-store.ts';

// This file is the embed's lead-capture chunk: the preview card's element ships in it too.
export { defineInstagramPreviewElement };

export const LEAD_CAPTURE_TAG = 'funil-lead-capture';
export const LEAD_CAPTURED_EVENT = 'funil:lead-captured';
export const DEFAULT_CTA_LABEL = 'Quero participar';

const CTA_CSS = [tokensCss, themeCss, ctaCss].join('\n');

export interface LeadCaptureElement extends HTMLElement {
  open(): void;
  close(): void;
}

/** Defines the element once; a second script tag or a second call leaves the first definition. */
export function defineLeadCaptureElement(config: EmbedConfig): void {
  if (customElements.get(LEAD_CAPTURE_TAG)) return;
  // The card the modal draws is also usable alone, as <funil-instagram-preview>.
  defineInstagramPreviewElement(config);
  // Sends the leads an earlier page could not save (offline, server down) as soon as the widget loads.
  leadOutboxFor(config.apiBase);

  class FunilLeadCapture extends HTMLElement implements LeadCaptureElement {
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
      // showModal() needs a connected dialog; connectedCallback renders the open state later.
      if (this.isConnected) this.#render();
    }

    close() {
      this.#open = false;
      if (this.#root) this.#render();
    }

    #complete(lead: CapturedLead) {
      this.dispatchEvent(
        new CustomEvent(LEAD_CAPTURED_EVENT, { bubbles: true, composed: true, detail: { id: lead.id } }),
      );
    }

    #render() {
      this.#root ??= createRoot(mountShadow(this, { css: CTA_CSS, nonce: config.nonce }));
      this.#root.render(
        <LeadCaptureCta
          label={this.getAttribute('label') || DEFAULT_CTA_LABEL}
          showButton={!this.hasAttribute('no-button')}
          open={this.#open}
          onOpen={() => this.open()}
          onClose={() => this.close()}
          onComplete={(lead) => this.#complete(lead)}
          apiBase={config.apiBase}
          nonce={config.nonce}
          partner={config.partner}
        />,
      );
    }
  }

  customElements.define(LEAD_CAPTURE_TAG, FunilLeadCapture);
}
