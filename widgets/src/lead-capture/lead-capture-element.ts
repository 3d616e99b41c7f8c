// <funil-lead-capture>: the loader defines it and draws its button itself, without Preact, so a
// partner page's button works once embed.js has run (decision 0045). The lead modal's chunk
// (lead-modal-view.tsx) is loaded when the visitor points at, focuses or clicks the button, and then
// draws each element's modal into the same shadow root.
import { mountShadow, PAGE_HIDDEN_HOST_CSS } from '../lib/shadow-root.ts';
import type { WidgetElement } from '../lib/widget-element.tsx';
import themeCss from '../ui/theme.css?inline';
import tokensCss from '../ui/tokens.css?inline';
import ctaCss from './cta.css?inline';

export const LEAD_CAPTURE_TAG = 'funil-lead-capture';
export const DEFAULT_CTA_LABEL = 'Quero participar';

const CTA_CSS = [tokensCss, themeCss, ctaCss, PAGE_HIDDEN_HOST_CSS].join('\n');

export type LeadCaptureElement = WidgetElement;

/** One element's modal as the chunk draws it: `update` draws `opened` again, `remove` unmounts it. */
export interface LeadModalHandle {
  update(): void;
  remove(): void;
}

/** What the lead modal's chunk gives the loader: draws one element's modal into a container. */
export type LeadModalView = (element: LeadCaptureElement, container: HTMLElement) => LeadModalHandle;

export interface LeadCaptureOptions {
  /** CSP nonce for the `<style>`, where the browser cannot adopt stylesheets (shadow-root.ts). */
  nonce?: string | undefined;
  /** Fetches the lead modal's chunk; rejects when it could not (a later use asks again). */
  loadModal(): Promise<LeadModalView | undefined>;
}

/**
 * Defines the element (once: a second call leaves the first definition) and returns what fetches the
 * modal and draws it, closed, into every element on the page.
 */
export function defineLeadCaptureElement({ nonce, loadModal }: LeadCaptureOptions): () => Promise<void> {
  let view: LeadModalView | undefined;
  /** Each connected element's way to draw its modal once the chunk is here. */
  const drawers = new Set<() => void>();
  const fetchModal = () =>
    loadModal().then((loaded) => {
      view = loaded;
      for (const draw of drawers) draw();
    });
  // The visitor's intent (pointer over the button, focus) fetches the modal before the click.
  const warm = () => void fetchModal().catch(() => {});

  class FunilLeadCapture extends HTMLElement implements LeadCaptureElement {
    static observedAttributes = ['label', 'no-button'];
    opened = false;
    #mount: HTMLElement | undefined;
    #button: HTMLButtonElement | undefined;
    #container: HTMLElement | undefined;
    #modal: LeadModalHandle | undefined;
    #draw = () => {
      const mount = this.#mount;
      if (!view || this.#modal || !mount) return;
      this.#container ??= mount.appendChild(document.createElement('div'));
      this.#modal = view(this, this.#container);
    };

    connectedCallback() {
      this.#mount ??= mountShadow(this, { css: CTA_CSS, nonce });
      this.attributeChangedCallback();
      drawers.add(this.#draw);
      this.#draw();
    }

    disconnectedCallback() {
      drawers.delete(this.#draw);
      this.#modal?.remove();
      this.#modal = undefined;
    }

    attributeChangedCallback() {
      const mount = this.#mount;
      if (!mount) return;
      if (this.hasAttribute('no-button')) {
        this.#button?.remove();
        this.#button = undefined;
        return;
      }
      if (!this.#button) {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'funil-button funil-cta';
        button.setAttribute('aria-haspopup', 'dialog');
        button.addEventListener('click', () => this.open());
        button.addEventListener('pointerenter', warm);
        button.addEventListener('focus', warm);
        mount.prepend(button);
        this.#button = button;
      }
      this.#button.textContent = this.getAttribute('label') || DEFAULT_CTA_LABEL;
    }

    open() {
      this.#toggle(true);
    }

    close() {
      this.#toggle(false);
    }

    #toggle(open: boolean) {
      this.opened = open;
      if (this.#modal) this.#modal.update();
      // A click before the chunk arrived opens the modal when it does; a failed download (which the
      // loader reports) leaves the button as it was, and the next click asks again.
      else if (open && this.isConnected) {
        fetchModal().catch(() => {
          this.opened = false;
        });
      }
    }
  }

  if (!customElements.get(LEAD_CAPTURE_TAG)) customElements.define(LEAD_CAPTURE_TAG, FunilLeadCapture);
  return fetchModal;
}
