// What the buyer is about to pay, from the server's quote: the price before and after the coupon,
// the coupon's effect or its pt-BR refusal, a field to type one, the order bumps and the PIX total.
import type { OfferQuote } from '@funil/core/offer-pricing';
import { formatBRL } from '@funil/core/offers';
import { useEffect, useId, useRef, useState } from 'react';
import { bumpsCents } from './offer-quote-client.ts';
import { ORDER_COPY } from './pix-copy.ts';

export interface OrderSummaryProps {
  quote: OfferQuote;
  /** Ids of the bumps ticked. */
  ticked: readonly string[];
  onToggleBump(id: string): void;
  /** A re-quote with a typed coupon is under way. */
  couponBusy: boolean;
  onApplyCoupon(code: string): void;
  /** While a charge is being made nothing here changes. */
  disabled?: boolean;
}

export function OrderSummary({
  quote,
  ticked,
  onToggleBump,
  couponBusy,
  onApplyCoupon,
  disabled,
}: OrderSummaryProps) {
  const id = useId();
  const [couponOpen, setCouponOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const couponInput = useRef<HTMLInputElement>(null);
  // The field appears once asked for: the focus follows the visitor there.
  useEffect(() => {
    if (couponOpen) couponInput.current?.focus();
  }, [couponOpen]);
  const { coupon } = quote;
  const discounted = quote.price.pixCents < quote.list.pixCents;
  const total = quote.price.pixCents + bumpsCents(quote, ticked);

  return (
    <section className="funil-order" aria-labelledby={`${id}-offer`}>
      <p id={`${id}-offer`} className="funil-order__offer">
        {quote.offer.name}
        {quote.batch ? <span className="funil-order__batch"> · {quote.batch.label}</span> : null}
      </p>
      <p className="funil-order__price">
        {discounted ? (
          <s className="funil-order__list">
            <span className="funil-pay__hidden">{ORDER_COPY.listPrice} </span>
            {formatBRL(quote.list.pixCents)}
          </s>
        ) : null}{' '}
        <strong>{formatBRL(quote.price.pixCents)}</strong>
      </p>
      {/* Read out as the answer to a typed coupon arrives. */}
      <div aria-live="polite">
        {coupon?.applied ? (
          <p className="funil-order__coupon">{ORDER_COPY.couponApplied(coupon.code, coupon.label)}</p>
        ) : coupon ? (
          <p className="funil-order__refusal">{ORDER_COPY.couponRefused(coupon.code, coupon.message)}</p>
        ) : null}
      </div>
      {couponOpen ? (
        <form
          className="funil-order__coupon-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (typed.trim()) onApplyCoupon(typed);
          }}
        >
          <label htmlFor={`${id}-coupon`} className="funil-field__label">
            {ORDER_COPY.couponLabel}
          </label>
          <div className="funil-order__coupon-row">
            <input
              id={`${id}-coupon`}
              className="funil-input"
              autoCapitalize="characters"
              autoComplete="off"
              maxLength={40}
              value={typed}
              disabled={disabled}
              onInput={(event) => setTyped(event.currentTarget.value)}
              ref={couponInput}
            />
            <button
              type="submit"
              className="funil-button funil-button--secondary"
              disabled={disabled || couponBusy}
              aria-busy={couponBusy}
            >
              {ORDER_COPY.couponApply}
            </button>
          </div>
        </form>
      ) : (
        <button
          type="button"
          className="funil-order__link"
          disabled={disabled}
          onClick={() => setCouponOpen(true)}
        >
          {ORDER_COPY.couponToggle}
        </button>
      )}
      {quote.bumps.length > 0 ? (
        <fieldset className="funil-order__bumps" disabled={disabled}>
          <legend>{ORDER_COPY.bumpsLegend}</legend>
          {quote.bumps.map((bump) => (
            <label key={bump.id} className="funil-order__bump">
              <input
                type="checkbox"
                checked={ticked.includes(bump.id)}
                onChange={() => onToggleBump(bump.id)}
              />
              <span className="funil-order__bump-text">
                <span className="funil-order__bump-name">{bump.name}</span>
                <span className="funil-order__bump-pitch">{bump.pitch}</span>
              </span>
              <span className="funil-order__bump-price">
                {ORDER_COPY.bumpPrice(formatBRL(bump.priceCents))}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <p className="funil-order__total">
        <span>{ORDER_COPY.totalPix}</span> <strong>{formatBRL(total)}</strong>
      </p>
    </section>
  );
}
