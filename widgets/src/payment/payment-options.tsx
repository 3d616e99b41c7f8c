// The modal's content from props alone: the two methods, their loading flags and the failure alert.
import type { ReactNode } from 'react';
import type { LaunchSettingsRead } from '../lib/launch-settings-read.ts';
import { RichText } from '../ui/rich-text.tsx';
import { CHECKOUT_MESSAGES } from './checkout-policy.ts';
import type { PaymentMethod } from './checkout-request.ts';
import { PAYMENT_COPY, type PaymentPrices, type PaymentTicket, paymentPrices, paymentTexts } from './copy.ts';
import type { PaymentState } from './payment-store.ts';

export interface PaymentOptionsProps extends PaymentState {
  headingId: string;
  /** The launch settings the prices come from: nobody pays before they are shown. */
  launch: LaunchSettingsRead;
  /** A ticket sold instead of the program: its price on both buttons. */
  ticket?: PaymentTicket | undefined;
  /** The prices from the server's quote (coupon and bumps in); the launch's when there is none. */
  quoted?: PaymentPrices | undefined;
  /** The quote is being read: the prices wait for it rather than change under the eye. */
  quoting?: boolean;
  /** The order summary (price, coupon, bumps), between the title and the methods. */
  summary?: ReactNode;
  /** Why the order came back here (the server refused a coupon or bump as it stood). */
  notice?: string | undefined;
  onPay(method: PaymentMethod): void;
}

export function PaymentOptions({
  headingId,
  launch,
  ticket,
  quoted,
  quoting = false,
  summary,
  notice,
  loading,
  failure,
  onPay,
}: PaymentOptionsProps) {
  const busy = loading.pix || loading.card;
  const settings = launch.status === 'ready' ? launch.settings : null;
  const prices = !settings || quoting ? null : (quoted ?? paymentPrices(settings, ticket));
  const texts = paymentTexts(settings);
  // Until the prices are read (or when they cannot be), the price's place says so and keeps its size.
  const pending = launch.status === 'failed' ? '—' : PAYMENT_COPY.loadingPrices;
  const option = (
    method: PaymentMethod,
    name: string,
    price: string | undefined,
    note: string | undefined,
  ) => (
    <button
      type="button"
      className="funil-pay__option"
      disabled={busy || !prices}
      aria-busy={loading[method] || launch.status === 'loading'}
      data-funil-payment=""
      data-autofocus={method === 'pix' ? '' : undefined}
      onClick={() => onPay(method)}
    >
      {loading[method] ? (
        <span className="funil-pay__processing">{PAYMENT_COPY.processing}</span>
      ) : (
        <>
          <span className="funil-pay__name">{name}</span>
          {price ? (
            <span className="funil-pay__price">{price}</span>
          ) : (
            <span className="funil-pay__price funil-pay__pending">{pending}</span>
          )}
          <span className="funil-pay__note">{note ? <RichText text={note} /> : '\u00a0'}</span>
        </>
      )}
    </button>
  );

  return (
    <div className="funil-pay">
      <h2 id={headingId} className="funil-pay__title">
        <RichText text={texts.title} />
      </h2>
      {ticket && !summary ? <p className="funil-pay__product">{ticket.name}</p> : null}
      {summary}
      <div className="funil-pay__options">
        {option('pix', PAYMENT_COPY.pixName, prices?.pixPrice, prices?.pixNote)}
        {option('card', PAYMENT_COPY.cardName, prices?.cardPrice, prices?.cardNote)}
      </div>
      <p className="funil-pay__status" role="status">
        {busy
          ? PAYMENT_COPY.processing
          : launch.status === 'loading' || quoting
            ? PAYMENT_COPY.loadingPrices
            : ''}
      </p>
      <div role="alert" className="funil-pay__alert-region">
        {launch.status === 'failed' ? (
          <div className="funil-pay__alert">
            <p>{PAYMENT_COPY.pricesUnavailable}</p>
            <button type="button" className="funil-button funil-button--secondary" onClick={launch.retry}>
              {PAYMENT_COPY.retry}
            </button>
          </div>
        ) : failure?.soldOut ? (
          <div className="funil-pay__alert">
            <p>{failure.detail}</p>
          </div>
        ) : failure ? (
          <div className="funil-pay__alert">
            <p>{CHECKOUT_MESSAGES.friendly}</p>
            <p className="funil-pay__detail">{failure.detail}</p>
            <p className="funil-pay__attempt">{PAYMENT_COPY.attemptId(failure.attemptId)}</p>
          </div>
        ) : notice ? (
          <div className="funil-pay__alert">
            <p>{notice}</p>
          </div>
        ) : null}
      </div>
    </div>
  );
}
