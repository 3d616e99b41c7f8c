// The checkout request's browser side: which endpoint takes it, and the mobile debug details.
// The request itself is core's one builder (@funil/core/checkout-request).
import type { CheckoutRequestInput } from '@funil/core/checkout';
import { endpointForBillingTypes } from '@funil/core/checkout-request';

export type { PaymentMethod } from '@funil/core/checkout-request';
/** The body the server validates with core's checkoutRequestSchema. */
export type CheckoutRequest = CheckoutRequestInput;

/** Single PIX → /pix, single card → /credit-card, anything else → /multi. */
export function checkoutEndpoint(
  request: Pick<CheckoutRequest, 'billingTypes'>,
): 'pix' | 'credit-card' | 'multi' {
  return endpointForBillingTypes(request.billingTypes);
}

/** Device details for the optional _debug field, on mobile viewports only. */
export function mobileDebugInfo(win: Window = window): CheckoutRequest['_debug'] {
  const mobile = win.innerWidth <= 768 || /Mobi|Android|iPhone/i.test(win.navigator.userAgent);
  if (!mobile) return undefined;
  return {
    userAgent: win.navigator.userAgent,
    viewport: `${win.innerWidth}x${win.innerHeight}`,
    isMobile: true,
  };
}
