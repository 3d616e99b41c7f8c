// The cookie notice's answer (Funil's own site): whether this visitor lets the ad pixels load and the
// server send ad events with their data (decision 0024). One answer for both sides: the browser keeps
// it, and the server records it with the lead's consents. Browser code imports this: no zod here.
import type { ConsentPurpose } from './consent-notice.ts';

export const AD_CONSENT_CHOICES = ['accepted', 'refused'] as const;
export type AdConsentChoice = (typeof AD_CONSENT_CHOICES)[number];

/**
 * The notice's text version: a new wording gets a new number, and every visitor is asked again.
 * 2: the notice says that a refusal also stops what the server sends to the ad platforms.
 */
export const AD_CONSENT_VERSION = 2;

/** The versions the server records; an older page's answer names one of these. */
export const AD_CONSENT_VERSIONS: readonly number[] = [AD_CONSENT_VERSION];

/** What an 'Aceitar' allows, as the consents table names purposes. */
export const AD_CONSENT_PURPOSES: readonly ConsentPurpose[] = ['analytics', 'ads'];

/** consents.text_version of an answer to the cookie notice. */
export const adConsentTextVersion = (version: number) => `cookies-${version}`;
