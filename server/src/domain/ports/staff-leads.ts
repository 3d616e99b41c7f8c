// The staff leads table, a lead's detail, hot leads and qualification
// (storage/admin-leads-repository.ts, lead-detail-repository.ts and qualification-repository.ts).
import type {
  LeadDetail,
  LeadFilterOptions,
  LeadFilters,
  LeadListItem,
  LeadListQuery,
  LeadsPage,
  QualificationOverview,
  QualificationQuery,
  QualificationStatus,
} from '@funil/core/admin-leads';
import type { Period } from '@funil/core/analytics-period';
import type { EngagementColumns } from '@funil/core/lead-engagement';
import type { LeadKpis } from '@funil/core/metrics';

export interface StaffLeadsStore {
  list(filters: LeadFilters, query: LeadListQuery): Promise<LeadsPage>;
  /** Leads of the filter after `after` (newest first), for an export that streams in pages. */
  exportPage(
    filters: LeadFilters,
    after: { created_at: string; id: string } | undefined,
    size: number,
  ): Promise<LeadListItem[]>;
  /** The period's numbers as decision 0017 defines them; `now` dates the abandoned checkouts. */
  /** The period's KPIs, of one launch when the period names it. */
  kpis(period: Period, now: Date): Promise<LeadKpis>;
  filterOptions(): Promise<LeadFilterOptions>;
  /** One lead with its visits, interactions, checkouts, payments and tracking events. */
  findDetail(id: string): Promise<LeadDetail | undefined>;
}

export interface QualificationStore {
  /** The most engaged leads not yet customers, of one launch (its id) or of all. */
  hotLeads(limit: number, launchId?: string): Promise<HotLeadRow[]>;
  overview(query: QualificationQuery): Promise<QualificationOverview>;
  /** Answers false when there is no such lead. */
  setQualification(id: string, status: QualificationStatus | null, by: string, at: string): Promise<boolean>;
}

export interface HotLeadRow extends EngagementColumns {
  id: string;
  name: string;
  phone: string;
  region: string | null;
  last_visit: string | null;
  /** Answered SAIR or PARAR or took back their contact consent (domain/whatsapp/opt-out.ts). */
  opted_out: boolean;
}
