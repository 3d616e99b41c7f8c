// Spec §7 behaviour update by phone: clicks and page views merged and capped, time on page summed.
import type { Behaviour } from '@funil/core/behaviour';
import { type DomainLogger, firstLeadByPhone, type PhoneLookup } from './lead-store.ts';
import {
  mergeClicks,
  mergePageViews,
  readStoredClicks,
  readStoredPageViews,
  timeOnPage,
} from './merge-behaviour.ts';

export interface StoredBehaviour {
  clicks_data: string | null;
  page_views: string | null;
}

export interface BehaviourChanges {
  clicks_data: string;
  page_views: string;
  time_on_page: number;
  updated_at: string;
}

export interface BehaviourStore extends PhoneLookup {
  getBehaviour(id: string): Promise<StoredBehaviour | undefined>;
  setBehaviour(id: string, changes: BehaviourChanges): Promise<void>;
}

export interface UpdateBehaviourDeps {
  store: BehaviourStore;
  logger: DomainLogger;
  now: () => Date;
}

export type UpdateBehaviourResult =
  | { ok: true; id: string; clicks: number; pageViews: number; timeOnPage: number }
  | { ok: false; error: 'lead_not_found' };

export async function updateBehaviour(
  deps: UpdateBehaviourDeps,
  input: Behaviour,
): Promise<UpdateBehaviourResult> {
  await deps.store.lockPhone(input.phone);
  const lead = await firstLeadByPhone(deps.store, deps.logger, input.phone);
  const stored = lead && (await deps.store.getBehaviour(lead.id));
  if (!lead || !stored) return { ok: false, error: 'lead_not_found' };

  const clicks = mergeClicks(readStoredClicks(stored.clicks_data), input.clicks);
  const pageViews = mergePageViews(readStoredPageViews(stored.page_views), input.pageViews);
  const total = timeOnPage(pageViews);
  await deps.store.setBehaviour(lead.id, {
    clicks_data: JSON.stringify(clicks),
    page_views: JSON.stringify(pageViews),
    time_on_page: total,
    updated_at: deps.now().toISOString(),
  });
  return { ok: true, id: lead.id, clicks: clicks.length, pageViews: pageViews.length, timeOnPage: total };
}
