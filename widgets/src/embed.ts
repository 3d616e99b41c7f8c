// The script-tag entry: <script src=".../embed.js" data-api data-partner data-nonce> on any page.
import { defineInstagramPreviewElement } from './instagram-preview/instagram-preview-element.tsx';
import {
  defineLeadCaptureElement,
  LEAD_CAPTURE_TAG,
  type LeadCaptureElement,
} from './lead-capture/lead-capture-element.tsx';
import { leadOutboxFor } from './lead-capture/lead-outbox.ts';
import { readScriptConfig } from './lib/script-config.ts';

/** `window.Funil`: lets a partner page open the lead modal from its own buttons. */
export interface FunilGlobal {
  open(): void;
  close(): void;
}

declare global {
  interface Window {
    Funil?: FunilGlobal;
  }
}

// document.currentScript is only set while this file runs, so it is read first.
const config = readScriptConfig(document.currentScript);
defineLeadCaptureElement(config);
defineInstagramPreviewElement(config);
// Sends the leads an earlier page could not save (offline, server down) on every page load.
leadOutboxFor(config.apiBase);

function captureElement(): LeadCaptureElement {
  const existing = document.querySelector<LeadCaptureElement>(LEAD_CAPTURE_TAG);
  if (existing) return existing;
  const created = document.createElement(LEAD_CAPTURE_TAG) as LeadCaptureElement;
  created.setAttribute('no-button', '');
  document.body.append(created);
  return created;
}

// A second copy of the script keeps the first global, like it keeps the first element definition.
window.Funil ??= {
  open: () => captureElement().open(),
  close: () => {
    for (const element of document.querySelectorAll<LeadCaptureElement>(LEAD_CAPTURE_TAG)) element.close();
  },
};
