// What a page with {leadId} in its URL may show about the lead: never contact data.
import type { PublicLead } from '@funil/core/lead';
import { firstName } from '@funil/core/text';
import type { LeadVisitFacts } from '@funil/core/visitor-state';

export interface LeadSummary extends LeadVisitFacts {
  id: string;
  name: string;
  journey_stage: string;
  conversion_stage: string;
  instagram: string | null;
}

export { isLeadId } from '@funil/core/lead';

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
