// The end of the lead modal on pages with no confirmation of their own: the seat, the next step.
import type { ReactNode } from 'react';
import { CONFIRMATION_COPY, LEAD_COPY } from './copy.ts';

export interface LeadConfirmationProps {
  /** Prefix of the element ids; the headline is `${idBase}-heading`, which names the dialog. */
  idBase: string;
  firstName: string;
  /** The server has the lead; until then the seat is not promised. */
  sent: boolean;
  /** The outage message, while the lead waits on the device. */
  notice: ReactNode;
  onClose(): void;
}

export function LeadConfirmation({ idBase, firstName, sent, notice, onClose }: LeadConfirmationProps) {
  return (
    <div className="funil-lead">
      <h2 id={`${idBase}-heading`} className="funil-lead__headline">
        {sent ? CONFIRMATION_COPY.sentHeadline(firstName) : CONFIRMATION_COPY.queuedHeadline(firstName)}
      </h2>
      {notice}
      <p className="funil-lead__lede">{LEAD_COPY.liveCall}</p>
      <p className="funil-lead__text">{CONFIRMATION_COPY.nextStep}</p>
      <button type="button" className="funil-button" data-autofocus="" onClick={onClose}>
        {CONFIRMATION_COPY.close}
      </button>
    </div>
  );
}
