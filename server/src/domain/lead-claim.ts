// A claim (docs/decisions/0019): what a browser without the lead's secret gets when it saves a phone
// that is already a lead. It fills the lead's blanks and leaves a record for staff, never changes what
// the lead has, and looks from outside like the new lead it would otherwise have been.
import type { LeadVisitFacts } from '@funil/core/visitor-state';
import type { LeadSummary } from './public-lead.ts';
import type { NewInteraction } from './record-interaction.ts';

/** The claim as its own browser sees it: its id, and what it sent (never the real lead's values). */
export interface LeadClaim extends LeadVisitFacts {
  id: string;
  leadId: string;
  name: string;
  instagram: string | null;
  conversionStage: string;
  lastVisitKey: string | null;
}

export interface NewLeadClaim {
  id: string;
  lead_id: string;
  name: string;
  instagram: string | null;
  conversion_stage: 'new_lead' | 'visitor';
  visit_count: number;
  registered_for_event: 0 | 1;
  last_visit_key: string | null;
  created_at: string;
  updated_at: string;
}

export type LeadClaimChanges = Partial<
  Pick<NewLeadClaim, 'name' | 'instagram' | 'conversion_stage' | 'registered_for_event' | 'last_visit_key'>
> & { updated_at: string; add_visit?: true };

/** The lead columns a claim may fill while blank. */
export interface FillableLead {
  name: string;
  email: string;
  instagram: string | null;
  region: string | null;
  lead_at: string | null;
}

export type LeadBlanks = Partial<FillableLead>;

export interface ClaimStore {
  insertClaim(claim: NewLeadClaim): Promise<void>;
  findClaim(id: string): Promise<LeadClaim | undefined>;
  updateClaim(id: string, changes: LeadClaimChanges): Promise<void>;
  findFillable(leadId: string): Promise<FillableLead | undefined>;
  /** Writes only the given columns, each still guarded by 'is blank' in the statement. */
  fillBlanks(leadId: string, blanks: LeadBlanks, updatedAt: string): Promise<void>;
  insertInteraction(interaction: NewInteraction): Promise<void>;
}

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
