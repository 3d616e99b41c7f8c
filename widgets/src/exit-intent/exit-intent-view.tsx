// The popup's content, drawn from props alone: copy for new or returning visitors, the countdown
// only before a real end of the sales, the CTA.
import type { ProgramCopy } from '@funil/core/launch-copy';
import { EXIT_COPY } from './copy.ts';
import type { ExitVisitor } from './exit-intent-store.ts';
import { formatCountdown } from './exit-rules.ts';

export interface ExitIntentViewProps {
  headingId: string;
  firstName: string;
  visitor: ExitVisitor;
  days: number;
  /** Real sign-ups since the last visit; null or 0 leaves the sentence out. */
  signUps: number | null;
  /** The launch's prices (programCopy, as the payment modal quotes them); null until read. */
  program: ProgramCopy | null;
  /** Seconds to the real end of the sales; null: no countdown at all. */
  secondsLeft: number | null;
  ctaEnabled: boolean;
  onCta(): void;
  onDismiss(): void;
}

export function ExitIntentView({
  headingId,
  firstName,
  visitor,
  days,
  signUps,
  program,
  secondsLeft,
  ctaEnabled,
  onCta,
  onDismiss,
}: ExitIntentViewProps) {
  const returning = visitor === 'returning';
  return (
    <div className="funil-exit">
      <h2 id={headingId} className="funil-exit__headline">
        {returning ? EXIT_COPY.returningHeadline(firstName, days) : EXIT_COPY.newHeadline(firstName)}
      </h2>
      <p className="funil-exit__body">
        {returning ? EXIT_COPY.returningBody(signUps) : EXIT_COPY.newBody(program)}
      </p>
      {secondsLeft === null ? null : (
        <p className="funil-exit__countdown">
          <span>{EXIT_COPY.countdownLabel}</span>{' '}
          {/* role=timer is not announced every second, which a screen reader user would not want. */}
          <strong role="timer" aria-label={`${EXIT_COPY.countdownLabel} ${formatCountdown(secondsLeft)}`}>
            {formatCountdown(secondsLeft)}
          </strong>
        </p>
      )}
      <blockquote className="funil-exit__quote">
        <p>{EXIT_COPY.testimonial}</p>
        <cite>{EXIT_COPY.testimonialAuthor}</cite>
      </blockquote>
      <div className="funil-exit__actions">
        <button
          type="button"
          className="funil-button funil-exit__cta"
          disabled={!ctaEnabled}
          data-funil-payment=""
          onClick={onCta}
        >
          {EXIT_COPY.cta}
        </button>
        <button
          type="button"
          className="funil-button funil-button--secondary"
          data-autofocus=""
          onClick={onDismiss}
        >
          {EXIT_COPY.dismiss}
        </button>
      </div>
    </div>
  );
}
