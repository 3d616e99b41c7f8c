// The lead capabilities and claims (docs/decisions/0019) as storage keeps them
// (storage/lead-capabilities-repository.ts implements them).
import type { LeadVisitFacts } from '@funil/core/visitor-state';
import type { NewInteraction } from './interactions.ts';

/** One capability row: the lead's own (claim_id null) or a claim's on the lead. */
export interface NewCapability {
  token_hash: string;
  lead_id: string;
  claim_id: string | null;
  /** The hashed Idempotency-Key of the save that made it, so a resend whose answer was lost gets it again. */
  request_key_hash: string | null;
  created_at: string;
}

export interface StoredCapability {
  leadId: string;
  claimId: string | null;
}

export interface CapabilityStore {
  insertCapability(capability: NewCapability): Promise<void>;
  findCapability(tokenHash: string): Promise<StoredCapability | undefined>;
  /** The capability a save with this hashed Idempotency-Key made for the lead, if any. */
  findCapabilityByRequestKey(
    leadId: string,
    requestKeyHash: string,
  ): Promise<(StoredCapability & { tokenHash: string }) | undefined>;
  /** Swaps the secret of one capability: the old one was never delivered. */
  replaceTokenHash(oldHash: string, newHash: string): Promise<void>;
}

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
