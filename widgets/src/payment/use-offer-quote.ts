// The modal's quote (GET /api/offers/quote): read each time the modal opens, with the ticket's code
// and the session's coupon, and again for a coupon the buyer types. A failed read leaves the modal
// on the launch's prices, without coupon or bumps, as it sold before quotes existed.
import type { OfferQuote } from '@funil/core/offer-pricing';
import { useCallback, useEffect, useRef, useState } from 'react';
import { couponCodeOf, rememberCoupon, rememberedCoupon } from '../lib/coupon-link.ts';
import { fetchOfferQuote } from './offer-quote-client.ts';

export interface QuoteRead {
  status: 'loading' | 'ready' | 'failed';
  quote: OfferQuote | null;
  couponBusy: boolean;
  /** Quotes again with this code; an applied coupon is remembered for the session. */
  applyCoupon(code: string): void;
  /** Quotes again with the current coupon (after the server refused the order as it stood). */
  refresh(): void;
}

export function useOfferQuote(
  apiBase: string,
  open: boolean,
  offer: string | undefined,
  seeded?: OfferQuote | undefined,
): QuoteRead {
  const [quote, setQuote] = useState<OfferQuote | null>(seeded ?? null);
  const [status, setStatus] = useState<QuoteRead['status']>(seeded ? 'ready' : 'loading');
  const [couponBusy, setCouponBusy] = useState(false);
  // Only the newest read may answer: a slow one must not undo a coupon typed after it.
  const latest = useRef(0);

  const read = useCallback(
    (coupon: string | null, typed: boolean) => {
      const ticket = ++latest.current;
      if (typed) setCouponBusy(true);
      fetchOfferQuote(apiBase, { offer, coupon }).then(
        (answer) => {
          if (ticket !== latest.current) return;
          if (typed && coupon && answer.coupon?.applied) rememberCoupon(coupon);
          setQuote(answer);
          setStatus('ready');
          setCouponBusy(false);
        },
        () => {
          if (ticket !== latest.current) return;
          setStatus((now) => (now === 'ready' ? now : 'failed'));
          setCouponBusy(false);
        },
      );
    },
    [apiBase, offer],
  );

  useEffect(() => {
    if (open && !seeded) read(rememberedCoupon(), false);
  }, [open, read, seeded]);

  const applyCoupon = useCallback((code: string) => read(couponCodeOf(code) ?? code.trim(), true), [read]);
  const refresh = useCallback(() => read(quote?.coupon?.code ?? rememberedCoupon(), false), [read, quote]);

  return { status, quote, couponBusy, applyCoupon, refresh };
}
