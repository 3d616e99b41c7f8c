// The consent the lead form's notice asks for (LGPD art. 7, I), recorded with the save that gave it.
import { type ConsentSource, leadConsentNotice } from '@funil/core/consent-notice';
import type { ConsentStore, NewConsent } from './ports/leads.ts';

export interface ConsentGiven {
  version: string;
  source: ConsentSource;
}

/** True when the version names a notice this server has shown (the route refuses any other). */
export function isKnownConsentVersion(version: string): boolean {
  return leadConsentNotice(version) !== undefined;
}

/**
 * The row recording that the person saving `leadId` agreed to the notice they were shown; its
 * purposes are the notice's own, never the browser's word. None for a save that showed no notice.
 */
export function leadConsentRow(
  input: { leadId: string; consent: ConsentGiven | undefined; partner: string | undefined; time: string },
  newId: () => string,
): NewConsent | undefined {
  const notice = input.consent && leadConsentNotice(input.consent.version);
  if (!input.consent || !notice) return undefined;
  return {
    id: newId(),
    lead_id: input.leadId,
    text_version: notice.version,
    purposes: JSON.stringify(notice.purposes),
    granted_at: input.time,
    created_at: input.time,
    source: input.consent.source,
    partner_code: input.partner ?? null,
  };
}

/** Records the consent of leadConsentRow, if the save showed a notice. */
export async function recordLeadConsent(
  store: ConsentStore,
  input: { leadId: string; consent: ConsentGiven | undefined; partner: string | undefined; time: string },
  newId: () => string,
): Promise<void> {
  const row = leadConsentRow(input, newId);
  if (row) await store.recordConsent(row);
}
