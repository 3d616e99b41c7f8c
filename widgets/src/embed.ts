// The script-tag entry: <script src=".../embed.js" data-api data-partner data-nonce> on any page.
import {
  defineLeadCaptureElement,
  LEAD_CAPTURE_TAG,
  type LeadCaptureElement,
} from './lead-capture/lead-capture-element.tsx';
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
defineLeadCaptureElement(readScriptConfig(document.currentScript));

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
