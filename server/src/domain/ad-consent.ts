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
import { resolveHolder } from './lead-capability.ts';
import type { AdConsentStore, LeadAdConsent } from './ports/ad-consent.ts';
import type { NewConsent } from './ports/leads.ts';

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
