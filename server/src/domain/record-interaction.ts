// lead_interactions insert (spec §7): free-form data about one lead, refused for unknown leads.
import type { Interaction } from '@funil/core/interaction';
import { newRowId } from './row-id.ts';

export interface NewInteraction {
  id: string;
  lead_id: string;
  interaction_type: string;
  data: string;
  created_at: string;
}

export interface InteractionStore {
  leadExists(id: string): Promise<boolean>;
  insertInteraction(interaction: NewInteraction): Promise<void>;
}

export interface RecordInteractionDeps {
  store: InteractionStore;
  now: () => Date;
  newId?: () => string;
}

export type RecordInteractionResult = { ok: true; id: string } | { ok: false; error: 'lead_not_found' };

export async function recordInteraction(
  deps: RecordInteractionDeps,
  input: Interaction,
): Promise<RecordInteractionResult> {
  if (!(await deps.store.leadExists(input.leadId))) return { ok: false, error: 'lead_not_found' };
  const id = (deps.newId ?? newRowId)();
  await deps.store.insertInteraction({
    id,
    lead_id: input.leadId,
    interaction_type: input.type,
    data: JSON.stringify(input.data),
    created_at: deps.now().toISOString(),
  });
  return { ok: true, id };
}
