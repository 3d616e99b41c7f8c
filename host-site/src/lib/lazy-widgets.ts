// The sales widgets, each fetched the first time a page shows it: the pages paint without them.
// Each goes through its own module in widget-chunks/: a dynamic import of the widgets' entry itself
// would pull every widget into whichever chunk already imports the entry (the tracker's).
import { type ComponentProps, type ComponentType, lazy } from 'react';
import type { SiteExitIntentPopup } from './widget-chunks/exit-intent-popup.tsx';

export const LazyLeadModal = lazy(() =>
  import('./widget-chunks/lead-modal.ts').then((chunk) => ({ default: chunk.LeadModal })),
);
export const LazyPaymentModal = lazy(() =>
  import('./widget-chunks/payment-modal.ts').then((chunk) => ({ default: chunk.PaymentModal })),
);
type ExitIntentPopupProps = ComponentProps<typeof SiteExitIntentPopup>;

/**
 * The popup is an extra the visitor did not ask for: when its chunk cannot be fetched (the server is
 * down for a moment, a deploy replaced the file), the page goes on without it. Letting the import
 * fail would take the whole page, and a lead modal being filled in, to the router's error screen.
 */
export const LazyExitIntentPopup = lazy<ComponentType<ExitIntentPopupProps>>(() =>
  import('./widget-chunks/exit-intent-popup.tsx').then(
    (chunk) => ({ default: chunk.SiteExitIntentPopup }),
    () => ({ default: NoExitIntentPopup }),
  ),
);

function NoExitIntentPopup(_props: ExitIntentPopupProps): null {
  return null;
}
