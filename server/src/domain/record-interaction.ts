// lead_interactions insert (spec §7): free-form data about the lead this browser saved, named by its
// capability (decision 0019). A claim's record goes on the lead marked as unconfirmed.
import type { Interaction } from '@funil/core/interaction';
import { resolveHolder } from './lead-capability.ts';
import type { InteractionStore } from './ports/leads.ts';
import { newRowId } from './row-id.ts';

export interface RecordInteractionDeps {
  store: InteractionStore;
  now: () => Date;
  newId?: () => string;
}

export type RecordInteractionResult = { ok: true; id: string } | { ok: false; error: 'lead_token_invalid' };

export async function recordInteraction(
  deps: RecordInteractionDeps,
  input: Interaction,
): Promise<RecordInteractionResult> {
  const holder = await resolveHolder(deps.store, input);
  // The same refusal whether or not the id is a lead's: the endpoint tells no one which ids exist.
  if (!holder) return { ok: false, error: 'lead_token_invalid' };
  const id = (deps.newId ?? newRowId)();
  await deps.store.insertInteraction({
    id,
    lead_id: holder.leadId,
    // A claim cannot pass its records off as the lead's own (a 'message_received', a 'payment_click').
    ...(holder.kind === 'owner'
      ? { interaction_type: input.type, data: JSON.stringify(input.data) }
      : {
          interaction_type: 'unverified_interaction',
          data: JSON.stringify({ claimId: holder.claimId, type: input.type, data: input.data }),
        }),
    created_at: deps.now().toISOString(),
  });
  return { ok: true, id };
}
