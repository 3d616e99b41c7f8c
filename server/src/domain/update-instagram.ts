// Spec §5 Instagram step: sets the handle of the lead this browser saved, named by its capability
// (decision 0019); a claim's handle only fills a blank, and is kept for staff either way.
import type { LeadInstagram } from '@funil/core/lead';
import { publicIdOf, resolveHolder } from './lead-capability.ts';
import { fillLeadBlanks } from './lead-claim.ts';
import type { InstagramStore } from './ports/leads.ts';
import type { DomainLogger } from './ports/logger.ts';
import { newRowId } from './row-id.ts';

export interface UpdateInstagramDeps {
  store: InstagramStore;
  logger: DomainLogger;
  now: () => Date;
  newId?: () => string;
}

export type UpdateInstagramResult = { ok: true; id: string } | { ok: false; error: 'lead_token_invalid' };

export async function updateInstagram(
  deps: UpdateInstagramDeps,
  input: LeadInstagram,
): Promise<UpdateInstagramResult> {
  const holder = await resolveHolder(deps.store, input);
  // Whether or not the phone or the id is a lead's, the answer is the same refusal.
  if (!holder) return { ok: false, error: 'lead_token_invalid' };
  const time = deps.now().toISOString();
  if (holder.kind === 'owner') {
    await deps.store.updateInstagram(holder.leadId, input.instagram, time);
    return { ok: true, id: holder.leadId };
  }
  const filled = await fillLeadBlanks(deps.store, holder.leadId, { instagram: input.instagram }, time);
  await deps.store.insertInteraction({
    id: (deps.newId ?? newRowId)(),
    lead_id: holder.leadId,
    interaction_type: 'unverified_instagram',
    data: JSON.stringify({ claimId: holder.claimId, instagram: input.instagram, filled }),
    created_at: time,
  });
  await deps.store.updateClaim(holder.claimId, { instagram: input.instagram, updated_at: time });
  return { ok: true, id: publicIdOf(holder) };
}
