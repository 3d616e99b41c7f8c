// The PIX charge drawn in the modal: the QR image the server made, the copy-and-paste code with
// "Copiar", the amount and items, the countdown to expiry and the steps to pay. It watches the
// checkout and goes on by itself once paid; an expired charge offers a new one with the same data.

import { formatBRL } from '@funil/core/offers';
import type { PixChargeCreated, PixChargeStatus } from '@funil/core/pix-charge';
import { useEffect, useState } from 'react';
import { formatCountdown, msUntil } from './countdown.ts';
import { PIX_COPY } from './pix-copy.ts';
import { usePixChargeStatus } from './use-pix-charge-status.ts';

export interface PixChargeViewProps {
  headingId: string;
  apiBase: string;
  charge: PixChargeCreated;
  /** Goes to the charge's successUrl (the modal's navigate). */
  onPaid(successUrl: string): void;
  /** "Gerar novo PIX": the same order and buyer, a new charge. */
  onRenew(): void;
  renewing: boolean;
  /** Seeds the status, e.g. an expired charge in Storybook. */
  initialStatus?: PixChargeStatus | undefined;
}

type CopyState = 'idle' | 'copied' | 'failed';

export function PixChargeView({
  headingId,
  apiBase,
  charge,
  onPaid,
  onRenew,
  renewing,
  initialStatus,
}: PixChargeViewProps) {
  const watch = usePixChargeStatus(apiBase, charge, onPaid, initialStatus);
  const [left, setLeft] = useState(() => msUntil(charge.expiresAt, Date.now()));
  const [copy, setCopy] = useState<CopyState>('idle');
  const pending = watch.status === 'pending';

  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => {
      const ms = msUntil(charge.expiresAt, Date.now());
      setLeft(ms);
      // At zero the server says whether it expired (or was paid in the last second).
      if (ms === 0) {
        clearInterval(timer);
        watch.checkNow();
      }
    }, 1_000);
    return () => clearInterval(timer);
  }, [pending, charge.expiresAt, watch.checkNow]);

  const copyCode = () => {
    const clipboard = navigator.clipboard;
    (clipboard ? clipboard.writeText(charge.payload) : Promise.reject(new Error('no clipboard'))).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };

  const over = watch.status === 'expired' || watch.status === 'canceled' || watch.status === 'failed';
  const failed = watch.status === 'failed';
  const status =
    watch.status === 'paid'
      ? PIX_COPY.paid
      : over
        ? failed
          ? PIX_COPY.failedTitle
          : PIX_COPY.expiredTitle
        : watch.checking
          ? PIX_COPY.checking
          : watch.stillPending
            ? PIX_COPY.stillPending
            : watch.unreachable
              ? PIX_COPY.checkFailed
              : PIX_COPY.waiting;

  // Right under the amount while it can be paid: on a phone the buyer sees at once that the page
  // is waiting for the bank, without scrolling past the QR.
  const statusLine = (
    <p className="funil-pix__status" role="status" aria-live="polite">
      {copy === 'copied' ? `${PIX_COPY.copied} ` : ''}
      {status}
    </p>
  );

  return (
    <div className="funil-pix">
      <h2 id={headingId} className="funil-pay__title" tabIndex={-1} data-autofocus="">
        {status && over ? status : PIX_COPY.chargeTitle}
      </h2>
      {over ? (
        <div className="funil-pix__over">
          <p>{failed ? PIX_COPY.failedText : PIX_COPY.expiredText}</p>
          <button
            type="button"
            className="funil-button"
            aria-busy={renewing}
            disabled={renewing}
            onClick={onRenew}
          >
            {renewing ? PIX_COPY.creating : PIX_COPY.renew}
          </button>
        </div>
      ) : (
        <>
          <dl className="funil-pix__facts">
            <div>
              <dt>{PIX_COPY.amount}</dt>
              <dd className="funil-pix__amount">{formatBRL(charge.amountCents)}</dd>
            </div>
            <div>
              <dt>{PIX_COPY.expiresIn}</dt>
              <dd className="funil-pix__countdown">
                <time dateTime={charge.expiresAt}>{formatCountdown(left)}</time>
              </dd>
            </div>
          </dl>
          {statusLine}
          <ul className="funil-pix__items">
            {charge.items.map((item) => (
              <li key={item.name}>
                <span>{item.name}</span>
                {/* One item's amount is the total above: said once. */}
                {charge.items.length > 1 ? <span>{formatBRL(item.amountCents)}</span> : null}
              </li>
            ))}
          </ul>
          <img className="funil-pix__qr" src={charge.qrImage} alt={PIX_COPY.qrAlt} width={220} height={220} />
          <label className="funil-field__label" htmlFor={`${headingId}-code`}>
            {PIX_COPY.codeLabel}
          </label>
          <div className="funil-pix__code-row">
            <input
              id={`${headingId}-code`}
              className="funil-input funil-pix__code"
              readOnly
              value={charge.payload}
              onFocus={(event) => event.currentTarget.select()}
            />
            <button type="button" className="funil-button" onClick={copyCode}>
              {copy === 'copied' ? PIX_COPY.copied : PIX_COPY.copy}
            </button>
          </div>
          {copy === 'failed' ? <p className="funil-field__error">{PIX_COPY.copyFailed}</p> : null}
          <ol className="funil-pix__steps">
            {PIX_COPY.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <button
            type="button"
            className="funil-button funil-button--secondary"
            aria-busy={watch.checking}
            disabled={watch.checking || watch.status === 'paid'}
            onClick={() => watch.checkNow(true)}
          >
            {PIX_COPY.paidCheck}
          </button>
          {charge.testPayUrl ? (
            <p className="funil-pix__test">
              <a href={charge.testPayUrl} target="_blank" rel="noopener noreferrer">
                {PIX_COPY.testPay}
              </a>
              <span>{PIX_COPY.testNote}</span>
            </p>
          ) : null}
        </>
      )}
      {over ? statusLine : null}
    </div>
  );
}
