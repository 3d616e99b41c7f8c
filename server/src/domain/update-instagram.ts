// Spec §5: set a lead's Instagram by phone, retrying with the 9 after the area code toggled.
import type { LeadInstagram } from '@funil/core/lead';
import { toggleNinthDigit } from './brazilian-ninth-digit.ts';
import { type DomainLogger, firstLeadByPhone, type PhoneLookup } from './lead-store.ts';

export interface InstagramStore extends PhoneLookup {
  updateInstagram(id: string, instagram: string, updatedAt: string): Promise<void>;
}

export interface UpdateInstagramDeps {
  store: InstagramStore;
  logger: DomainLogger;
  now: () => Date;
}

export type UpdateInstagramResult = { ok: true; id: string } | { ok: false; error: 'lead_not_found' };

export async function updateInstagramByPhone(
  deps: UpdateInstagramDeps,
  input: LeadInstagram,
): Promise<UpdateInstagramResult> {
  const lead = await findWithNinthDigitRetry(deps, input.phone);
  if (!lead) return { ok: false, error: 'lead_not_found' };
  await deps.store.updateInstagram(lead.id, input.instagram, deps.now().toISOString());
  return { ok: true, id: lead.id };
}

async function findWithNinthDigitRetry(deps: UpdateInstagramDeps, phone: string) {
  const exact = await firstLeadByPhone(deps.store, deps.logger, phone);
  if (exact) return exact;
  const other = toggleNinthDigit(phone);
  return other === undefined ? undefined : firstLeadByPhone(deps.store, deps.logger, other);
}
