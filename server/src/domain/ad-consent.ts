// The cookie notice's answer on the server (decision 0024): a lead's 'Aceitar' is a consent row for
// analytics and ads, a 'Recusar' revokes it; the ads outbox follows the answer from then on.
import {
  AD_CONSENT_PURPOSES,
  AD_CONSENT_VERSIONS,
  type AdConsentChoice,
  adConsentTextVersion,
} from '@funil/core/ad-consent';
import type { AdConsentRequest } from '@funil/core/ad-consent-request';
import { MAX_EVENT_AGE_SECONDS } from './conversions-sender.ts';
import { type CapabilityStore, resolveHolder } from './lead-capability.ts';
import type { NewConsent } from './lead-consent.ts';

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

export type RecordAdConsentResult =
  | { ok: true; recorded: boolean }
  | { ok: false; error: 'lead_token_invalid' | 'ad_consent_version_unknown' };

/** Whether an event may leave for the ad platforms: the visitor's answer, then the lead's record. */
export function adEventAllowed(
  eventChoice: AdConsentChoice | undefined,
  lead: LeadAdConsent | undefined,
): 'send' | 'hold' | 'drop' {
  if (eventChoice === 'refused' || lead === 'revoked') return 'drop';
  if (eventChoice === 'accepted' || lead === 'granted') return 'send';
  return 'hold';
}

export async function recordAdConsent(
  deps: { store: AdConsentStore; now: () => Date; newId: () => string },
  input: AdConsentRequest,
): Promise<RecordAdConsentResult> {
  if (!AD_CONSENT_VERSIONS.includes(input.version)) return { ok: false, error: 'ad_consent_version_unknown' };
  const holder = await resolveHolder(deps.store, input);
  if (!holder) return { ok: false, error: 'lead_token_invalid' };
  // A claim is another browser's word about someone else's lead: answered, and the lead unchanged.
  if (holder.kind === 'claim') return { ok: true, recorded: false };
  const at = deps.now();
  const time = at.toISOString();
  const row: NewConsent = {
    id: deps.newId(),
    lead_id: holder.leadId,
    text_version: adConsentTextVersion(input.version),
    purposes: JSON.stringify(AD_CONSENT_PURPOSES),
    granted_at: time,
    created_at: time,
    source: 'site',
    partner_code: null,
  };
  if (input.choice === 'refused') await deps.store.revokeAdConsent(row);
  else await deps.store.grantAdConsent(row, Math.floor(at.getTime() / 1000) - MAX_EVENT_AGE_SECONDS);
  return { ok: true, recorded: true };
}
