// The end of the lead modal on pages with no confirmation of their own: the seat, the next step.
import type { ReactNode } from 'react';
import { CONFIRMATION_COPY, type LeadModalTexts } from './copy.ts';
import { FreeCallLine } from './free-call-line.tsx';

export interface LeadConfirmationProps {
  /** Prefix of the element ids; the headline is `${idBase}-heading`, which names the dialog. */
  idBase: string;
  firstName: string;
  /** The server has the lead; until then the seat is not promised. */
  sent: boolean;
  /** The outage message, while the lead waits on the device. */
  notice: ReactNode;
  /** The launch's words for the modal (leadModalTexts): its free call's line shows here too. */
  texts: LeadModalTexts;
  /** The free call's day and time from the launch settings ('11/06 às 20:00'); null while they load. */
  callWhen: string | null;
  onClose(): void;
}

export function LeadConfirmation({
  idBase,
  firstName,
  sent,
  notice,
  texts,
  callWhen,
  onClose,
}: LeadConfirmationProps) {
  return (
    <div className="funil-lead">
      <h2 id={`${idBase}-heading`} className="funil-lead__headline">
        {sent ? CONFIRMATION_COPY.sentHeadline(firstName) : CONFIRMATION_COPY.queuedHeadline(firstName)}
      </h2>
      {notice}
      <FreeCallLine text={texts.freeCallLine} callWhen={callWhen} />
      <p className="funil-lead__text">{CONFIRMATION_COPY.nextStep}</p>
      <button type="button" className="funil-button" data-autofocus="" onClick={onClose}>
        {CONFIRMATION_COPY.close}
      </button>
    </div>
  );
}
