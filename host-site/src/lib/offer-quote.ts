// An offer's price right now (GET /api/offers/quote, issue 30): its current batch ("lote") and, when
// the page's address carries ?cupom=, whether that coupon applies. Read when a page with prices opens,
// never cached (a batch may close any minute); until it arrives, and whenever it cannot be read, the
// page shows the launch settings' prices, as it did before batches.
import type { OfferQuote } from '@funil/core/offer-pricing';
import { useEffect, useState } from 'react';
import { requestJson } from './http.ts';
import { previewedLaunch } from './launch-preview.ts';

/** The query parameter any page takes a coupon from ('/ianapratica?cupom=LANCAMENTO10'). */
export const COUPON_PARAM = 'cupom';

export interface QuoteRequest {
  /** A ticket's code; none asks for the launch's program. */
  offer?: string | undefined;
  coupon?: string | undefined;
}

/** '/api/offers/quote?offer=…&cupom=…', naming only what is asked. */
export function offerQuotePath({ offer, coupon }: QuoteRequest): string {
  const query = new URLSearchParams();
  if (offer) query.set('offer', offer);
  if (coupon?.trim()) query.set(COUPON_PARAM, coupon.trim());
  const text = query.toString();
  return text ? `/api/offers/quote?${text}` : '/api/offers/quote';
}

/** The coupon the page's address names, if any. */
export function pageCoupon(search: string = globalThis.location?.search ?? ''): string | undefined {
  return new URLSearchParams(search).get(COUPON_PARAM)?.trim() || undefined;
}

/** 'loading' while asked; then the quote, or null when it could not be read (or in a staff preview). */
export type QuoteRead = { state: 'loading' } | { state: 'ready'; quote: OfferQuote | null };

export interface QuoteOptions {
  /** A ticket's code; none asks for the launch's program. */
  offer?: string | undefined;
  /** False asks nothing (a launch not selling now): the read stays 'ready' without a quote. */
  enabled?: boolean;
}

/** The program's quote (or a ticket's, by its code), with the page's own ?cupom=. */
export function useOfferQuote({ offer, enabled = true }: QuoteOptions = {}): QuoteRead {
  const [read, setRead] = useState<QuoteRead>({ state: 'loading' });
  useEffect(() => {
    // A staff preview of a draft sells nothing: its own settings' prices are what it shows.
    if (!enabled || previewedLaunch()) {
      setRead({ state: 'ready', quote: null });
      return;
    }
    const controller = new AbortController();
    setRead({ state: 'loading' });
    requestJson<OfferQuote>(offerQuotePath({ offer, coupon: pageCoupon() }), { signal: controller.signal })
      .then((quote) => setRead({ state: 'ready', quote: isQuote(quote) ? quote : null }))
      .catch(() => {
        if (!controller.signal.aborted) setRead({ state: 'ready', quote: null });
      });
    return () => controller.abort();
  }, [offer, enabled]);
  return read;
}

/** Enough of an answer to draw prices from; anything else counts as no quote. */
function isQuote(body: unknown): body is OfferQuote {
  const quote = body as Partial<OfferQuote> | null;
  return (
    typeof quote?.price?.pixCents === 'number' &&
    typeof quote.price.cardTotalCents === 'number' &&
    typeof quote.price.installments === 'number' &&
    quote.price.installments > 0 &&
    typeof quote.list?.pixCents === 'number' &&
    typeof quote.list.cardTotalCents === 'number' &&
    (quote.batch === null || typeof quote.batch?.label === 'string')
  );
}
