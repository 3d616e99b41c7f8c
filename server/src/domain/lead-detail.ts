// The staff detail view of one lead: what is stored about it, with its engagement score and its
// behaviour read from the stored logs, and the launches it took part in.
import type { LeadDetail } from '@funil/core/admin-leads';
import { leadEngagement } from '@funil/core/lead-engagement';
import { readStoredClicks, readStoredPageViews, timeOnPage } from '@funil/core/merge-behaviour';
import { leadParticipations } from './lead-participations.ts';
import type { LeadDetailQueries } from './ports/lead-detail-queries.ts';

export async function leadDetail(queries: LeadDetailQueries, id: string): Promise<LeadDetail | undefined> {
  const rows = await queries.leadDetailRows(id);
  if (!rows) return undefined;
  const pageViews = readStoredPageViews(rows.signals.page_views);
  return {
    ...rows.stored,
    engagement: leadEngagement(rows.signals),
    behaviour: {
      clicks: readStoredClicks(rows.signals.clicks_data),
      pageViews,
      timeOnPageMs: timeOnPage(pageViews),
    },
    participations: leadParticipations(rows.participations),
  };
}
