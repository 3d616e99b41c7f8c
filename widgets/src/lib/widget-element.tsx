// A custom element that renders a widget into its own shadow root and can be opened and closed.
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { mountShadow, PAGE_HIDDEN_HOST_CSS } from './shadow-root.ts';

export interface WidgetElement extends HTMLElement {
  /** Whether open() was called last, rather than close(). */
  readonly opened: boolean;
  open(): void;
  close(): void;
}

export interface WidgetElementSpec {
  observedAttributes: string[];
  css: string;
  nonce?: string | undefined;
  render(element: WidgetElement): ReactNode;
  /** Runs on open() and close(), before the element renders again. */
  onToggle?(element: WidgetElement, open: boolean): void;
}

/** Defines the element once; a second script tag or a second call leaves the first definition. */
export function defineWidgetElement(tag: string, spec: WidgetElementSpec): void {
  if (customElements.get(tag)) return;

  class FunilWidgetElement extends HTMLElement implements WidgetElement {
    static observedAttributes = spec.observedAttributes;
    #root: Root | null = null;
    opened = false;

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
      this.#toggle(true);
    }

    close() {
      this.#toggle(false);
    }

    #toggle(open: boolean) {
      this.opened = open;
      spec.onToggle?.(this, open);
      // showModal() needs a connected dialog; connectedCallback renders the open state later.
      if (this.isConnected) this.#renderSoon();
    }

    #renderQueued = false;

    /**
     * open() and close() are called from the widget's own effects (a force-close reports itself
     * through onClose): rendering again inside one made Preact run that effect again, which closed
     * again — a loop that ended in 'Maximum call stack size exceeded'. A microtask renders after it.
     */
    #renderSoon() {
      if (this.#renderQueued) return;
      this.#renderQueued = true;
      queueMicrotask(() => {
        this.#renderQueued = false;
        if (this.isConnected) this.#render();
      });
    }

    #render() {
      this.#root ??= createRoot(
        mountShadow(this, { css: `${spec.css}\n${PAGE_HIDDEN_HOST_CSS}`, nonce: spec.nonce }),
      );
      this.#root.render(spec.render(this));
    }
  }

  customElements.define(tag, FunilWidgetElement);
}
