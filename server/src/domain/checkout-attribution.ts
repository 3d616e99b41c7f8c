// What a checkout keeps of where its buyer's visit came from (decision 0034): the browser's word,
// cleaned by core's schema, kept for the reports and never read for money. A lead's own first touch
// stays on the lead; this is the sale's.
import type { CheckoutAttribution } from '@funil/core/checkout';
import { touchOf } from './lead-touch.ts';
import type { CheckoutAttributionColumns } from './ports/checkouts.ts';

/** Blank values are no attribution; a partner code counts only when it names an active partner. */
export function checkoutAttributionColumns(
  attribution: CheckoutAttribution | undefined,
  activePartner: boolean,
): CheckoutAttributionColumns {
  const touch = touchOf(attribution ?? {});
  return {
    utm_source: touch.utm_source ?? null,
    utm_medium: touch.utm_medium ?? null,
    utm_campaign: touch.utm_campaign ?? null,
    utm_content: touch.utm_content ?? null,
    utm_term: touch.utm_term ?? null,
    referrer: touch.referrer ?? null,
    landing_page: touch.landing_page ?? null,
    fbc: attribution?.fbc || null,
    partner_code: activePartner ? (attribution?.partner ?? null) : null,
  };
}
