// Every key the widgets keep in the browser, in one place: the spec §3 contract (lead, leadId,
// partialLeadData, pendingLeads…) and Funil's own additions. Only lib/storage.ts touches storage, under
// these names (namespaced `funil:` on a partner's page); each key's reader and writer sit beside it:
// lead, leadId, partialLeadData and personalizationLock in stored-lead.ts, pendingLeads in the lead
// outbox, paymentClickedAt in payment-click.ts, the coupon in coupon-link.ts, the exit popup's in
// exit-rules.ts, the Instagram cache in profile-storage.ts, the tracker's in lead-events.ts,
// pixel-loader.ts and ad-cookies.ts.
// The host site reads them only through @funil/widgets/react.

/** Spec §3: `{ name, email, whatsapp, savedAt }` of the lead this browser saved. */
export const LEAD_KEY = 'lead';
/** Spec §3: `{ id, timestamp, token? }`, the lead's id and its secret (decision 0019). */
export const LEAD_ID_KEY = 'leadId';
/** Spec §3: what a visitor typed so far (name, whatsapp, region, instagram). */
export const PARTIAL_LEAD_KEY = 'partialLeadData';
/** Saves that wait for the server (lead-outbox.ts). */
export const PENDING_LEADS_KEY = 'pendingLeads';
/** Set by whatever personalises the next page from the handle; the lead modal waits while it exists. */
export const PERSONALIZATION_LOCK_KEY = 'personalizationLock';
/** Spec §4 payment-click state. */
export const PAYMENT_CLICK_KEY = 'paymentClickedAt';
/** The exit popup showed in this tab's session (sessionStorage). */
export const EXIT_SHOWN_IN_SESSION_KEY = 'exitModalShownInSession';
/** When this browser last opened a page of ours (epoch ms), kept 7 days at most (last-visit.ts). */
export const LAST_VISIT_KEY = 'funil:lastVisitAt';
/** The visit before this tab's session began (epoch ms, '0' for none), fixed once per session (sessionStorage). */
export const VISIT_BEFORE_SESSION_KEY = 'funil:visitBeforeSession';
/** When the exit popup last showed (epoch ms). */
export const EXIT_LAST_SHOWN_KEY = 'exitModalLastShown';
/** Prefix of the 24 h Instagram profile cache, per username. */
export const INSTAGRAM_PROFILE_PREFIX = 'instagramProfile_';
/** Prefix of the cross-tab Instagram look-up lock, per username. */
export const INSTAGRAM_LOCK_PREFIX = 'instagramFetchLock_';
/** Where the Meta pixel's click id lives when the cookie was not set (spec §3). */
export const FBC_KEY = '_fbc';
/** Which lead events this browser already sent (tracker/lead-events.ts). */
export const LEAD_EVENTS_KEY = 'funil:leadEvents';
/** The visitor's answer to the cookie banner (tracker/pixel-loader.ts). */
export const PIXEL_CONSENT_KEY = 'funil:pixelConsent';
/** The coupon a `?cupom=` link applied, kept for this tab's session (sessionStorage, coupon-link.ts). */
export const COUPON_KEY = 'funil:coupon';
