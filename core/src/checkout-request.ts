// The checkout request of spec §3/§7, built once: the payment modal sends it, the server's and the
// end-to-end tests post it, and the server shapes the provider's request with the same rules. Zod-free:
// the payment widget's chunk imports it, and a schema would weigh on every partner page.
import type {
  BillingType,
  ChargeType,
  CheckoutAttribution,
  CheckoutEndpoint,
  CheckoutRequestInput,
} from './checkout.ts';
import { PROGRAM } from './offers.ts';

/** The modal's two buttons: single PIX (/pix) or single card (/credit-card). */
export type PaymentMethod = 'pix' | 'card';

/** The endpoint a single-method request goes to (spec §7). */
export function methodEndpoint(method: PaymentMethod): Exclude<CheckoutEndpoint, 'multi'> {
  return method === 'pix' ? 'pix' : 'credit-card';
}

/** The endpoint a request's billing types belong to (spec §7), the same rule the widget applies. */
export function endpointForBillingTypes(billingTypes: readonly BillingType[]): CheckoutEndpoint {
  const kinds = new Set(billingTypes);
  if (kinds.size === 1 && kinds.has('PIX')) return 'pix';
  if (kinds.size === 1 && kinds.has('CREDIT_CARD')) return 'credit-card';
  return 'multi';
}

/** Billing and charge types per endpoint: PIX is charged at once, the card in installments. */
export function paymentTypes(endpoint: CheckoutEndpoint): {
  billingTypes: BillingType[];
  chargeTypes: ChargeType[];
} {
  if (endpoint === 'pix') return { billingTypes: ['PIX'], chargeTypes: ['DETACHED'] };
  if (endpoint === 'credit-card') return { billingTypes: ['CREDIT_CARD'], chargeTypes: ['INSTALLMENT'] };
  return { billingTypes: ['PIX', 'CREDIT_CARD'], chargeTypes: ['DETACHED', 'INSTALLMENT'] };
}

/** The program's one line on the checkout page; the provider takes reais, we keep cents. */
export function programItem(endpoint: CheckoutEndpoint, name: string, amountCents: number) {
  const description = `Programa ${name}`;
  return {
    name,
    description: endpoint === 'pix' ? `${description} - PIX à vista` : description,
    quantity: 1,
    value: amountCents / 100,
  };
}

export interface CheckoutRequestContext {
  /** The lead this browser saved, if any: it travels as the request's leadId. */
  leadId: string | null;
  /** The secret that lead's save answered (decision 0019): without it the server sells to an anonymous buyer. */
  leadToken?: string | null | undefined;
  /** Origin of the Funil site that hosts /pagamento/*. */
  siteOrigin: string;
  /** The page the visitor is on: cancelling brings them back here. */
  currentUrl: string;
  customer?: { name?: string; whatsapp?: string; email?: string } | null | undefined;
  /**
   * The prices the modal showed (launch settings). The server charges its own, read from the same
   * settings when the checkout is created, and ignores these: the schema still asks for a value.
   */
  program: { pixPriceCents: number; cardTotalCents: number; cardInstallments: number };
  /** A ticket the page sells instead of the program (GET /api/offers): one price, paid at once. */
  ticket?: { code: string; name: string; priceCents: number } | undefined;
  /** Where the visit came from (UTM, referrer, landing page, fbc, partner): sent with or without a lead. */
  attribution?: CheckoutAttribution | undefined;
  /** Present only on mobile, where support needs to know the device. */
  debug?: Record<string, string | number | boolean> | undefined;
}

/** The body POST /api/payments/{pix|credit-card} takes, validated by core's checkoutRequestSchema. */
export function buildCheckoutRequest(
  method: PaymentMethod,
  context: CheckoutRequestContext,
): CheckoutRequestInput {
  const endpoint = methodEndpoint(method);
  const { ticket } = context;
  const cents = ticket
    ? ticket.priceCents
    : method === 'pix'
      ? context.program.pixPriceCents
      : context.program.cardTotalCents;
  const request: CheckoutRequestInput = {
    ...paymentTypes(endpoint),
    minutesToExpire: PROGRAM.checkoutExpiryMinutes,
    items: [
      ticket
        ? { name: ticket.name, description: ticket.name, quantity: 1, value: cents / 100 }
        : programItem(endpoint, PROGRAM.name, cents),
    ],
    callback: {
      successUrl: `${context.siteOrigin}/pagamento/sucesso`,
      cancelUrl: context.currentUrl,
      expiredUrl: `${context.siteOrigin}/pagamento/expirado`,
    },
  };
  if (ticket) request.offer = ticket.code;
  if (method === 'card') {
    request.installment = { maxInstallmentCount: ticket ? 1 : context.program.cardInstallments };
  }
  const customer = context.customer;
  if (customer?.name || customer?.whatsapp) {
    request.customerData = {};
    if (customer.name) request.customerData.name = customer.name;
    if (customer.whatsapp) request.customerData.phone = customer.whatsapp;
    if (customer.email) request.customerData.email = customer.email;
  }
  if (context.leadId) {
    request.leadId = context.leadId;
    if (context.leadToken) request.leadToken = context.leadToken;
  }
  const attribution = Object.entries(context.attribution ?? {}).filter(([, value]) => value);
  if (attribution.length > 0) request.attribution = Object.fromEntries(attribution);
  if (context.debug) request._debug = context.debug;
  return request;
}
