// Spec §7 behaviour update of the lead this browser saved (named by its capability, decision 0019):
// clicks and page views merged and capped, time on page summed. A claim's behaviour is not the lead's.
import type { Behaviour } from '@funil/core/behaviour';
import {
  mergeClicks,
  mergePageViews,
  readStoredClicks,
  readStoredPageViews,
  timeOnPage,
} from '@funil/core/merge-behaviour';
import { syncBehaviourEntries } from './behaviour-sync.ts';
import { publicIdOf, resolveHolder } from './lead-capability.ts';
import type { BehaviourStore } from './ports/leads.ts';
import type { DomainLogger } from './ports/logger.ts';

export interface UpdateBehaviourDeps {
  store: BehaviourStore;
  logger: DomainLogger;
  now: () => Date;
}

export type UpdateBehaviourResult =
  | { ok: true; id: string; clicks: number; pageViews: number; timeOnPage: number }
  | { ok: false; error: 'lead_token_invalid' };

export async function updateBehaviour(
  deps: UpdateBehaviourDeps,
  input: Behaviour,
): Promise<UpdateBehaviourResult> {
  const holder = await resolveHolder(deps.store, input);
  if (!holder) return { ok: false, error: 'lead_token_invalid' };
  // Answered like the owner's, so a claim cannot tell itself apart; nothing of the lead changes.
  if (holder.kind === 'claim')
    return { ok: true, id: publicIdOf(holder), clicks: 0, pageViews: 0, timeOnPage: 0 };

  await deps.store.lockLead(holder.leadId);
  const stored = await deps.store.getBehaviour(holder.leadId);
  if (!stored) return { ok: false, error: 'lead_token_invalid' };
  const clicks = mergeClicks(readStoredClicks(stored.clicks_data), input.clicks);
  const pageViews = mergePageViews(readStoredPageViews(stored.page_views), input.pageViews);
  const total = timeOnPage(pageViews);
  await deps.store.setBehaviour(holder.leadId, {
    clicks_data: JSON.stringify(clicks),
    page_views: JSON.stringify(pageViews),
    time_on_page: total,
    updated_at: deps.now().toISOString(),
  });
  await syncBehaviourEntries(deps.store, holder.leadId);
  return {
    ok: true,
    id: holder.leadId,
    clicks: clicks.length,
    pageViews: pageViews.length,
    timeOnPage: total,
  };
}
