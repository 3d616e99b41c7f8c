// The embed's lead-capture chunk (embed/lead-capture.js): the modal of every <funil-lead-capture>,
// whose button the loader draws (lead-capture-element.ts), rendered with whatever `react` is.
import { createRoot } from 'react-dom/client';
import { defineInstagramPreviewElement } from '../instagram-preview/instagram-preview-element.tsx';
import type { EmbedServices } from '../lib/embed-services.ts';
import type { EmbedConfig } from '../lib/script-config.ts';
import type { LeadCaptureElement, LeadModalView } from './lead-capture-element.ts';
import { type LeadEvents, leadEventsFor } from './lead-events.ts';
import { LeadModal } from './lead-modal.tsx';
import { leadOutboxFor } from './lead-outbox.ts';

// The card the modal draws is also usable alone, as <funil-instagram-preview>: it ships in this chunk.
export { defineInstagramPreviewElement };

/** Readies the chunk for the loader and returns what draws an element's modal. */
export function leadModalView(config: EmbedConfig, services: EmbedServices = {}): LeadModalView {
  defineInstagramPreviewElement(config);
  // Sends the leads an earlier page could not save (offline, server down) as soon as the chunk loads.
  leadOutboxFor(config.apiBase);

  const events = new WeakMap<LeadCaptureElement, LeadEvents>();
  const eventsOf = (element: LeadCaptureElement) => {
    const own = events.get(element) ?? leadEventsFor(element);
    events.set(element, own);
    return own;
  };

  return (element, container) => {
    const root = createRoot(container);
    let mounted = true;
    let queued = false;
    const render = () =>
      root.render(
        <LeadModal
          open={element.opened}
          onClose={() => element.close()}
          onLeadCaptured={(id) => eventsOf(element).captured(id)}
          onComplete={(lead) => eventsOf(element).completed(lead.id)}
          // A partner's page has no confirmation of its own to show.
          confirmation
          apiBase={config.apiBase}
          nonce={config.nonce}
          partner={config.partner}
          tracker={services.tracker}
        />,
      );
    render();
    return {
      // open() and close() are called from the modal's own effects (a force-close reports itself
      // through onClose): rendering again inside one made Preact run that effect again, which closed
      // again, a loop that ended in 'Maximum call stack size exceeded'. A microtask renders after it.
      update() {
        if (queued) return;
        queued = true;
        queueMicrotask(() => {
          queued = false;
          if (mounted) render();
        });
      },
      remove() {
        mounted = false;
        root.unmount();
      },
    };
  };
}
