// Whether staff may no longer write to a lead on WhatsApp: the one definition every staff screen,
// the leads export and the staff reply read (issue 27). storage/opt-out-sql.ts is its only SQL.
import { OPTED_OUT_STATUS } from './whatsapp-rules.ts';

/** The facts the rule reads, as storage finds them for one lead. */
export interface OptOutFacts {
  /** leads.cadence_status: 'opted_out' once the lead answered SAIR or PARAR. */
  cadenceStatus: string | null;
  /** The lead has a `contact` consent that was revoked. */
  revokedContactConsent: boolean;
  /** The lead has a `contact` consent that is not revoked (a newer notice agreed to). */
  activeContactConsent: boolean;
}

/**
 * Opted out: the lead answered SAIR or PARAR, or revoked their consent to be contacted and gave
 * none since. A lead who never saw the notice is not opted out (they never said no); the staff
 * reply refuses them for want of consent, a different reason.
 */
export function isOptedOut(facts: OptOutFacts): boolean {
  if (facts.cadenceStatus === OPTED_OUT_STATUS) return true;
  return facts.revokedContactConsent && !facts.activeContactConsent;
}
