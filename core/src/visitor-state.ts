// Spec §4 visitor states, computed here and nowhere else from what the browser keeps and what the
// server answers about the lead (POST /api/visits, GET /api/leads/{id}).

/** What the server knows of a lead for these states. */
export interface LeadVisitFacts {
  /** Registered page loads of the lead (leads.visit_count), the one that asked included. */
  visitCount: number;
  /** Registered for the free live call the lead modal promises. */
  registeredForEvent: boolean;
}

export interface VisitorState {
  /** The stored lead resolves to a lead on the server. */
  authenticated: boolean;
  /** Data typed on an earlier page (partialLeadData) was found when this page loaded. */
  returningVisitor: boolean;
  /** A lead that came back: a page load registered after the one it was captured on. */
  returningLead: boolean;
  /** Registered for the free call. */
  registeredForEvent: boolean;
}

export interface VisitorFacts {
  /** The server's facts for the stored lead; null when it has none (or none was asked yet). */
  lead: LeadVisitFacts | null;
  /** partialLeadData was in the browser when the page loaded, before anything was typed on it. */
  partialDataFound: boolean;
}

export const NEW_VISITOR: VisitorState = {
  authenticated: false,
  returningVisitor: false,
  returningLead: false,
  registeredForEvent: false,
};

export function visitorState({ lead, partialDataFound }: VisitorFacts): VisitorState {
  return {
    authenticated: lead !== null,
    returningVisitor: partialDataFound,
    returningLead: lead !== null && lead.visitCount >= 2,
    registeredForEvent: lead?.registeredForEvent ?? false,
  };
}

/** Whether the copy may greet the person as someone seen before (the exit popup's returning copy). */
export function isReturning(state: VisitorState): boolean {
  return state.returningVisitor || state.returningLead;
}
