// The popup's content, drawn from props alone: the launch's words for new or returning visitors, the
// countdown only before a real end (the current batch's, else the sales'), the CTA.
import type { TextValues } from '@funil/core/rich-text';
import { RichText } from '../ui/rich-text.tsx';
import { EXIT_COPY, type ExitPopupTexts } from './copy.ts';
import type { ExitVisitor } from './exit-intent-store.ts';
import { formatCountdown } from './exit-rules.ts';

export interface ExitIntentViewProps {
  headingId: string;
  visitor: ExitVisitor;
  /** Real sign-ups since the last visit; null or 0 leaves the sentence out. */
  signUps: number | null;
  /** The launch's words for the popup (exitPopupTexts). */
  texts: ExitPopupTexts;
  /** What their placeholders stand for (exitTextValues): the visitor's name and days included. */
  values: TextValues;
  /** The launch's prices are read: without them the new visitor's text names no amount. */
  pricesKnown: boolean;
  /** The launch settings are still being read: the words keep their place, unseen, until then. */
  wordsPending: boolean;
  /** Seconds to the real end of the batch or of the sales; null: no countdown at all. */
  secondsLeft: number | null;
  /** What ends then: 'Este lote termina em:' or 'As vendas encerram em:'. */
  countdownLabel: string;
  ctaEnabled: boolean;
  onCta(): void;
  onDismiss(): void;
}

export function ExitIntentView({
  headingId,
  visitor,
  signUps,
  texts,
  values,
  pricesKnown,
  wordsPending,
  secondsLeft,
  countdownLabel,
  ctaEnabled,
  onCta,
  onDismiss,
}: ExitIntentViewProps) {
  const returning = visitor === 'returning';
  return (
    <div className={wordsPending ? 'funil-exit funil-exit--pending' : 'funil-exit'}>
      <h2 id={headingId} className="funil-exit__headline">
        <RichText text={returning ? texts.returningHeadline : texts.newHeadline} values={values} />
      </h2>
      <p className="funil-exit__body">
        {returning ? (
          <>
            {EXIT_COPY.signUpsSentence(signUps)}
            <RichText text={texts.returningBody} values={values} />
          </>
        ) : pricesKnown ? (
          <RichText text={texts.newBody} values={values} />
        ) : (
          EXIT_COPY.newBodyWithoutPrices
        )}
      </p>
      {secondsLeft === null ? null : (
        <p className="funil-exit__countdown">
          <span>{countdownLabel}</span>{' '}
          {/* role=timer is not announced every second, which a screen reader user would not want. */}
          <strong role="timer" aria-label={`${countdownLabel} ${formatCountdown(secondsLeft)}`}>
            {formatCountdown(secondsLeft)}
          </strong>
        </p>
      )}
      <blockquote className="funil-exit__quote">
        <p>
          <RichText text={texts.testimonial} values={values} />
        </p>
        <cite>
          <RichText text={texts.testimonialAuthor} values={values} />
        </cite>
      </blockquote>
      <div className="funil-exit__actions">
        {/* Focus starts on the offer. For its first 1.5 s it looks as it always does but is
            aria-disabled: a click or Enter meant for the page does nothing, and nothing turns from
            pale to bright before the visitor's eyes. */}
        <button
          type="button"
          className="funil-button funil-exit__cta"
          aria-disabled={!ctaEnabled}
          data-autofocus=""
          data-funil-payment=""
          onClick={ctaEnabled ? onCta : undefined}
        >
          <RichText text={texts.cta} values={values} />
        </button>
        <button type="button" className="funil-button funil-button--secondary" onClick={onDismiss}>
          {EXIT_COPY.dismiss}
        </button>
      </div>
    </div>
  );
}
