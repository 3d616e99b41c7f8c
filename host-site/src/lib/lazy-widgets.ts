// The sales widgets, each fetched the first time a page shows it: the pages paint without them.
// Each goes through its own module in widget-chunks/: a dynamic import of the widgets' entry itself
// would pull every widget into whichever chunk already imports the entry (the tracker's).
import { lazy } from 'react';

export const LazyLeadModal = lazy(() =>
  import('./widget-chunks/lead-modal.ts').then((chunk) => ({ default: chunk.LeadModal })),
);
export const LazyPaymentModal = lazy(() =>
  import('./widget-chunks/payment-modal.ts').then((chunk) => ({ default: chunk.PaymentModal })),
);
export const LazyExitIntentPopup = lazy(() =>
  import('./widget-chunks/exit-intent-popup.tsx').then((chunk) => ({ default: chunk.SiteExitIntentPopup })),
);
