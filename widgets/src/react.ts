// The React entry: the only export surface for React hosts (the host site draws its own CTA).

export { ExitIntentPopup, type ExitIntentPopupProps } from './exit-intent/exit-intent-popup.tsx';
export {
  createExitIntentStore,
  type ExitIntentState,
  type ExitIntentStore,
  type ExitVisitor,
} from './exit-intent/exit-intent-store.ts';
export {
  InstagramPreviewCard,
  type InstagramPreviewCardProps,
} from './instagram-preview/instagram-preview-card.tsx';
export type { LoadingEnd, PreviewState } from './instagram-preview/preview-store.ts';
export type { InstagramProfile } from './instagram-preview/profile.ts';
export { LeadModal, type LeadModalInitialState, type LeadModalProps } from './lead-capture/lead-modal.tsx';
export { hasPendingLeads, resumePendingLeads } from './lead-capture/lead-outbox.ts';
export type { CapturedLead } from './lead-capture/lead-store.ts';
/** ?cupom= links: the coupon this session carries, for the host site's own pages. */
export {
  captureCouponFromLocation,
  forgetCoupon,
  rememberCoupon,
  rememberedCoupon,
} from './lib/coupon-link.ts';
/** The browser storage keys (spec §3): the host site names them only through this entry. */
export { recordVisit } from './lib/last-visit.ts';
export {
  loadedLaunchSettings,
  loadLaunchSettings,
  type PublicLaunchSettings,
  primeLaunchSettings,
  useLaunchSettings,
} from './lib/launch-settings.ts';
export * as STORAGE_KEYS from './lib/storage-keys.ts';
export {
  hasPartialLeadData,
  readLeadCapability,
  readStoredLead,
  readStoredLeadId,
} from './lib/stored-lead.ts';
export type { PaymentTicket } from './payment/copy.ts';
export {
  type InitialCheckout,
  PaymentModal,
  type PaymentModalProps,
  type PaymentStep,
} from './payment/payment-modal.tsx';
export type { PaymentFailure, PaymentState } from './payment/payment-store.ts';
export type { BuyerDraft, BuyerErrors } from './payment/pix-buyer.ts';
export { isAdminPath } from './tracker/constants.ts';
export {
  hasPixels,
  loadPixels,
  type PixelConsent,
  type PixelIds,
  readPixelConsent,
  rememberPixelConsent,
} from './tracker/pixel-loader.ts';
export { sendToPixels } from './tracker/pixels.ts';
export { siteConsent } from './tracker/site-consent.ts';
export { createTracker, type TrackerOptions, trackCtaClick, trackPurchase } from './tracker/tracker.ts';
export type { TrackEventName, Tracker, TrackerIdentity, TrackOptions } from './tracker/tracker-api.ts';
