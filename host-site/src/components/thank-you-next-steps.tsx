// The thank-you page's sections, each reviewed on its own: the order summary, a paid purchase's next
// steps (access through what the buyer gave: WhatsApp or e-mail; the buyers' group) and the ways to get help.
import type { PurchaseNextSteps, PurchaseSummary } from '@funil/core/purchase-summary';
import type { ReactNode } from 'react';
import { orderSummaryRows, thankYou } from '../content/thank-you.ts';
import { ExternalLink } from './external-link.tsx';
import '../styles/thank-you.css';

export function OrderSummary({ summary }: { summary: PurchaseSummary }) {
  return (
    <section className="panel order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">{thankYou.orderTitle}</h2>
      <dl>
        {orderSummaryRows(summary).map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function ThankYouNextSteps({ product, nextSteps }: { product: string; nextSteps: PurchaseNextSteps }) {
  const copy = thankYou.paid;
  return (
    <section className="panel" aria-labelledby="next-steps-title">
      <h2 id="next-steps-title">{copy.nextStepsTitle}</h2>
      <ol className="steps">
        <li>{copy.access[nextSteps.accessBy](product)}</li>
        {nextSteps.buyersGroupUrl ? (
          <li>
            {copy.groupWithLink}
            <div className="actions">
              <ExternalLink className="cta" href={nextSteps.buyersGroupUrl}>
                {copy.groupLabel}
              </ExternalLink>
            </div>
          </li>
        ) : (
          <li>{copy.groupWithoutLink}</li>
        )}
      </ol>
    </section>
  );
}

export interface HelpLinks {
  /** A wa.me chat with the team, the message typed in; null without a team number. */
  whatsappUrl: string | null;
  supportEmail: string | null;
}

/** The team's WhatsApp and the support address, those staff set up; nothing when neither is. */
export function ThankYouHelp({
  links,
  title = thankYou.help.title,
  children,
}: {
  links: HelpLinks;
  title?: string;
  children?: ReactNode;
}) {
  if (!links.whatsappUrl && !links.supportEmail && !children) return null;
  return (
    <section className="panel" aria-labelledby="help-title">
      <h2 id="help-title">{title}</h2>
      {children}
      <div className="actions">
        {links.whatsappUrl ? (
          <ExternalLink className="cta cta--secondary" href={links.whatsappUrl}>
            {thankYou.help.whatsappLabel}
          </ExternalLink>
        ) : null}
        {links.supportEmail ? (
          <a className="cta cta--secondary" href={`mailto:${links.supportEmail}`}>
            {thankYou.help.supportLabel}
          </a>
        ) : null}
      </div>
    </section>
  );
}
