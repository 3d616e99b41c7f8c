// '/ianapratica/{leadId}' is a personal link: the checkout must carry that lead, so the id in the
// route becomes the stored lead id (spec §3 'leadId') that the payment modal and tracker read. Another
// lead's id replaces the whole record, secret included (decision 0019): only the browser that saved
// a lead buys in its name.
import { readStoredLeadId, rememberLeadId } from '@funil/widgets/react';

/** Ids are UUIDs today; anything else in the route is not a lead to charge against. */
const PLAUSIBLE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Stores the route's lead id when it is plausible and differs; returns the lead id in effect. */
export function adoptRouteLeadId(routeLeadId: string | undefined, now: number = Date.now()): string | null {
  const stored = readStoredLeadId(now);
  if (!routeLeadId || !PLAUSIBLE_ID.test(routeLeadId) || routeLeadId === stored) return stored;
  // Through the widgets' one storage module; without storage the checkout goes without a lead
  // reference, as for an anonymous visitor.
  rememberLeadId({ id: routeLeadId }, now);
  return routeLeadId;
}
