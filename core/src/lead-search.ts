// Finding a lead by what staff know of it (name, phone, e-mail or Instagram), for screens such as the
// journey timeline that must never ask for an internal id.
import { z } from 'zod';
import { ERRORS } from './errors.ts';
import { lineText } from './text-field.ts';

export const LEAD_SEARCH_LIMIT = 20;

/** GET /api/admin/analytics/journey/leads?q= */
export const leadSearchSchema = z.object({
  q: lineText({ error: ERRORS.lead_search_too_short })
    .min(2, ERRORS.lead_search_too_short)
    .max(100, ERRORS.validation_failed),
});

export interface LeadSearchMatch {
  id: string;
  name: string;
  phone: string;
  email: string;
  instagram: string | null;
  journeyStage: string;
  conversionStage: string;
  createdAt: string;
}

export interface LeadSearchResult {
  leads: LeadSearchMatch[];
  /** True when more than LEAD_SEARCH_LIMIT leads match: staff should type more. */
  more: boolean;
}
