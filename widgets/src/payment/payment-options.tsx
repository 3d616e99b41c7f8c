// The modal's content from props alone: the two methods, their loading flags and the failure alert.
import { CHECKOUT_MESSAGES } from './checkout-policy.ts';
import type { PaymentMethod } from './checkout-request.ts';
import { PAYMENT_COPY } from './copy.ts';
import type { PaymentState } from './payment-store.ts';

export interface PaymentOptionsProps extends PaymentState {
  headingId: string;
  onPay(method: PaymentMethod): void;
}

export function PaymentOptions({ headingId, loading, failure, onPay }: PaymentOptionsProps) {
  const busy = loading.pix || loading.card;
  const option = (method: PaymentMethod, name: string, price: string, note: string) => (
    <button
      type="button"
      className="funil-pay__option"
      disabled={busy}
      aria-busy={loading[method]}
      data-funil-payment=""
      data-autofocus={method === 'pix' ? '' : undefined}
      onClick={() => onPay(method)}
    >
      {loading[method] ? (
        <span className="funil-pay__processing">{PAYMENT_COPY.processing}</span>
      ) : (
        <>
          <span className="funil-pay__name">{name}</span>
          <span className="funil-pay__price">{price}</span>
          <span className="funil-pay__note">{note}</span>
        </>
      )}
    </button>
  );

  return (
    <div className="funil-pay">
      <h2 id={headingId} className="funil-pay__title">
        {PAYMENT_COPY.title}
      </h2>
      <div className="funil-pay__options">
        {option('pix', PAYMENT_COPY.pixName, PAYMENT_COPY.pixPrice, PAYMENT_COPY.pixNote)}
        {option('card', PAYMENT_COPY.cardName, PAYMENT_COPY.cardPrice, PAYMENT_COPY.cardNote)}
      </div>
      <p className="funil-pay__status" role="status">
        {busy ? PAYMENT_COPY.processing : ''}
      </p>
      <div role="alert" className="funil-pay__alert-region">
        {failure ? (
          <div className="funil-pay__alert">
            <p>{CHECKOUT_MESSAGES.friendly}</p>
            <p className="funil-pay__detail">{failure.detail}</p>
            <p className="funil-pay__attempt">{PAYMENT_COPY.attemptId(failure.attemptId)}</p>
          </div>
        ) : null}
      </div>
    </div>
  );
}
