// The PIX charge paid inside the payment modal (issue 30): the order priced and held as for any
// checkout, the buyer as the provider's customer (with CPF), the provider's payment and its QR
// code. The checkout row names the provider's payment, so its webhooks find it.
import type { ErrorCode } from '@funil/core/errors';
import { isLeadId } from '@funil/core/lead-id';
import { withoutBrazilianDialCode } from '@funil/core/phone';
import {
  PIX_CHARGE_MINUTES,
  type PixChargeCreated,
  type PixChargeRequest,
  pixChargePagePath,
} from '@funil/core/pix-charge';
import { checkoutAttributionColumns } from './checkout-attribution.ts';
import {
  buyingLead,
  type CheckoutDeps,
  orderColumns,
  providerRefused,
  reserveOrder,
} from './checkout-create.ts';
import { checkoutSuccessUrl } from './checkout-plan.ts';
import { commissionPlanColumn, planCommission } from './commissions/commission-plan.ts';
import { checkoutItemRows, type PricedOrder } from './order-pricing.ts';
import { findSaleOffer } from './sale-offer.ts';

export type PixChargeResult = { ok: true; charge: PixChargeCreated } | { ok: false; error: ErrorCode };

export async function createPixCharge(
  deps: CheckoutDeps,
  input: { body: PixChargeRequest; siteOrigin: string; requestId?: string | undefined },
): Promise<PixChargeResult> {
  const { store, provider, logger, body } = { ...deps, body: input.body };
  const sale = await findSaleOffer(deps, body.offer);
  if (!sale) return { ok: false, error: 'offer_unavailable' };
  const { offer, ticket, launch } = sale;
  const lead = await buyingLead(
    deps,
    body.leadId && isLeadId(body.leadId) ? body.leadId : undefined,
    body.leadToken,
  );

  const now = deps.now();
  const id = crypto.randomUUID();
  const time = now.toISOString();
  const expiresAt = new Date(now.getTime() + PIX_CHARGE_MINUTES * 60_000).toISOString();
  const reserved = await reserveOrder(deps, {
    offer,
    ticket,
    checkoutId: id,
    coupon: body.coupon,
    bumpIds: body.bumps ?? [],
    pix: true,
    now,
    until: expiresAt,
    requestId: input.requestId,
  });
  if (!reserved.ok) return reserved;
  const { order } = reserved;
  const externalReference = `${offer.external_reference_prefix}${lead?.id ?? now.getTime()}`;
  const partner = body.attribution?.partner;
  const activePartner = partner ? await store.isActivePartner(partner) : false;
  const attribution = checkoutAttributionColumns(body.attribution, activePartner);
  const commission = await planCommission(store, {
    leadId: lead?.id,
    checkoutPartner: attribution.partner_code,
    lines: order.items,
    totalCents: order.totalCents,
    splittable: true,
  });
  await store.insertCheckout({
    ...attribution,
    ...orderColumns(order),
    commission_plan: commissionPlanColumn(commission),
    id,
    lead_id: lead?.id ?? null,
    offer_code: offer.code,
    launch_id: launch?.id ?? null,
    method: 'pix',
    amount_cents: order.totalCents,
    max_installments: 1,
    provider: provider.name,
    external_reference: externalReference,
    expires_at: expiresAt,
    status: 'pending',
    created_at: time,
    updated_at: time,
  });
  await store.insertItems(checkoutItemRows(id, order));

  let charge: Awaited<ReturnType<typeof provider.createPixCharge>>;
  try {
    charge = await provider.createPixCharge(
      {
        customer: {
          name: body.buyer.name,
          email: body.buyer.email,
          mobilePhone: withoutBrazilianDialCode(body.buyer.phone),
          cpfCnpj: body.buyer.cpf,
        },
        valueCents: order.totalCents,
        description: orderDescription(order),
        externalReference,
        expiresAt,
        split: commission?.split,
      },
      { origin: input.siteOrigin },
    );
  } catch (error) {
    return providerRefused(deps, id, error, input.requestId, 'O provedor recusou a cobrança PIX');
  }

  const done = deps.now().toISOString();
  const link = `${input.siteOrigin}${pixChargePagePath(id)}`;
  const qrImage = `data:image/png;base64,${charge.encodedImage}`;
  await store.checkoutCreated(id, {
    provider_checkout_id: charge.id,
    link,
    updated_at: done,
    pix_payload: charge.payload,
    pix_qr_image: qrImage,
  });
  if (lead) {
    await store.updateLeadCheckout(lead.id, {
      checkout_status: 'created',
      checkout_url: link,
      checkout_created_at: done,
      checkout_updated_at: done,
      updated_at: done,
      pix_code: charge.payload,
    });
  }
  logger.info({ checkoutId: id, leadId: lead?.id, requestId: input.requestId }, 'Cobrança PIX criada');
  return {
    ok: true,
    charge: {
      checkoutId: id,
      amountCents: order.totalCents,
      items: order.items.map((item) => ({ name: item.name, amountCents: item.amountCents })),
      qrImage,
      payload: charge.payload,
      expiresAt,
      successUrl: checkoutSuccessUrl(input.siteOrigin, id, lead?.id),
      ...(charge.testPayUrl ? { testPayUrl: charge.testPayUrl } : {}),
    },
  };
}

/** One line for the provider's charge: the offer, then each bump. */
function orderDescription(order: PricedOrder): string {
  return order.items
    .map((item) => item.name)
    .join(' + ')
    .slice(0, 500);
}
