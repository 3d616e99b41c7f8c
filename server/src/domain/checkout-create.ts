// Creates one payment attempt: our offer and lead → the provider's checkout → a checkouts row, its
// items and the lead's checkout_* fields. The price is the server's: the offer's current batch, its
// coupon and the bumps ticked (order-pricing.ts), held until the checkout expires.
import type { CheckoutEndpoint, CheckoutRequestBody } from '@funil/core/checkout';
import { endpointForBillingTypes } from '@funil/core/checkout-request';
import type { ErrorCode } from '@funil/core/errors';
import { isLeadId } from '@funil/core/lead-id';
import { checkoutAttributionColumns } from './checkout-attribution.ts';
import { checkoutExpiry, checkoutLeadId, planCheckout } from './checkout-plan.ts';
import { checkoutReturnUrl } from './checkout-return.ts';
import { checkoutSplit, commissionPlanColumn, planCommission } from './commissions/commission-plan.ts';
import { secretHash } from './lead-capability.ts';
import {
  checkoutItemRows,
  chooseCoupon,
  holdOfferPrice,
  type PricedOrder,
  priceOrder,
} from './order-pricing.ts';
import type { CheckoutLead, CheckoutStore, Offer } from './ports/checkouts.ts';
import type { DomainLogger } from './ports/logger.ts';
import { type PaymentProvider, PaymentProviderError } from './ports/payments.ts';
import { findSaleOffer, type SaleOfferDeps } from './sale-offer.ts';

export type { CheckoutLaunch } from './sale-offer.ts';

export interface CheckoutDeps extends SaleOfferDeps {
  store: CheckoutStore;
  provider: PaymentProvider;
  logger: DomainLogger;
  now: () => Date;
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
  const sale = await findSaleOffer(deps, input.body.offer);
  if (!sale) return { ok: false, error: 'offer_unavailable' };
  const { offer, ticket, launch } = sale;

  const leadId = checkoutLeadId(input.body, offer.external_reference_prefix, isLeadId);
  const lead = await buyingLead(deps, leadId, input.body.leadToken);

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
  const time = now.toISOString();
  const priced = await reserveOrder(deps, {
    offer,
    ticket,
    checkoutId: id,
    coupon: input.body.coupon,
    bumpIds: input.body.bumps ?? [],
    pix: input.endpoint === 'pix',
    now,
    until: checkoutExpiry(offer, now),
    requestId: input.requestId,
  });
  if (!priced.ok) return priced;
  const { order } = priced;
  const plan = planCheckout({
    endpoint: input.endpoint,
    offer,
    order,
    lead,
    siteOrigin: input.siteOrigin,
    cancelUrl: cancel.url,
    checkoutId: id,
    now,
  });
  const partner = input.body.attribution?.partner;
  const activePartner = partner ? await store.isActivePartner(partner) : false;
  const attribution = checkoutAttributionColumns(input.body.attribution, activePartner);
  const commission = await planCommission(store, {
    leadId: lead?.id,
    checkoutPartner: attribution.partner_code,
    lines: order.items,
    totalCents: plan.amountCents,
    splittable: plan.request.chargeTypes.every((type) => type === 'DETACHED'),
  });
  if (commission?.split) plan.request.splits = [checkoutSplit(commission.split)];
  await store.insertCheckout({
    ...attribution,
    ...orderColumns(order),
    commission_plan: commissionPlanColumn(commission),
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
  await store.insertItems(checkoutItemRows(id, order));

  let created: { id: string; link: string };
  try {
    created = await provider.createCheckout(plan.request, { origin: input.siteOrigin });
  } catch (error) {
    return providerRefused(deps, id, error, input.requestId, 'O provedor de pagamentos recusou o checkout');
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

export type OrderReservation = { ok: true; order: PricedOrder } | { ok: false; error: ErrorCode };

/**
 * Prices the order and holds what it takes before anything is written: the coupon is checked
 * first (a refused one holds nothing), then a ticket's seat, then the batch's unit. Whatever was
 * held is freed again when a later step refuses.
 */
export async function reserveOrder(
  deps: Pick<CheckoutDeps, 'store' | 'logger'>,
  input: {
    offer: Offer;
    ticket: boolean;
    checkoutId: string;
    coupon: string | undefined;
    bumpIds: readonly string[];
    pix: boolean;
    now: Date;
    /** When the checkout stops holding the price (its expiry). */
    until: string;
    requestId: string | undefined;
  },
): Promise<OrderReservation> {
  const { store } = deps;
  const { offer, checkoutId } = input;
  const time = input.now.toISOString();
  const coupon = await chooseCoupon(store, offer.code, input.coupon, time);
  if (!coupon.ok) return { ok: false, error: coupon.error };
  const { until } = input;
  // The seat first: a sold-out ticket leaves no checkout row and calls no provider.
  if (input.ticket && !(await store.holdSeat(offer.code, checkoutId, until, time))) {
    deps.logger.info(
      { offer: offer.code, requestId: input.requestId },
      'Ingresso esgotado; checkout recusado',
    );
    return { ok: false, error: 'offer_sold_out' };
  }
  const price = await holdOfferPrice(store, { offer, checkoutId, until, now: time });
  const order = price.ok
    ? await priceOrder(store, {
        offer,
        price: price.price,
        coupon: coupon.coupon,
        bumpIds: input.bumpIds,
        pix: input.pix,
      })
    : price;
  if (order.ok && !(await holdBumpSeats(store, order.order, checkoutId, until, time))) {
    await store.releaseSeat(checkoutId);
    return { ok: false, error: 'bump_unavailable' };
  }
  if (!order.ok) await store.releaseSeat(checkoutId);
  return order;
}

/** A ticket sold as a bump takes a seat of its event like a ticket sold alone; false when none is free. */
async function holdBumpSeats(
  store: CheckoutStore,
  order: PricedOrder,
  checkoutId: string,
  until: string,
  now: string,
): Promise<boolean> {
  for (const bump of order.bumps) {
    if (bump.kind === 'ticket' && !(await store.holdSeat(bump.offerCode, checkoutId, until, now)))
      return false;
  }
  return true;
}

/**
 * The provider refused or could not be reached: the checkout failed, what it held is free again,
 * and the buyer is told whether to wait or try again. Anything unexpected is not ours to answer.
 */
export async function providerRefused(
  deps: Pick<CheckoutDeps, 'store' | 'logger' | 'now'>,
  checkoutId: string,
  error: unknown,
  requestId: string | undefined,
  message: string,
): Promise<{ ok: false; error: ErrorCode }> {
  await deps.store.checkoutFailed(checkoutId, deps.now().toISOString());
  await deps.store.releaseSeat(checkoutId);
  if (!(error instanceof PaymentProviderError)) throw error;
  deps.logger.warn({ checkoutId, requestId, failure: error.failure }, message);
  return {
    ok: false,
    error: error.failure.kind === 'timeout' ? 'payment_provider_timeout' : 'payment_provider_error',
  };
}

/** The checkout's own record of its batch and coupon. */
export function orderColumns(order: PricedOrder) {
  return {
    batch_id: order.batch?.id ?? null,
    coupon_code: order.coupon?.code ?? null,
    discount_cents: order.discountCents,
  };
}

/** The lead who buys: only with the lead's own capability (decision 0019). */
export async function buyingLead(
  deps: Pick<CheckoutDeps, 'store' | 'logger'>,
  leadId: string | undefined,
  token: string | undefined,
): Promise<CheckoutLead | undefined> {
  const lead = leadId && token ? await deps.store.findLead(leadId, secretHash(token)) : undefined;
  // Only the lead's own browser buys in its name; a stale id, or an id without its secret, must
  // not cost a sale: the attempt goes on for an anonymous buyer.
  if (leadId && !lead) deps.logger.warn({ leadId }, 'Checkout sem o token do lead; segue sem lead');
  return lead;
}
