// <funil-lead-capture>: the script-tag delivery of the lead modal, rendered with whatever `react` is.
import { defineInstagramPreviewElement } from '../instagram-preview/instagram-preview-element.tsx';
import type { EmbedServices } from '../lib/embed-services.ts';
import type { EmbedConfig } from '../lib/script-config.ts';
import { defineWidgetElement, type WidgetElement } from '../lib/widget-element.tsx';
import themeCss from '../ui/theme.css?inline';
import tokensCss from '../ui/tokens.css?inline';
import ctaCss from './cta.css?inline';
import { LeadCaptureCta } from './lead-capture-cta.tsx';
import { type LeadEvents, leadEventsFor } from './lead-events.ts';
import { leadOutboxFor } from './lead-outbox.ts';

// This file is the embed's lead-capture chunk: the preview card's element ships in it too.
export { defineInstagramPreviewElement };

export const LEAD_CAPTURE_TAG = 'funil-lead-capture';
export const DEFAULT_CTA_LABEL = 'Quero participar';

const CTA_CSS = [tokensCss, themeCss, ctaCss].join('\n');

export type LeadCaptureElement = WidgetElement;

/** Defines the element once; a second script tag or a second call leaves the first definition. */
export function defineLeadCaptureElement(config: EmbedConfig, services: EmbedServices = {}): void {
  if (customElements.get(LEAD_CAPTURE_TAG)) return;
  // The card the modal draws is also usable alone, as <funil-instagram-preview>.
  defineInstagramPreviewElement(config);
  // Sends the leads an earlier page could not save (offline, server down) as soon as the widget loads.
  leadOutboxFor(config.apiBase);

  const events = new WeakMap<WidgetElement, LeadEvents>();
  const eventsOf = (element: WidgetElement) => {
    const own = events.get(element) ?? leadEventsFor(element);
    events.set(element, own);
    return own;
  };

  defineWidgetElement(LEAD_CAPTURE_TAG, {
    observedAttributes: ['label', 'no-button'],
    css: CTA_CSS,
    nonce: config.nonce,
    render: (element) => (
      <LeadCaptureCta
        label={element.getAttribute('label') || DEFAULT_CTA_LABEL}
        showButton={!element.hasAttribute('no-button')}
        open={element.opened}
        onOpen={() => element.open()}
        onClose={() => element.close()}
        onLeadCaptured={(id) => eventsOf(element).captured(id)}
        onComplete={(lead) => eventsOf(element).completed(lead.id)}
        // A partner's page has no confirmation of its own to show.
        confirmation
        apiBase={config.apiBase}
        nonce={config.nonce}
        partner={config.partner}
        tracker={services.tracker}
      />
    ),
  });
}
