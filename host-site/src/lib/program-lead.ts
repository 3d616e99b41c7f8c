// '/ianapratica/{leadId}' is a personal link: the checkout must carry that lead, so the page hands the
// route's id to the payment modal as its leadId prop. Nothing is written to the browser: the lead id
// this browser saved stays as it was, with its secret, which the modal sends only with that same id
// (decision 0019): only the browser that saved a lead buys in its name.
import { readStoredLeadId } from '@funil/widgets/react';

/** Ids are UUIDs today; anything else in the route is not a lead to charge against. */
const PLAUSIBLE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The lead a purchase on this page is for: the route's when plausible, else the one this browser saved. */
export function checkoutLeadId(routeLeadId: string | undefined, now: number = Date.now()): string | null {
  return routeLeadId && PLAUSIBLE_ID.test(routeLeadId) ? routeLeadId : readStoredLeadId(now);
}
