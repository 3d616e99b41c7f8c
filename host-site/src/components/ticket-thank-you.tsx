// A paid event ticket on the thank-you page: the approval of the event's payment and its next steps,
// (a) access through what the buyer gave, (b) the buyers' group, (c) the event's date and hours with a
// web-calendar link and the downloadable .ics. A program purchase keeps its own page.
import type { LaunchTexts } from '@funil/core/launch-text-defaults';
import type { PurchasedEvent, PurchaseNextSteps, PurchaseSummary } from '@funil/core/purchase-summary';
import { ticketThankYou } from '../content/ticket-thank-you.ts';
import { ExternalLink } from './external-link.tsx';
import { PageMeta } from './page-meta.tsx';
import { RichText } from './rich-text.tsx';
import { type HelpLinks, OrderSummary, ThankYouHelp } from './thank-you-next-steps.tsx';

export interface TicketPaidProps {
  summary: PurchaseSummary;
  event: PurchasedEvent;
  texts: LaunchTexts['thankYou'];
  help: HelpLinks;
}

export function TicketPaid({ summary, event, texts, help }: TicketPaidProps) {
  const approved = ticketThankYou.approved(event.title);
  return (
    <>
      <PageMeta title={`${texts.paidTitle} — ${event.title}`} description={approved} />
      <h1>
        <RichText text={texts.paidTitle} />
      </h1>
      <p className="lead">{approved}</p>
      <OrderSummary summary={summary} />
      {summary.nextSteps ? (
        <TicketNextSteps nextSteps={summary.nextSteps} event={event} texts={texts} />
      ) : null}
      <ThankYouHelp links={help} />
    </>
  );
}

function TicketNextSteps({
  nextSteps,
  event,
  texts,
}: {
  nextSteps: PurchaseNextSteps;
  event: PurchasedEvent;
  texts: LaunchTexts['thankYou'];
}) {
  return (
    <section className="panel" aria-labelledby="next-steps-title">
      <h2 id="next-steps-title">
        <RichText text={texts.nextStepsTitle} />
      </h2>
      <ol className="steps">
        <li>{ticketThankYou.access[nextSteps.accessBy](event.title)}</li>
        {nextSteps.buyersGroupUrl ? (
          <li>
            <RichText text={texts.groupWithLink} />
            <div className="actions">
              <ExternalLink className="cta" href={nextSteps.buyersGroupUrl}>
                <RichText text={texts.groupLink} />
              </ExternalLink>
            </div>
          </li>
        ) : (
          <li>
            <RichText text={texts.groupWithoutLink} />
          </li>
        )}
        <li>
          {ticketThankYou.when(event)}
          <div className="actions">
            <ExternalLink className="cta cta--secondary" href={event.webCalendarUrl}>
              {ticketThankYou.googleCalendar}
            </ExternalLink>
            <a className="cta cta--secondary" href={event.calendarPath} download={event.calendarFileName}>
              {ticketThankYou.calendarFile}
            </a>
          </div>
        </li>
      </ol>
    </section>
  );
}
