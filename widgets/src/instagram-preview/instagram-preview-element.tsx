// <funil-instagram-preview username="…">: the preview card on any page, in its own shadow root.
import type { EmbedConfig } from '../lib/script-config.ts';
import { defineWidgetElement } from '../lib/widget-element.tsx';
import { InstagramPreview } from './instagram-preview.tsx';
import { INSTAGRAM_PREVIEW_CSS } from './styles.ts';

export const INSTAGRAM_PREVIEW_TAG = 'funil-instagram-preview';
/** Fired on the element each time a lookup ends; detail is `{ found, profile, error }`. */
export const INSTAGRAM_LOADED_EVENT = 'funil:instagram-loaded';

/** Defines the element once; a second script tag or a second call leaves the first definition. */
export function defineInstagramPreviewElement(config: EmbedConfig): void {
  defineWidgetElement(INSTAGRAM_PREVIEW_TAG, {
    observedAttributes: ['username'],
    css: INSTAGRAM_PREVIEW_CSS,
    nonce: config.nonce,
    render: (element) => (
      <InstagramPreview
        username={element.getAttribute('username') ?? ''}
        apiBase={config.apiBase}
        onLoadingEnd={(end) =>
          element.dispatchEvent(
            new CustomEvent(INSTAGRAM_LOADED_EVENT, { bubbles: true, composed: true, detail: end }),
          )
        }
      />
    ),
  });
}
