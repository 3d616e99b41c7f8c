// The program's pricing (spec §2: the section with id 'investimento'): PIX in cash or card
// installments, at the launch settings' prices, and the button that opens the payment modal.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { PRICING_SECTION_ID, type ProgramContent } from '../content/program.ts';

export interface PricingSectionProps {
  program: ProgramContent;
  /** Opens the payment modal ('Escolha a forma de pagamento'): every page with prices can sell. */
  onPurchase: () => void;
  heading?: string;
}

export function PricingSection({ program, onPurchase, heading = 'Investimento' }: PricingSectionProps) {
  const { hash } = useLocation();
  const sectionRef = useRef<HTMLElement>(null);

  // Links such as '/ianapratica/{leadId}#investimento' arrive before this lazy page has rendered,
  // too late for the browser's own jump to the fragment.
  useEffect(() => {
    if (hash === `#${PRICING_SECTION_ID}`) sectionRef.current?.scrollIntoView();
  }, [hash]);

  return (
    <section ref={sectionRef} id={PRICING_SECTION_ID} className="pricing" aria-labelledby="pricing-title">
      <h2 id="pricing-title">{heading}</h2>
      <p>Acesso completo ao {program.name}. Escolha como prefere pagar:</p>
      <div className="pricing__options">
        <div className="pricing__option">
          <p className="pricing__method">À vista no PIX</p>
          <p className="pricing__amount">{program.pixPrice}</p>
        </div>
        <div className="pricing__option">
          <p className="pricing__method">No cartão de crédito</p>
          <p className="pricing__amount">{program.installments}</p>
          <p className="pricing__note">total de {program.cardTotal}</p>
        </div>
      </div>
      <button type="button" className="cta" onClick={onPurchase}>
        Quero garantir minha vaga
      </button>
      <p className="pricing__note">
        Pagamento processado com segurança. Você tem 7 dias para desistir com reembolso integral.
      </p>
    </section>
  );
}
