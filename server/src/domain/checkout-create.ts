// Creates one payment attempt: our offer and lead → the provider's checkout → a checkouts row and the lead's checkout_* fields.
import type { CheckoutEndpoint, CheckoutRequestBody } from '@funil/core/checkout';
import { endpointForBillingTypes } from '@funil/core/checkout-request';
import type { ErrorCode } from '@funil/core/errors';
import type { LaunchSettings } from '@funil/core/launch-settings';
import { isLeadId } from '@funil/core/lead-id';
import { checkoutAttributionColumns } from './checkout-attribution.ts';
import { checkoutLeadId, planCheckout } from './checkout-plan.ts';
import { checkoutReturnUrl } from './checkout-return.ts';
import { secretHash } from './lead-capability.ts';
import type { CheckoutStore, Offer } from './ports/checkouts.ts';
import type { DomainLogger } from './ports/logger.ts';
import { type PaymentProvider, PaymentProviderError } from './ports/payments.ts';

export interface CheckoutDeps {
  store: CheckoutStore;
  provider: PaymentProvider;
  logger: DomainLogger;
  now: () => Date;
  /** The offer sold when no launch is given (the template's, in tests of one launch). */
  offerCode: string;
  /** The current launch: its own offer, at the program's prices as staff set them now. */
  launch?: () => Promise<CheckoutLaunch>;
}

export interface CheckoutLaunch {
  id: string;
  offerCode: string;
  prices: LaunchSettings['program'];
}

export interface CheckoutInput {
  endpoint: CheckoutEndpoint;
  body: CheckoutRequestBody;
  /** This site's public origin: the callbacks name its /pagamento/* pages, the sandbox its links. */
  siteOrigin: string;
  requestId?: string | undefined;
}

export type CheckoutResult = { ok: true; link: string } | { ok: false; error: ErrorCode };

export async function createCheckout(deps: CheckoutDeps, input: CheckoutInput): Promise<CheckoutResult> {
  const { store, provider, logger } = deps;
  if (endpointForBillingTypes(input.body.billingTypes) !== input.endpoint) {
    return { ok: false, error: 'payment_method_mismatch' };
  }
  const launch = deps.launch ? await deps.launch() : undefined;
  const programCode = launch?.offerCode ?? deps.offerCode;
  const named = input.body.offer;
  // A ticket is the launch's own, at its own price; anything else named is no offer of this launch.
  const ticket = named && named !== programCode;
  const listed = ticket
    ? launch && (await store.findTicket(launch.id, named))
    : await store.findOffer(programCode);
  if (!listed) return { ok: false, error: 'offer_unavailable' };
  const offer = launch && !ticket ? withPrices(listed, launch.prices) : listed;

  const leadId = checkoutLeadId(input.body, offer.external_reference_prefix, isLeadId);
  const token = input.body.leadToken;
  const lead = leadId && token ? await store.findLead(leadId, secretHash(token)) : undefined;
  // Only the lead's own browser buys in its name; a stale id, or an id without its secret, must
  // not cost a sale: the attempt goes on for an anonymous buyer.
  if (leadId && !lead) logger.warn({ leadId }, 'Checkout sem o token do lead; segue sem lead');

  const cancel = await checkoutReturnUrl(store, input.body.callback.cancelUrl, input.siteOrigin, lead?.id);
  if (cancel.replaced) {
    logger.warn(
      { requested: input.body.callback.cancelUrl.slice(0, 200), requestId: input.requestId },
      'cancelUrl fora do site e dos parceiros cadastrados; o checkout volta para a página de cancelamento',
    );
  }

  const now = deps.now();
  // Random and unguessable: the success link names it, and it answers whether a purchase was paid.
  const id = crypto.randomUUID();
  const plan = planCheckout({
    endpoint: input.endpoint,
    offer,
    lead,
    siteOrigin: input.siteOrigin,
    cancelUrl: cancel.url,
    checkoutId: id,
    now,
  });
  const time = now.toISOString();
  // The seat first: a sold-out ticket leaves no checkout row and calls no provider.
  if (ticket && !(await store.holdSeat(offer.code, id, plan.expiresAt, time))) {
    logger.info({ offer: offer.code, requestId: input.requestId }, 'Ingresso esgotado; checkout recusado');
    return { ok: false, error: 'offer_sold_out' };
  }
  const partner = input.body.attribution?.partner;
  const activePartner = partner ? await store.isActivePartner(partner) : false;
  await store.insertCheckout({
    ...checkoutAttributionColumns(input.body.attribution, activePartner),
    id,
    lead_id: lead?.id ?? null,
    offer_code: offer.code,
    launch_id: launch?.id ?? null,
    method: plan.method,
    amount_cents: plan.amountCents,
    max_installments: plan.maxInstallments,
    provider: provider.name,
    external_reference: plan.externalReference,
    expires_at: plan.expiresAt,
    status: 'pending',
    created_at: time,
    updated_at: time,
  });

  let created: { id: string; link: string };
  try {
    created = await provider.createCheckout(plan.request, { origin: input.siteOrigin });
  } catch (error) {
    await store.checkoutFailed(id, deps.now().toISOString());
    if (ticket) await store.releaseSeat(id);
    if (!(error instanceof PaymentProviderError)) throw error;
    logger.warn(
      { checkoutId: id, requestId: input.requestId, failure: error.failure },
      'O provedor de pagamentos recusou o checkout',
    );
    return {
      ok: false,
      error: error.failure.kind === 'timeout' ? 'payment_provider_timeout' : 'payment_provider_error',
    };
  }

  const done = deps.now().toISOString();
  await store.checkoutCreated(id, { provider_checkout_id: created.id, link: created.link, updated_at: done });
  if (lead) {
    await store.updateLeadCheckout(lead.id, {
      checkout_status: 'created',
      checkout_url: created.link,
      checkout_created_at: done,
      checkout_updated_at: done,
      updated_at: done,
    });
  }
  logger.info(
    {
      checkoutId: id,
      leadId: lead?.id,
      method: plan.method,
      requestId: input.requestId,
      debug: input.body._debug,
    },
    'Checkout criado',
  );
  return { ok: true, link: created.link };
}

/** The offer at the launch's prices: what the payment modal quotes is what the provider charges. */
function withPrices(offer: Offer, prices: LaunchSettings['program']): Offer {
  return {
    ...offer,
    pix_price_cents: prices.pixPriceCents,
    card_total_cents: prices.cardTotalCents,
    max_installments: prices.cardInstallments,
  };
}
