// <funil-instagram-preview username="…">: the preview card on any page, in its own shadow root.
import { createRoot, type Root } from 'react-dom/client';
import type { EmbedConfig } from '../lib/script-config.ts';
import { mountShadow } from '../lib/shadow-root.ts';
import { InstagramPreview } from './instagram-preview.tsx';
import type { LoadingEnd } from './preview-store.ts';
import { INSTAGRAM_PREVIEW_CSS } from './styles.ts';

export const INSTAGRAM_PREVIEW_TAG = 'funil-instagram-preview';
/** Fired on the element each time a lookup ends; detail is `{ found, profile, error }`. */
export const INSTAGRAM_LOADED_EVENT = 'funil:instagram-loaded';

/** Defines the element once; a second script tag or a second call leaves the first definition. */
export function defineInstagramPreviewElement(config: EmbedConfig): void {
  if (customElements.get(INSTAGRAM_PREVIEW_TAG)) return;

  class FunilInstagramPreview extends HTMLElement {
    static observedAttributes = ['username'];
    #root: Root | null = null;

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

    #loaded(end: LoadingEnd) {
      this.dispatchEvent(
        new CustomEvent(INSTAGRAM_LOADED_EVENT, { bubbles: true, composed: true, detail: end }),
      );
    }

    #render() {
      this.#root ??= createRoot(mountShadow(this, { css: INSTAGRAM_PREVIEW_CSS, nonce: config.nonce }));
      this.#root.render(
        <InstagramPreview
          username={this.getAttribute('username') ?? ''}
          apiBase={config.apiBase}
          onLoadingEnd={(end) => this.#loaded(end)}
        />,
      );
    }
  }

  customElements.define(INSTAGRAM_PREVIEW_TAG, FunilInstagramPreview);
}
