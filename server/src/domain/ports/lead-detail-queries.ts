// Everything stored about one lead for the staff detail view (domain/lead-detail.ts adds what is worked
// out from it); implemented by storage/lead-detail-repository.ts.
import type { LeadDetail } from '@funil/core/admin-leads';
import type { EngagementColumns } from '@funil/core/lead-engagement';

export interface LeadDetailRows {
  /** The detail's stored parts: the row and every table that refers to it. */
  stored: Omit<LeadDetail, 'engagement' | 'behaviour'>;
  /** The lead's own signal and behaviour columns, as stored. */
  signals: EngagementColumns & { page_views: string | null };
}

export interface LeadDetailQueries {
  leadDetailRows(id: string): Promise<LeadDetailRows | undefined>;
}
