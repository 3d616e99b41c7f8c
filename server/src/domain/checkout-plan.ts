// Builds the provider's checkout request (spec §3/§7) from our offer and lead, never from the browser's prices.
import type { CheckoutEndpoint } from '@funil/core/checkout';
import { paymentTypes, programItem } from '@funil/core/checkout-request';
import { firstName } from '@funil/core/text';
import type { PricedOrder } from './order-pricing.ts';
import type { CheckoutLead, Offer } from './ports/checkouts.ts';
import type { ProviderCheckoutRequest } from './ports/payments.ts';

export interface CheckoutPlanInput {
  endpoint: CheckoutEndpoint;
  offer: Offer;
  /** What is charged, item by item (order-pricing.ts): the server's prices only. */
  order: PricedOrder;
  lead: CheckoutLead | undefined;
  /** Origin of the Funil site that serves /pagamento/*. */
  siteOrigin: string;
  /** The page the visitor came from; cancelling only sends them back there. */
  cancelUrl: string;
  /** Our checkout's id: the success page names it to ask whether (and what) was paid. */
  checkoutId: string;
  now: Date;
}

export interface CheckoutPlan {
  request: ProviderCheckoutRequest;
  method: CheckoutEndpoint;
  amountCents: number;
  maxInstallments: number;
  externalReference: string;
  expiresAt: string;
}

export function planCheckout(input: CheckoutPlanInput): CheckoutPlan {
  const { endpoint, offer, lead, order } = input;
  const pix = endpoint === 'pix';
  // A PIX+card checkout has one price on the provider's page; the card total is the one that
  // covers both, since the PIX discount cannot be shown apart (the order was priced so).
  const amountCents = order.totalCents;
  const [main, ...bumps] = order.items;
  const mainCents = main?.amountCents ?? amountCents;
  const maxInstallments = pix ? 1 : offer.max_installments;
  const leadQuery = lead ? `?${new URLSearchParams({ lead: lead.id })}` : '';
  const externalReference = `${offer.external_reference_prefix}${lead?.id ?? input.now.getTime()}`;
  const request: ProviderCheckoutRequest = {
    ...paymentTypes(endpoint),
    minutesToExpire: offer.checkout_expiry_minutes,
    items: [
      offer.kind === 'ticket'
        ? { name: offer.name, description: offer.name, quantity: 1, value: mainCents / 100 }
        : programItem(endpoint, offer.name, mainCents),
      ...bumps.map((bump) => ({
        name: bump.name,
        description: bump.name,
        quantity: 1,
        value: bump.amountCents / 100,
      })),
    ],
    callback: {
      successUrl: checkoutSuccessUrl(input.siteOrigin, input.checkoutId, lead?.id),
      cancelUrl: input.cancelUrl,
      expiredUrl: `${input.siteOrigin}/pagamento/expirado${leadQuery}`,
    },
    externalReference,
  };
  if (!pix) request.installment = { maxInstallmentCount: offer.max_installments };
  if (lead) request.customerData = customerData(lead);
  return {
    request,
    method: endpoint,
    amountCents,
    maxInstallments,
    externalReference,
    expiresAt: checkoutExpiry(offer, input.now),
  };
}

/** When a checkout created now stops holding its price (and its seat or batch unit). */
export function checkoutExpiry(offer: Pick<Offer, 'checkout_expiry_minutes'>, now: Date): string {
  return new Date(now.getTime() + offer.checkout_expiry_minutes * 60_000).toISOString();
}

/**
 * From our lead row, so the provider's form is prefilled with what the visitor already gave us. The
 * payment page shows at most the first name (decision 0019): the buyer completes the rest there.
 */
function customerData(lead: CheckoutLead): NonNullable<ProviderCheckoutRequest['customerData']> {
  const data: NonNullable<ProviderCheckoutRequest['customerData']> = { name: firstName(lead.name) };
  // Asaas takes national numbers: the country code 55 goes.
  if (lead.phone) data.phone = lead.phone.startsWith('55') ? lead.phone.slice(2) : lead.phone;
  if (lead.email) data.email = lead.email;
  return data;
}

/**
 * The lead a request names: its leadId; from a payment widget built before that field, the id after
 * the external reference's prefix. Only a well-formed id counts; the server still looks it up.
 */
export function checkoutLeadId(
  body: { leadId?: string | undefined; externalReference?: string | undefined },
  prefix: string,
  isLeadId: (value: string) => boolean,
): string | undefined {
  const named =
    body.leadId ??
    (body.externalReference?.startsWith(prefix) ? body.externalReference.slice(prefix.length) : undefined);
  return named !== undefined && isLeadId(named) ? named : undefined;
}

/** Where a paid checkout sends the buyer: /pagamento/sucesso naming our checkout (and the lead). */
export function checkoutSuccessUrl(
  siteOrigin: string,
  checkoutId: string,
  leadId: string | undefined,
): string {
  const query = new URLSearchParams({ ...(leadId ? { lead: leadId } : {}), checkout: checkoutId });
  return `${siteOrigin}/pagamento/sucesso?${query}`;
}
