// When the exit popup has nothing left to ask (issue 15; the spec names no rule): after a payment
// click in this browser, and, on a partner's page, once a lead was captured on that page — the
// partner's goal is reached and a sales popup over its thank-you would only be in the way.
import { isPartnerPage } from '../lib/embed-context.ts';
import { onLeadSaved } from '../lib/lead-saved-event.ts';
import { hasRecentPaymentClick } from '../lib/payment-click.ts';
import type { Tracker } from '../tracker/tracker-api.ts';

let leadCapturedHere = false;
let watching = false;

/** Notes, from now on and once per module copy, a lead the server saved on this page. */
export function watchLeadCaptures(): void {
  if (watching) return;
  watching = true;
  onLeadSaved(() => {
    leadCapturedHere = true;
  });
}

export function hasConverted(tracker?: Pick<Tracker, 'hasClickedPayment'>): boolean {
  if (tracker?.hasClickedPayment() || hasRecentPaymentClick()) return true;
  return isPartnerPage() && leadCapturedHere;
}

/** Tests only: a fresh page. */
export function forgetLeadCaptures(): void {
  leadCapturedHere = false;
}
