// Keeps a lead's behaviour rows and their daily sums in step with its clicks_data/page_views, and fills
// both for leads written before they existed.

import { readStoredClicks, readStoredPageViews } from '@funil/core/merge-behaviour';
import { dailyDeltas } from './behaviour-daily.ts';
import { behaviourEntries, deviceCategory } from './behaviour-entries.ts';
import type {
  BehaviourEntriesStore,
  BehaviourEntry,
  LeadBehaviourRow,
} from './ports/behaviour-entries-store.ts';

const BACKFILL_PAGE = 1_000;

export function entriesOfLead(lead: LeadBehaviourRow): BehaviourEntry[] {
  return behaviourEntries(
    lead.id,
    deviceCategory(lead.device_info),
    readStoredClicks(lead.clicks_data),
    readStoredPageViews(lead.page_views),
  );
}

/** Rewrites one lead's rows from what its lead row holds now; call it inside the behaviour update. */
export async function syncBehaviourEntries(store: BehaviourEntriesStore, leadId: string): Promise<void> {
  const lead = await store.leadBehaviour(leadId);
  const before = await store.storedEntries(leadId);
  const after = lead ? entriesOfLead(lead) : [];
  await store.replaceEntries(leadId, after, dailyDeltas(before, after));
}

/**
 * Fills the rows of every lead with behaviour but no entries (data written before migration 0014,
 * or loaded in bulk), and their daily sums. Returns how many leads it filled.
 */
export async function backfillBehaviourEntries(
  store: BehaviourEntriesStore,
  pageSize = BACKFILL_PAGE,
): Promise<number> {
  let filled = 0;
  let after = '';
  for (;;) {
    const leads = await store.leadsWithoutEntries(after, pageSize);
    if (leads.length === 0) return filled;
    const entries = leads.flatMap(entriesOfLead);
    await store.addEntries(entries, dailyDeltas([], entries));
    filled += leads.length;
    after = leads[leads.length - 1]?.id ?? after;
  }
}
