// GET /api/offers/quote: the offer's price now, the coupon's effect and the bumps, as the server
// will charge them (issue 30). Never cached: a batch or a coupon may change from one minute to the next.
import type { OfferQuote } from '@funil/core/offer-pricing';
import { apiRequest } from '../lib/api-request.ts';

export interface QuoteQuery {
  /** A ticket's code; absent, the program. */
  offer?: string | undefined;
  coupon?: string | null | undefined;
}

export function quotePath({ offer, coupon }: QuoteQuery): string {
  const query = new URLSearchParams();
  if (offer) query.set('offer', offer);
  if (coupon) query.set('cupom', coupon);
  const text = query.toString();
  return `api/offers/quote${text ? `?${text}` : ''}`;
}

/** Rejects when the answer is not a quote, so the modal keeps the launch's prices instead. */
export async function fetchOfferQuote(apiBase: string, query: QuoteQuery): Promise<OfferQuote> {
  const quote = await apiRequest<OfferQuote | undefined>(apiBase, quotePath(query), {
    cache: 'no-store',
    timeoutMs: 10_000,
  });
  if (!quote?.price || !quote.list || !Array.isArray(quote.bumps)) throw new Error('not a quote');
  return quote;
}

/** What the ticked bumps add to the price (the server's bump prices, summed for the display only). */
export function bumpsCents(quote: OfferQuote, ticked: readonly string[]): number {
  return quote.bumps.reduce((sum, bump) => sum + (ticked.includes(bump.id) ? bump.priceCents : 0), 0);
}
