// The staff leads workspace's contract: the filters the list, KPIs and export take, and what they answer.
import { z } from 'zod';
import { lineText } from './text-field.ts';

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
const text = lineText()
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
  /** One launch's people (its id), as its reports count them; every launch's when left out. */
  launch: z
    .union([z.literal(''), z.uuid({ message: 'validation_failed' })])
    .optional()
    .transform((value) => value || undefined),
});
export type LeadFilters = z.output<typeof leadFiltersSchema>;

export const leadListQuerySchema = z.object({
  sort: z.enum(LEAD_SORTS).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_LEADS_PAGE_SIZE).default(LEADS_PAGE_SIZE),
});
export type LeadListQuery = z.output<typeof leadListQuerySchema>;

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
  /** Answered SAIR or PARAR, or took back their consent to be contacted: no WhatsApp for them. */
  opted_out: boolean;
}

export interface LeadsPage {
  items: LeadListItem[];
  total: number;
  page: number;
  pageSize: number;
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

/** A stored value as the API answers it: booleans as booleans, JSON documents as text. */
export type LeadFieldValue = string | number | boolean | null;

export interface EngagementPartView {
  signal: string;
  label: string;
  points: number;
}

export const LEAD_DETAIL_VISITS = 50;

export interface LeadDetail {
  /** Every column of the lead. */
  lead: Record<string, LeadFieldValue>;
  /** Answered SAIR or PARAR, or took back their consent to be contacted: no WhatsApp for them. */
  optedOut: boolean;
  engagement: { score: number; parts: EngagementPartView[] };
  instagramProfile: {
    username: string;
    full_name: string;
    followers_count: number;
    following_count: number;
    posts_count: number;
    is_verified: boolean;
    fetched_at: string;
  } | null;
  behaviour: {
    clicks: {
      elementId: string;
      elementText: string;
      elementType: string;
      timestamp: number;
      path: string;
    }[];
    pageViews: { url: string; title: string; timestamp: number; timeSpent: number }[];
    timeOnPageMs: number;
  };
  /** The newest registered page loads (at most LEAD_DETAIL_VISITS). */
  visits: {
    id: string;
    visited_at: string;
    page: string | null;
    referrer: string | null;
    device: string | null;
  }[];
  interactions: { id: string; interaction_type: string; data: string; created_at: string }[];
  consents: {
    id: string;
    text_version: string;
    purposes: string[];
    granted_at: string;
    revoked_at: string | null;
  }[];
  registrations: {
    id: string;
    event_title: string;
    /** The launch the event belongs to, so two launches' calls are told apart. */
    launch_name: string | null;
    registration_date: string;
    status: string;
    message_sent: boolean;
    utm_source: string | null;
  }[];
  checkouts: {
    id: string;
    offer_code: string;
    method: string;
    amount_cents: number;
    provider: string;
    status: string;
    link: string | null;
    created_at: string;
    paid_at: string | null;
    /** Integer cents given back (partial or full refund); 0 when none. */
    refunded_cents: number;
  }[];
  payments: {
    id: string;
    checkout_id: string | null;
    provider: string;
    event_type: string;
    received_at: string;
    processed_at: string | null;
  }[];
  trackingEvents: {
    id: string;
    event_name: string;
    event_time: number;
    status: string;
    attempts: number;
    delivered_at: string | null;
    created_at: string;
  }[];
  /**
   * The launches the person took part in, oldest first (issue 29): one lead, one participation per
   * launch, derived as every staff number is (decision 0036).
   */
  participations: LeadParticipation[];
}

/** One launch in a lead's journey, and how the lead took part in it. */
export interface LeadParticipation {
  launchId: string;
  launchName: string;
  /** The first moment the lead is known in the launch (its capture, registration or checkout). */
  since: string;
  /** Saved the form while the launch was the site's. */
  captured: boolean;
  /** The titles of the launch's events the lead registered for. */
  events: string[];
  /** Checkouts the lead opened in the launch. */
  checkouts: number;
  /** Whether one of those checkouts was paid. */
  bought: boolean;
}

/** GET /api/admin/hot-leads?limit */
export const hotLeadsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** One launch's people (its id), as its reports count them; every launch's when left out. */
  launch: z.uuid({ message: 'validation_failed' }).optional(),
});

export interface HotLead {
  id: string;
  name: string;
  phone: string;
  instagram: string | null;
  region: string | null;
  last_visit: string | null;
  score: number;
  parts: EngagementPartView[];
  /** Answered SAIR or PARAR, or took back their consent to be contacted. */
  optedOut: boolean;
  /** wa.me link with the lead's number and a ready pt-BR opening message; null for a lead who opted out. */
  whatsappUrl: string | null;
}

/** Instagram audience sizes staff qualify by; bounds are follower counts, `max` excluded. */
export const AUDIENCE_BUCKETS = [
  { key: 'none', label: 'Sem Instagram' },
  { key: 'unknown', label: 'Perfil não consultado' },
  { key: 'up-to-1k', label: 'Até 1 mil seguidores', min: 0, max: 1_000 },
  { key: '1k-10k', label: '1 mil a 10 mil seguidores', min: 1_000, max: 10_000 },
  { key: '10k-100k', label: '10 mil a 100 mil seguidores', min: 10_000, max: 100_000 },
  { key: '100k-plus', label: '100 mil seguidores ou mais', min: 100_000 },
] as const;
export type AudienceBucket = (typeof AUDIENCE_BUCKETS)[number]['key'];
export const AUDIENCE_KEYS = AUDIENCE_BUCKETS.map((bucket) => bucket.key) as [
  AudienceBucket,
  ...AudienceBucket[],
];

/** GET /api/admin/qualification: the segment chosen (each optional) and the page of its leads. */
export const qualificationQuerySchema = z.object({
  audience: z
    .union([z.literal(''), z.enum(AUDIENCE_KEYS)])
    .optional()
    .transform((value) => value || undefined),
  region: text,
  source: text,
  status: z
    .enum(['qualified', 'not_qualified', 'pending', ''])
    .optional()
    .transform((value) => value || undefined),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** One launch's people (its id), as its reports count them; every launch's when left out. */
  launch: z.uuid({ message: 'validation_failed' }).optional(),
});
export type QualificationQuery = z.output<typeof qualificationQuerySchema>;

export interface QualificationSegment {
  /** The bucket key, region name or source; null for leads without one. */
  key: string | null;
  label: string;
  total: number;
  qualified: number;
  notQualified: number;
}

export interface QualificationLead {
  id: string;
  name: string;
  instagram: string | null;
  followers: number | null;
  region: string | null;
  utm_source: string | null;
  qualification_status: QualificationStatus | null;
  qualified_at: string | null;
  qualified_by: string | null;
  /** Answered SAIR or PARAR, or took back their consent to be contacted. */
  opted_out: boolean;
}

export interface QualificationOverview {
  audience: QualificationSegment[];
  regions: QualificationSegment[];
  sources: QualificationSegment[];
  leads: { items: QualificationLead[]; total: number; page: number; pageSize: number };
}

// Stage and qualification names live in labels.ts with every other pt-BR name staff read.
export { CONVERSION_STAGE_LABELS, JOURNEY_STAGE_LABELS, QUALIFICATION_LABELS } from './labels.ts';

/** A stage's pt-BR name, '' for none (as the CSV leaves an empty cell); an unknown value as stored. */
export function stageLabel(labels: Readonly<Record<string, string>>, value: string | null): string {
  return value === null ? '' : (labels[value] ?? value);
}
