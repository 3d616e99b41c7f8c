// '/ianapratica' and '/ianapratica/{leadId}': the sales page of the 'IA NA PRÁTICA' program.
import { useParams } from 'react-router';
import { CardList } from '../components/card-list.tsx';
import { ListPanel } from '../components/list-panel.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { usePaymentCheckout } from '../components/payment-checkout.tsx';
import { PricingSection } from '../components/pricing-section.tsx';
import {
  PRICING_SECTION_ID,
  programAudience,
  programFaqOf,
  programModules,
  programOf,
  programOutcomes,
} from '../content/program.ts';
import { useLaunch } from '../lib/launch.ts';
import { useLeadFirstName } from '../lib/lead-greeting.ts';

export default function ProgramPage() {
  const { leadId } = useParams();
  const firstName = useLeadFirstName(leadId);
  const program = programOf(useLaunch().copy);
  // Mounted on the first purchase click only: the modal's code is not part of the page's load.
  const checkout = usePaymentCheckout(leadId);

  return (
    <main className="page page--wide program">
      <PageMeta
        title={`${program.name} — inteligência artificial aplicada ao seu negócio`}
        description={`${program.promise} ${program.priceLine}.`}
        noindex={Boolean(leadId)}
      />
      <header className="hero">
        <p className="kicker">Programa {program.name}</p>
        <h1>
          {firstName
            ? `${firstName}, coloque a IA para trabalhar por você`
            : 'Coloque a IA para trabalhar por você'}
        </h1>
        <p className="lead">{program.promise}</p>
        <a className="cta" href={`#${PRICING_SECTION_ID}`}>
          Quero entrar no {program.name}
        </a>
      </header>

      <ListPanel id="outcomes-title" title="O que você vai aprender" items={programOutcomes} />

      <ListPanel id="audience-title" title="Para quem é" items={programAudience.forWhom}>
        <h3>Para quem não é</h3>
        <ul>
          {programAudience.notForWhom.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </ListPanel>

      <section className="panel" aria-labelledby="modules-title">
        <h2 id="modules-title">Os módulos</h2>
        <CardList
          items={programModules.map((module, index) => ({ ...module, label: `Módulo ${index + 1}` }))}
          headingLevel={3}
        />
      </section>

      <PricingSection program={program} onPurchase={checkout.open} />
      {checkout.modal}

      <section className="panel" aria-labelledby="faq-title">
        <h2 id="faq-title">Perguntas frequentes</h2>
        <div className="faq">
          {programFaqOf(program).map((item) => (
            <details key={item.question}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
      </section>
    </main>
  );
}
