// The partner page's question: which active partner does this code name?
import type { PublicPartner } from '@funil/core/partner';
import { isPartnerCode } from '@funil/core/partner';

export interface PartnerStore {
  /** The active partner with exactly this code; inactive ones are not found. */
  findActivePartner(code: string): Promise<PublicPartner | undefined>;
}

export type PartnerResult = { ok: true; value: PublicPartner } | { ok: false; error: 'partner_not_found' };

export async function getActivePartner(store: PartnerStore, code: string): Promise<PartnerResult> {
  const partner = isPartnerCode(code) ? await store.findActivePartner(code) : undefined;
  return partner ? { ok: true, value: partner } : { ok: false, error: 'partner_not_found' };
}
