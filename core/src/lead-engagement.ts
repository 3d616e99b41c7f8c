// A stored lead's engagement signals, read from its columns, so every write and the hot-leads list score alike.

import type { EngagementScore, EngagementSignals } from './engagement-score.ts';
import { engagementScore } from './engagement-score.ts';
import { readStoredClicks } from './merge-behaviour.ts';

/**
 * The lead columns the score depends on; a write to any of them must rescore the lead. Storage names
 * them for its selects in storage/engagement-columns.ts.
 */
export interface EngagementColumns {
  visit_count: number;
  time_on_page: number;
  clicks_data: string | null;
  instagram: string | null;
  checkout_created_at: string | null;
  checkout_visited_at: string | null;
  checkout_abandoned_at: string | null;
}

export function engagementSignalsOf(lead: EngagementColumns): EngagementSignals {
  return {
    visitCount: lead.visit_count,
    timeOnPageMs: lead.time_on_page,
    clicks: readStoredClicks(lead.clicks_data).length,
    instagramGiven: Boolean(lead.instagram),
    checkoutCreated: lead.checkout_created_at !== null,
    checkoutVisited: lead.checkout_visited_at !== null,
    checkoutAbandoned: lead.checkout_abandoned_at !== null,
  };
}

export function leadEngagement(lead: EngagementColumns): EngagementScore {
  return engagementScore(engagementSignalsOf(lead));
}
