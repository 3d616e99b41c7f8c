// A claim (docs/decisions/0019): what a browser without the lead's secret gets when it saves a phone
// that is already a lead. It fills the lead's blanks and leaves a record for staff, never changes what
// the lead has, and looks from outside like the new lead it would otherwise have been.
import type { ClaimStore, FillableLead, LeadBlanks, LeadClaim } from './ports/lead-capabilities.ts';
import type { LeadSummary } from './ports/leads.ts';

const blank = (value: string | null | undefined) =>
  value === null || value === undefined || value.trim() === '';

/** Of what a claim sent, the values whose column the lead has empty. */
export function blanksToFill(current: FillableLead, offered: Partial<FillableLead>): LeadBlanks {
  const fill: LeadBlanks = {};
  for (const key of ['name', 'email', 'instagram', 'region', 'lead_at'] as const) {
    const value = offered[key];
    if (!blank(value) && blank(current[key])) fill[key] = value as string;
  }
  return fill;
}

/** Fills the lead's blanks from a claim's values; answers the columns it filled. */
export async function fillLeadBlanks(
  store: Pick<ClaimStore, 'findFillable' | 'fillBlanks'>,
  leadId: string,
  offered: Partial<FillableLead>,
  time: string,
): Promise<string[]> {
  const current = await store.findFillable(leadId);
  if (!current) return [];
  const fill = blanksToFill(current, offered);
  const filled = Object.keys(fill);
  if (filled.length > 0) await store.fillBlanks(leadId, fill, time);
  return filled;
}

/** What GET /api/leads/{id} shows for a claim's id: the new lead it looks like, built from its own values. */
export function summaryOfClaim(claim: LeadClaim): LeadSummary {
  return {
    id: claim.id,
    name: claim.name,
    journey_stage: 'lead',
    conversion_stage: claim.conversionStage,
    instagram: claim.instagram,
    visitCount: claim.visitCount,
    registeredForEvent: claim.registeredForEvent,
  };
}
