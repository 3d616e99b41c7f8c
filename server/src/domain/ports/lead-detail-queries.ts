// Everything stored about one lead for the staff detail view (domain/lead-detail.ts adds what is worked
// out from it); implemented by storage/lead-detail-repository.ts.
import type { LeadDetail } from '@funil/core/admin-leads';
import type { EngagementColumns } from '@funil/core/lead-engagement';

/** What makes the lead a launch's (decision 0036), each with its launch and instant. */
export interface ParticipationRows {
  /** The launches whose period held the lead's first save of the form. */
  captures: { launchId: string; at: string }[];
  registrations: { launchId: string; eventTitle: string; at: string }[];
  checkouts: { launchId: string; status: string; at: string }[];
  /** The name of every launch named above. */
  launchNames: Record<string, string>;
}

export interface LeadDetailRows {
  /** The detail's stored parts: the row and every table that refers to it. */
  stored: Omit<LeadDetail, 'engagement' | 'behaviour' | 'participations'>;
  participations: ParticipationRows;
  /** The lead's own signal and behaviour columns, as stored. */
  signals: EngagementColumns & { page_views: string | null };
}

export interface LeadDetailQueries {
  leadDetailRows(id: string): Promise<LeadDetailRows | undefined>;
}
