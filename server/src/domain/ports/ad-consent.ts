// The visitor's ad consent (Aceitar / revoke) as storage keeps it
// (storage/ad-consent-repository.ts implements it).
import type { CapabilityStore } from './lead-capabilities.ts';
import type { NewConsent } from './leads.ts';

/** What the server holds of a lead's answer: a live grant, a grant taken back, or nothing. */
export type LeadAdConsent = 'granted' | 'revoked';

export interface AdConsentStore extends Pick<CapabilityStore, 'findCapability'> {
  /**
   * 'Aceitar': the lead's row for this version (made, or given again if revoked), and its held ad
   * events still young enough for Meta released to the sender.
   */
  grantAdConsent(row: NewConsent, oldestEventTime: number): Promise<void>;
  /**
   * 'Recusar': every ads consent of the lead revoked (a first answer is kept as this version's row,
   * revoked as it was given), and its events not yet sent dropped.
   */
  revokeAdConsent(row: NewConsent): Promise<void>;
}
