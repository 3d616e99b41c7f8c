// The rows three staff reports are made of, as storage reads them (storage/analytics/behaviour-queries.ts,
// lead-search-queries.ts, lead-timeline-queries.ts); domain/analytics/ turns them into the reports.
import type { Period } from '@funil/core/analytics-period';
import type { LeadSearchResult } from '@funil/core/lead-search';

export interface BehaviourQueries {
  /**
   * The most clicked elements or most viewed pages over the period's days, `limit` of them, most
   * entries first: their entries and the time spent (milliseconds) summed.
   */
  topTargets(
    period: Period,
    kind: 'click' | 'page_view',
    limit: number,
  ): Promise<{ target: string; entries: number; timeMs: number }[]>;
  /** Every device with entries in the period, by name: its clicks, views and time spent summed. */
  devices(period: Period): Promise<{ device: string; clicks: number; views: number; timeMs: number }[]>;
}

export type FoundLead = LeadSearchResult['leads'][number];

export interface LeadSearchQueries {
  /** Leads not erased whose name, phone, Instagram or e-mail holds `text`, newest first, at most `limit`. */
  searchLeads(text: string, limit: number): Promise<FoundLead[]>;
}

/** Everything recorded of one lead, as stored: domain/analytics/lead-timeline.ts tells it in order. */
export interface LeadRecord {
  lead: {
    id: string;
    name: string;
    journeyStage: string;
    conversionStage: string;
    createdAt: string;
    lastVisit: string | null;
    visitCount: number;
    lastPageVisit: string | null;
  };
  visits: { visitedAt: string; page: string | null; referrer: string | null; device: string | null }[];
  behaviour: { kind: string; target: string; page: string; timeSpentMs: number; occurredAt: string }[];
  interactions: { type: string; createdAt: string }[];
  registrations: { eventTitle: string; registeredAt: string; status: string }[];
  checkouts: { method: string; amountCents: number; status: string; createdAt: string }[];
  /** The payment provider's notices about those checkouts. */
  payments: { eventType: string; provider: string; receivedAt: string }[];
}

export interface LeadTimelineQueries {
  leadRecord(leadId: string): Promise<LeadRecord | undefined>;
}
