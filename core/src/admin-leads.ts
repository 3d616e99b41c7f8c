// The staff leads workspace's contract: the filters the list, KPIs and export take, and what they answer.
import { z } from 'zod';

/** Columns the list may be sorted by; anything else is refused rather than passed to SQL. */
export const LEAD_SORTS = [
  'created_at',
  'name',
  'engagement_score',
  'last_visit',
  'visit_count',
  'trans_value',
] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

export const LEADS_PAGE_SIZE = 25;
export const MAX_LEADS_PAGE_SIZE = 100;

/** An empty parameter (a cleared select, say) means "any", like a missing one. */
const text = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((value) => value || undefined);
/** A calendar day in São Paulo, as an <input type="date"> gives it. */
const day = z
  .union([z.literal(''), z.iso.date()])
  .optional()
  .transform((value) => value || undefined);

/** Query parameters of GET /api/admin/leads and /leads/export. */
export const leadFiltersSchema = z.object({
  q: text,
  journey_stage: text,
  conversion_stage: text,
  utm_source: text,
  utm_campaign: text,
  region: text,
  partner: text,
  purchased: z
    .enum(['true', 'false', ''])
    .optional()
    .transform((value) => (value ? value === 'true' : undefined)),
  from: day,
  to: day,
});
export type LeadFilters = z.output<typeof leadFiltersSchema>;

export const leadListQuerySchema = z.object({
  sort: z.enum(LEAD_SORTS).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_LEADS_PAGE_SIZE).default(LEADS_PAGE_SIZE),
});
export type LeadListQuery = z.output<typeof leadListQuerySchema>;

/** GET /api/admin/leads/kpis?from&to: both days are included. */
export const periodSchema = z.object({ from: z.iso.date(), to: z.iso.date() });
export type Period = z.output<typeof periodSchema>;

/**
 * The UTC instants bounding São Paulo calendar days [from, to]. São Paulo has kept UTC−3 all
 * year since 2019, so a day starts at 03:00 UTC.
 */
export function saoPauloDayRange(from: string | undefined, to: string | undefined) {
  return {
    start: from === undefined ? undefined : new Date(`${from}T00:00:00-03:00`).toISOString(),
    end:
      to === undefined
        ? undefined
        : new Date(new Date(`${to}T00:00:00-03:00`).getTime() + 86_400_000).toISOString(),
  };
}

export interface LeadListItem {
  id: string;
  name: string;
  phone: string;
  instagram: string | null;
  region: string | null;
  journey_stage: string;
  conversion_stage: string;
  utm_source: string | null;
  utm_campaign: string | null;
  partner_code: string | null;
  has_purchased: boolean;
  trans_value: number | null;
  engagement_score: number | null;
  visit_count: number;
  last_visit: string | null;
  qualification_status: QualificationStatus | null;
  created_at: string;
}

export interface LeadsPage {
  items: LeadListItem[];
  total: number;
  page: number;
  pageSize: number;
}

export interface LeadKpis {
  leads: number;
  leadsWithInstagram: number;
  checkoutsCreated: number;
  checkoutsVisited: number;
  checkoutsAbandoned: number;
  purchases: number;
  revenueCents: number;
  /** Of the period's leads, the share that bought (0..1); null without leads. */
  conversionRate: number | null;
}

export interface LeadFilterOptions {
  journeyStages: string[];
  conversionStages: string[];
  utmSources: string[];
  utmCampaigns: string[];
  regions: string[];
  partners: { code: string; name: string }[];
}

export const QUALIFICATION_STATUSES = ['qualified', 'not_qualified'] as const;
export type QualificationStatus = (typeof QUALIFICATION_STATUSES)[number];

/** PUT /api/admin/leads/:id/qualification; null clears the mark. */
export const qualificationSchema = z.object({
  status: z.enum(QUALIFICATION_STATUSES).nullable(),
});
