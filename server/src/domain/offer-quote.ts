// GET /api/offers/quote: what an offer costs now, as a checkout created this instant would charge
// it (batch, coupon, the bumps on offer). Read only: nothing is held until the checkout.
import type { ErrorCode } from '@funil/core/errors';
import { ERRORS } from '@funil/core/errors';
import { batchLabel, couponDiscountCents, couponLabel, type OfferQuote } from '@funil/core/offer-pricing';
import { formatBRL } from '@funil/core/offers';
import { chooseCoupon, offerPriceAt } from './order-pricing.ts';
import type { OfferPricingReader } from './ports/offer-pricing.ts';
import { findSaleOffer, type SaleOfferDeps } from './sale-offer.ts';

export interface QuoteDeps extends SaleOfferDeps {
  pricing: OfferPricingReader;
  now: () => Date;
}

export type QuoteResult = { ok: true; quote: OfferQuote } | { ok: false; error: ErrorCode };

export async function quoteOffer(
  deps: QuoteDeps,
  input: { offer?: string | undefined; coupon?: string | undefined },
): Promise<QuoteResult> {
  const sale = await findSaleOffer(deps, input.offer);
  if (!sale) return { ok: false, error: 'offer_unavailable' };
  const { offer } = sale;
  const now = deps.now().toISOString();
  const choice = offerPriceAt(offer, await deps.pricing.batches(offer.code, now), now);
  if (!choice.ok) return { ok: false, error: choice.error };
  const { price } = choice;
  const coupon = await chooseCoupon(deps.pricing, offer.code, input.coupon, now);
  const applied = coupon.ok ? coupon.coupon : undefined;
  const pixDiscount = applied ? couponDiscountCents(price.pixCents, applied) : 0;
  const cardDiscount = applied ? couponDiscountCents(price.cardTotalCents, applied) : 0;
  return {
    ok: true,
    quote: {
      offer: { code: offer.code, name: offer.name, kind: offer.kind ?? 'program' },
      batch: price.batch
        ? {
            id: price.batch.id,
            position: price.batch.position,
            label: batchLabel(price.batch.position),
            endsAt: price.batch.endsAt,
            left: price.batch.unitsLeft,
          }
        : null,
      list: { pixCents: price.pixCents, cardTotalCents: price.cardTotalCents },
      price: {
        pixCents: price.pixCents - pixDiscount,
        cardTotalCents: price.cardTotalCents - cardDiscount,
        installments: offer.max_installments,
      },
      coupon: !coupon.ok
        ? { code: coupon.code, applied: false, reason: coupon.error, message: ERRORS[coupon.error] }
        : applied
          ? {
              code: applied.code,
              applied: true,
              label: couponLabel(applied, formatBRL),
              pixDiscountCents: pixDiscount,
              cardDiscountCents: cardDiscount,
            }
          : null,
      bumps: (await deps.pricing.bumps(offer.code)).map((bump) => ({
        id: bump.id,
        code: bump.offerCode,
        name: bump.name,
        pitch: bump.pitch,
        priceCents: bump.priceCents,
      })),
      holdMinutes: offer.checkout_expiry_minutes,
    },
  };
}
