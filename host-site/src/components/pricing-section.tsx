// The program's pricing (spec §2: the section with id 'investimento'): PIX in cash or 12x on card.
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { PRICING_SECTION_ID, program } from '../content/program.ts';
import { hasTeamWhatsApp, whatsAppMessages } from '../content/whatsapp.ts';
import { WhatsAppAction } from './whatsapp-action.tsx';

export interface PricingSectionProps {
  /**
   * Opens the payment modal ('Escolha a forma de pagamento'). Until a page passes it, the buy
   * action is a conversation with the team on WhatsApp; there is no checkout of our own here.
   */
  onPurchase?: () => void;
  heading?: string;
}

export function PricingSection({ onPurchase, heading = 'Investimento' }: PricingSectionProps) {
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
      {onPurchase ? (
        <button type="button" className="cta" onClick={onPurchase}>
          Quero garantir minha vaga
        </button>
      ) : hasTeamWhatsApp ? (
        <>
          <p>
            Para garantir sua vaga, fale com a equipe: enviamos o link de pagamento na forma que você
            escolher.
          </p>
          <WhatsAppAction label="Garantir minha vaga pelo WhatsApp" message={whatsAppMessages.program} />
        </>
      ) : (
        // Without the team's number, the program's page takes the payment itself.
        <Link className="cta" to={`/ianapratica#${PRICING_SECTION_ID}`}>
          Quero garantir minha vaga
        </Link>
      )}
      <p className="pricing__note">
        Pagamento processado com segurança. Você tem 7 dias para desistir com reembolso integral.
      </p>
    </section>
  );
}
