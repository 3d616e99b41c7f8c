// Where a lead's behaviour rows and their daily sums are kept (domain/behaviour-sync.ts decides them);
// implemented by storage/behaviour-entries-repository.ts.
/** The lead columns its behaviour rows are read from. */
export interface LeadBehaviourRow {
  id: string;
  device_info: string | null;
  clicks_data: string | null;
  page_views: string | null;
}

export interface BehaviourEntriesStore {
  leadBehaviour(leadId: string): Promise<LeadBehaviourRow | undefined>;
  /** The lead's rows as stored now. */
  storedEntries(leadId: string): Promise<DailyEntry[]>;
  /**
   * Replaces the lead's rows with `entries` and adds `deltas` to the daily sums (concurrent writers
   * add, never overwrite); runs in the caller's transaction.
   */
  replaceEntries(
    leadId: string,
    entries: readonly BehaviourEntry[],
    deltas: readonly DailyDelta[],
  ): Promise<void>;
  /** A page of leads with clicks or page views and no rows yet, ids after `after`, in id order. */
  leadsWithoutEntries(after: string, limit: number): Promise<LeadBehaviourRow[]>;
  /** Adds rows for leads that have none, and their deltas, in one transaction of its own. */
  addEntries(entries: readonly BehaviourEntry[], deltas: readonly DailyDelta[]): Promise<void>;
}

export type DeviceCategory = 'mobile' | 'tablet' | 'desktop' | 'unknown';

export interface BehaviourEntry {
  lead_id: string;
  kind: 'click' | 'page_view';
  seq: number;
  target: string;
  page: string;
  time_spent_ms: number;
  device: DeviceCategory;
  occurred_at: string;
}

export interface DailyDelta {
  day: string;
  kind: BehaviourEntry['kind'];
  target: string;
  device: string;
  entries: number;
  time_spent_ms: number;
}

export interface DailyEntry {
  kind: BehaviourEntry['kind'];
  target: string;
  /** A DeviceCategory when written by this code; stored text when read back. */
  device: string;
  occurred_at: string;
  time_spent_ms: number;
}
