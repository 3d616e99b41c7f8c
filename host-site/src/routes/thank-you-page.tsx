// '/obrigado?checkout={checkoutId}': where a purchase lands (spec §2 thank-you page). It says what the
// server knows of the purchase its link names: the program, the amount and the method paid, and once
// the payment is confirmed, its next steps. A payment still being confirmed gets a waiting state that
// asks again; a link that names no purchase gets an honest page with a way forward, never an 'approved'.
import { isLeadId } from '@funil/core/lead-id';
import type { PurchaseSummary } from '@funil/core/purchase-summary';
import { plainText } from '@funil/core/rich-text';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { ConnectedDots } from '../components/connected-dots.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { RichText } from '../components/rich-text.tsx';
import {
  type HelpLinks,
  OrderSummary,
  ThankYouHelp,
  ThankYouNextSteps,
} from '../components/thank-you-next-steps.tsx';
import { TicketPaid } from '../components/ticket-thank-you.tsx';
import { program } from '../content/program.ts';
import { thankYou } from '../content/thank-you.ts';
import { teamWhatsAppLink } from '../content/whatsapp.ts';
import { type Launch, useLaunch } from '../lib/launch.ts';
import { type PurchaseLookup, usePurchaseSummary } from '../lib/purchase-summary.ts';
import { purchaseCheckoutId, trackConfirmedPurchase } from '../lib/purchase-tracking.ts';
import { siteTracker } from '../lib/site-tracker.ts';

export default function ThankYouPage() {
  const { search } = useLocation();
  const checkoutId = purchaseCheckoutId(search);
  const lead = new URLSearchParams(search).get('lead') ?? '';
  const launch = useLaunch();

  useEffect(() => {
    const tracker = siteTracker();
    if (!tracker) return;
    // Spec §2: a ThankYou page view (besides the site's PageView) and the Purchase. The page is
    // public: the Purchase fires only for the checkout its link names, when the server confirms that
    // checkout was paid, at the value paid, and for the first browser only (decision 0018).
    tracker.track('ThankYou');
    const id = purchaseCheckoutId(location.search);
    if (id) void trackConfirmedPurchase(tracker, id);
  }, []);

  const context: PageContext = {
    launch,
    pricingPath: program.pricingPath(isLeadId(lead) ? lead : null),
  };
  return (
    <div className="thank-you">
      <ConnectedDots />
      <main className="page thank-you__content">
        {checkoutId ? (
          <PurchasePage checkoutId={checkoutId} context={context} />
        ) : (
          <UnknownPurchase context={context} />
        )}
      </main>
    </div>
  );
}

interface PageContext {
  launch: Launch;
  /** The program's pricing section, for this lead when the link names one. */
  pricingPath: string;
}

function helpLinks({ settings }: Launch, product: string): HelpLinks {
  return {
    whatsappUrl: teamWhatsAppLink(settings.contacts.teamWhatsapp, thankYou.help.whatsappMessage(product)),
    supportEmail: settings.contacts.supportEmail,
  };
}

function PurchasePage({ checkoutId, context }: { checkoutId: string; context: PageContext }) {
  const lookup = usePurchaseSummary(checkoutId);
  switch (lookup.state) {
    case 'loading':
      return (
        <p className="thank-you__loading" role="status">
          {thankYou.loading}
        </p>
      );
    case 'unknown':
      return <UnknownPurchase context={context} />;
    case 'unreachable':
      return <Unreachable lookup={lookup} context={context} />;
    case 'found':
      return <FoundPurchase lookup={lookup} context={context} />;
  }
}

function FoundPurchase({
  lookup,
  context,
}: {
  lookup: Extract<PurchaseLookup, { state: 'found' }>;
  context: PageContext;
}) {
  const { summary } = lookup;
  const product = summary.product.name;
  const help = helpLinks(context.launch, product);
  switch (summary.status) {
    case 'paid': {
      const { texts } = context.launch;
      if (summary.product.kind === 'ticket') {
        return (
          <TicketPaid summary={summary} event={summary.product.event} texts={texts.thankYou} help={help} />
        );
      }
      // {programa} is what was bought, whatever the launch sells now.
      const values = { programa: product };
      return (
        <>
          <PageMeta
            title={`${plainText(texts.thankYou.paidTitle, values)} — ${product}`}
            description={plainText(texts.thankYou.paidApproved, values)}
          />
          <h1>
            <RichText text={texts.thankYou.paidTitle} values={values} />
          </h1>
          <p className="lead">
            <RichText text={texts.thankYou.paidApproved} values={values} />
          </p>
          <OrderSummary summary={summary} />
          {summary.nextSteps ? (
            <ThankYouNextSteps nextSteps={summary.nextSteps} texts={texts.thankYou} values={values} />
          ) : null}
          <ThankYouHelp links={help} />
        </>
      );
    }
    case 'confirming':
      return (
        <>
          <PageMeta title={thankYou.confirming.title} description={thankYou.confirming.received(product)} />
          <h1>{thankYou.confirming.title}</h1>
          <p className="lead">{thankYou.confirming.received(product)}</p>
          <Waiting
            asking={lookup.asking}
            retry={lookup.retry}
            copy={thankYou.confirming}
            help={help}
            summary={summary}
          />
        </>
      );
    case 'not_paid':
      return (
        <>
          <PageMeta title={thankYou.notPaid.title} description={thankYou.notPaid.explanation(product)} />
          <h1>{thankYou.notPaid.title}</h1>
          <p className="lead">{thankYou.notPaid.explanation(product)}</p>
          <div className="actions">
            <Link className="cta" to={context.pricingPath}>
              {thankYou.notPaid.tryAgain}
            </Link>
          </div>
          <OrderSummary summary={summary} />
          <ThankYouHelp links={help} />
        </>
      );
    case 'refunded':
      return (
        <>
          <PageMeta title={thankYou.refunded.title} description={thankYou.refunded.explanation(product)} />
          <h1>{thankYou.refunded.title}</h1>
          <p className="lead">{thankYou.refunded.explanation(product)}</p>
          <OrderSummary summary={summary} />
          <ThankYouHelp links={help}>
            <div className="actions">
              <Link className="cta" to={context.pricingPath}>
                {thankYou.unknown.seeOffer(product)}
              </Link>
            </div>
          </ThankYouHelp>
        </>
      );
  }
}

/** A payment not confirmed yet, or a server out of reach: the page asks again by itself, then offers to. */
function Waiting({
  asking,
  retry,
  copy,
  help,
  summary,
}: {
  asking: boolean;
  retry: () => void;
  copy: { asking: string; stillWaiting: string; checkAgain: string };
  help: HelpLinks;
  summary?: PurchaseSummary;
}) {
  return (
    <>
      <p className="thank-you__waiting" role="status">
        {asking ? <span className="thank-you__spinner" aria-hidden="true" /> : null}
        {asking ? copy.asking : copy.stillWaiting}
      </p>
      {asking ? null : (
        <div className="actions">
          <button type="button" className="cta" onClick={retry}>
            {copy.checkAgain}
          </button>
        </div>
      )}
      {summary ? <OrderSummary summary={summary} /> : null}
      {asking ? null : <ThankYouHelp links={help} />}
    </>
  );
}

function Unreachable({
  lookup,
  context,
}: {
  lookup: Extract<PurchaseLookup, { state: 'unreachable' }>;
  context: PageContext;
}) {
  return (
    <>
      <PageMeta title={thankYou.unreachable.title} description={thankYou.unreachable.asking} />
      <h1>{thankYou.unreachable.title}</h1>
      <Waiting
        asking={lookup.asking}
        retry={lookup.retry}
        copy={thankYou.unreachable}
        help={helpLinks(context.launch, context.launch.copy.program.name)}
      />
    </>
  );
}

/** No purchase in the link, or one we do not have: what the page is for, and where to go instead. */
function UnknownPurchase({ context }: { context: PageContext }) {
  const { copy: launchCopy } = context.launch;
  const product = launchCopy.program.name;
  const help = helpLinks(context.launch, product);
  const copy = thankYou.unknown;
  return (
    <>
      <PageMeta title={copy.title} description={copy.explanation} />
      <h1>{copy.title}</h1>
      <p className="lead">{copy.explanation}</p>
      <section className="panel" aria-labelledby="unknown-offer-title">
        <h2 id="unknown-offer-title">{copy.notYetTitle}</h2>
        <p>{copy.notYet(product, launchCopy.program.priceLine)}</p>
        <div className="actions">
          <Link className="cta" to={context.pricingPath}>
            {copy.seeOffer(product)}
          </Link>
        </div>
      </section>
      {help.whatsappUrl || help.supportEmail ? (
        <ThankYouHelp links={help} title={copy.paidAlreadyTitle}>
          <p>{copy.paidAlready}</p>
        </ThankYouHelp>
      ) : null}
    </>
  );
}
