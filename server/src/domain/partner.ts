// The partner page's question: which active partner does this code name?
import type { PublicPartner } from '@funil/core/partner';
import { isPartnerCode } from '@funil/core/partner';
import type { PartnerStore } from './ports/partners.ts';

export type PartnerResult = { ok: true; value: PublicPartner } | { ok: false; error: 'partner_not_found' };

export async function getActivePartner(store: PartnerStore, code: string): Promise<PartnerResult> {
  const partner = isPartnerCode(code) ? await store.findActivePartner(code) : undefined;
  return partner ? { ok: true, value: partner } : { ok: false, error: 'partner_not_found' };
}
