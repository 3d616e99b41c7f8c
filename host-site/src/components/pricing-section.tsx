// The program's pricing (spec §2: the section with id 'investimento'): PIX in cash or card
// installments and the button that opens the payment modal. Its prices are the current batch's, as
// the server quotes them (issue 30), the launch settings' while the quote is read or when it cannot
// be; its words are the launch's texts (program.pricing…).
import type { LaunchTexts } from '@funil/core/launch-text-defaults';
import type { OfferQuote } from '@funil/core/offer-pricing';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { quotedPrices } from '../content/offer-batch.ts';
import { PRICING_SECTION_ID, type ProgramContent } from '../content/program.ts';
import { useOfferQuote } from '../lib/offer-quote.ts';
import { BatchNotice } from './batch-notice.tsx';
import { RichText } from './rich-text.tsx';

export interface PricingSectionProps {
  program: ProgramContent;
  /** The launch's words for the section (useLaunch's texts.program). */
  texts: Pick<LaunchTexts['program'], 'pricingTitle' | 'pricingIntro' | 'pricingCta' | 'pricingNote'>;
  /** Opens the payment modal ('Escolha a forma de pagamento'): every page with prices can sell. */
  onPurchase: () => void;
  /** A page's own title for the section, instead of the launch's. */
  heading?: string;
}

/** The section at the program's quote, read as the page opens. */
export function PricingSection(props: PricingSectionProps) {
  const read = useOfferQuote();
  return <PricingSectionView {...props} quote={read.state === 'ready' ? read.quote : null} />;
}

export interface PricingSectionViewProps extends PricingSectionProps {
  /** The server's quote; null while it is read or when it could not be (the settings' prices). */
  quote: OfferQuote | null;
}

/** The section drawn from its props alone (stories show each batch state with it). */
export function PricingSectionView({ program, texts, onPurchase, heading, quote }: PricingSectionViewProps) {
  const { hash } = useLocation();
  const sectionRef = useRef<HTMLElement>(null);
  // The same elements either way: the quote's amounts replace the settings' without a shift.
  const prices = quote ? quotedPrices(quote) : program;

  // Links such as '/ianapratica/{leadId}#investimento' arrive before this lazy page has rendered,
  // too late for the browser's own jump to the fragment.
  useEffect(() => {
    if (hash === `#${PRICING_SECTION_ID}`) sectionRef.current?.scrollIntoView();
  }, [hash]);

  return (
    <section ref={sectionRef} id={PRICING_SECTION_ID} className="pricing" aria-labelledby="pricing-title">
      <h2 id="pricing-title">
        <RichText text={heading ?? texts.pricingTitle} />
      </h2>
      <p>
        <RichText text={texts.pricingIntro} />
      </p>
      <BatchNotice batch={quote?.batch ?? null} />
      <div className="pricing__options">
        <div className="pricing__option">
          <p className="pricing__method">À vista no PIX</p>
          <p className="pricing__amount">{prices.pixPrice}</p>
        </div>
        <div className="pricing__option">
          <p className="pricing__method">No cartão de crédito</p>
          <p className="pricing__amount">{prices.installments}</p>
          <p className="pricing__note">total de {prices.cardTotal}</p>
        </div>
      </div>
      <button type="button" className="cta" onClick={onPurchase}>
        <RichText text={texts.pricingCta} />
      </button>
      <p className="pricing__note">
        <RichText text={texts.pricingNote} />
      </p>
    </section>
  );
}
