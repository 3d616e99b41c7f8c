// Spec §5 Instagram step: sets the handle of the lead this browser saved, named by its capability
// (decision 0019); a claim's handle only fills a blank, and is kept for staff either way.
import type { LeadInstagram } from '@funil/core/lead';
import { publicIdOf, resolveHolder } from './lead-capability.ts';
import { fillLeadBlanks } from './lead-claim.ts';
import { queueLeadCompleted } from './outbound-events/lead-events.ts';
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
  const now = deps.now();
  const time = now.toISOString();
  // One step 2 at a time per lead: the first that completes it announces it (lead.completed).
  await deps.store.lockLead(holder.leadId);
  if (holder.kind === 'owner') {
    await deps.store.updateInstagram(holder.leadId, input.instagram, time);
    await queueLeadCompleted(deps.store, holder.leadId, now);
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
  // A claim's handle that filled the lead's blank completes the lead too.
  if (filled.length > 0) await queueLeadCompleted(deps.store, holder.leadId, now);
  return { ok: true, id: publicIdOf(holder) };
}
