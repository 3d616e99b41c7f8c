// The thank-you page's sections, each reviewed on its own: the order summary (every item charged, the
// coupon and the total), a paid purchase's next steps (access through what the buyer gave: WhatsApp
// or e-mail; the buyers' group) and the ways to get help.
import type { LaunchTexts } from '@funil/core/launch-text-defaults';
import type { PurchaseNextSteps, PurchaseSummary } from '@funil/core/purchase-summary';
import type { TextValues } from '@funil/core/rich-text';
import type { ReactNode } from 'react';
import { ACCESS_TEXT_KEYS, orderSummaryRows, thankYou } from '../content/thank-you.ts';
import { ExternalLink } from './external-link.tsx';
import { RichText } from './rich-text.tsx';
import '../styles/thank-you.css';

export function OrderSummary({ summary }: { summary: PurchaseSummary }) {
  return (
    <section className="panel order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">{thankYou.orderTitle}</h2>
      <dl>
        {orderSummaryRows(summary).map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two bumps may share a name; the rows are drawn whole.
          <div key={`${index}-${row.label}`} className={`order-summary__row order-summary__row--${row.kind}`}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export interface ThankYouNextStepsProps {
  nextSteps: PurchaseNextSteps;
  /** The launch's words for a paid purchase (useLaunch's texts.thankYou). */
  texts: LaunchTexts['thankYou'];
  /** The placeholders' values, {programa} being the product bought. */
  values: TextValues;
}

export function ThankYouNextSteps({ nextSteps, texts, values }: ThankYouNextStepsProps) {
  return (
    <section className="panel" aria-labelledby="next-steps-title">
      <h2 id="next-steps-title">
        <RichText text={texts.nextStepsTitle} values={values} />
      </h2>
      <ol className="steps">
        <li>
          <RichText text={texts[ACCESS_TEXT_KEYS[nextSteps.accessBy]]} values={values} />
        </li>
        {nextSteps.buyersGroupUrl ? (
          <li>
            <RichText text={texts.groupWithLink} values={values} />
            <div className="actions">
              <ExternalLink className="cta" href={nextSteps.buyersGroupUrl}>
                <RichText text={texts.groupLink} values={values} />
              </ExternalLink>
            </div>
          </li>
        ) : (
          <li>
            <RichText text={texts.groupWithoutLink} values={values} />
          </li>
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
