// Test helper: the checkout request the payment modal sends, from core's one builder.
import type { CheckoutEndpoint } from '@funil/core/checkout';
import { buildCheckoutRequest } from '@funil/core/checkout-request';

/**
 * A single-method request for a lead (or none), with a value the server must ignore. The lead's
 * secret (leadToken) is what makes the server buy in its name (decision 0019).
 */
export function modalCheckoutRequest(
  endpoint: Exclude<CheckoutEndpoint, 'multi'>,
  leadId: string | null,
  {
    site = 'http://localhost',
    value = 1,
    leadToken,
  }: { site?: string; value?: number; leadToken?: string | undefined } = {},
) {
  const cents = Math.round(value * 100);
  return buildCheckoutRequest(endpoint === 'pix' ? 'pix' : 'card', {
    leadId,
    leadToken,
    siteOrigin: site,
    currentUrl: `${site}/ianapratica`,
    program: { pixPriceCents: cents, cardTotalCents: cents, cardInstallments: 12 },
  });
}
