// The lead columns a lead's engagement is computed from (domain/lead-engagement.ts): what a query
// selects when the domain is to score or model a lead.
import type { EngagementColumns } from '@funil/core/lead-engagement';

export const ENGAGEMENT_COLUMNS = [
  'visit_count',
  'time_on_page',
  'clicks_data',
  'instagram',
  'checkout_created_at',
  'checkout_visited_at',
  'checkout_abandoned_at',
] as const satisfies readonly (keyof EngagementColumns)[];
