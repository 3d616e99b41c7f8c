// What a page with {leadId} in its URL may show about the lead: never contact data.
import type { PublicLead } from '@funil/core/lead';
import { firstName } from '@funil/core/text';
import { summaryOfClaim } from './lead-claim.ts';
import type { LeadSummary, LeadSummaryStore } from './ports/leads.ts';

export function toPublicLead(lead: LeadSummary): PublicLead {
  return {
    id: lead.id,
    firstName: firstName(lead.name),
    journeyStage: lead.journey_stage,
    conversionStage: lead.conversion_stage,
    // A handle is public on Instagram itself; blank means the lead gave none.
    instagram: lead.instagram?.trim() ? lead.instagram.trim() : null,
    visitCount: lead.visitCount,
    registeredForEvent: lead.registeredForEvent,
  };
}

/** A lead's summary; a claim's id reads like the new lead it looks like (decision 0019), never its lead's. */
export async function findLeadSummary(store: LeadSummaryStore, id: string): Promise<LeadSummary | undefined> {
  const lead = await store.findSummary(id);
  if (lead) return lead;
  const claim = await store.findClaim(id);
  return claim && summaryOfClaim(claim);
}
