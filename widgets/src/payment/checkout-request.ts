// The checkout request of spec §3/§7 for the program, and which endpoint takes it.
import type { CheckoutRequestInput } from '@funil/core/checkout';
import type { PublicLaunchSettings } from '@funil/core/launch-settings';
import { PROGRAM } from '@funil/core/offers';

export type PaymentMethod = 'pix' | 'card';
/** The body the server validates with core's checkoutRequestSchema. */
export type CheckoutRequest = CheckoutRequestInput;

export interface CheckoutContext {
  leadId: string | null;
  /** The secret that lead's save answered (decision 0019): without it the server sells to an anonymous buyer. */
  leadToken?: string | null | undefined;
  now: number;
  /** Origin of the Funil site that hosts /pagamento/*. */
  siteOrigin: string;
  /** The page the visitor is on: cancelling brings them back here. */
  currentUrl: string;
  customer?: { name?: string; whatsapp?: string; email?: string } | null;
  /**
   * The prices the modal showed (launch settings). The server charges its own, read from the same
   * settings when the checkout is created, and ignores these: core's schema still asks for a value.
   */
  program: Pick<PublicLaunchSettings['program'], 'pixPriceCents' | 'cardTotalCents' | 'cardInstallments'>;
  /** Present only on mobile, where support needs to know the device. */
  debug?: Record<string, string | number | boolean> | undefined;
}

const DESCRIPTION = `Programa ${PROGRAM.name}`;

export function buildCheckoutRequest(method: PaymentMethod, context: CheckoutContext): CheckoutRequest {
  const lead = context.leadId ? `?lead=${encodeURIComponent(context.leadId)}` : '';
  const pix = method === 'pix';
  const request: CheckoutRequest = {
    billingTypes: [pix ? 'PIX' : 'CREDIT_CARD'],
    chargeTypes: [pix ? 'DETACHED' : 'INSTALLMENT'],
    minutesToExpire: PROGRAM.checkoutExpiryMinutes,
    items: [
      {
        name: PROGRAM.name,
        description: pix ? `${DESCRIPTION} - PIX à vista` : DESCRIPTION,
        quantity: 1,
        // The provider takes reais; core keeps cents.
        value: (pix ? context.program.pixPriceCents : context.program.cardTotalCents) / 100,
      },
    ],
    callback: {
      successUrl: `${context.siteOrigin}/pagamento/sucesso${lead}`,
      cancelUrl: context.currentUrl,
      expiredUrl: `${context.siteOrigin}/pagamento/expirado${lead}`,
    },
    externalReference: `${PROGRAM.externalReferencePrefix}${context.leadId ?? context.now}`,
  };
  if (!pix) request.installment = { maxInstallmentCount: context.program.cardInstallments };
  const customer = context.customer;
  if (customer?.name || customer?.whatsapp) {
    request.customerData = {};
    if (customer.name) request.customerData.name = customer.name;
    if (customer.whatsapp) request.customerData.phone = customer.whatsapp;
    if (customer.email) request.customerData.email = customer.email;
  }
  if (context.leadId && context.leadToken) request.leadToken = context.leadToken;
  if (context.debug) request._debug = context.debug;
  return request;
}

/** Single PIX → /pix, single card → /credit-card, anything else → /multi. */
export function checkoutEndpoint(
  request: Pick<CheckoutRequest, 'billingTypes'>,
): 'pix' | 'credit-card' | 'multi' {
  const [only, ...rest] = request.billingTypes;
  if (rest.length === 0 && only === 'PIX') return 'pix';
  if (rest.length === 0 && only === 'CREDIT_CARD') return 'credit-card';
  return 'multi';
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
