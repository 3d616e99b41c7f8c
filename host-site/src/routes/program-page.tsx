// '/ianapratica' and '/ianapratica/{leadId}': the sales page of the 'IA NA PRÁTICA' program.
import { Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { CardList } from '../components/card-list.tsx';
import { ListPanel } from '../components/list-panel.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { PricingSection } from '../components/pricing-section.tsx';
import {
  PRICING_SECTION_ID,
  program,
  programAudience,
  programFaq,
  programModules,
  programOutcomes,
} from '../content/program.ts';
import { LazyPaymentModal } from '../lib/lazy-widgets.ts';
import { useLeadFirstName } from '../lib/lead-greeting.ts';
import { adoptRouteLeadId } from '../lib/program-lead.ts';
import { siteTracker } from '../lib/site-tracker.ts';

export default function ProgramPage() {
  const { leadId } = useParams();
  const firstName = useLeadFirstName(leadId);
  // Mounted on the first purchase click only: the modal's code is not part of the page's load.
  const [payment, setPayment] = useState<'closed' | 'open' | 'never'>('never');
  const openPayment = () => {
    const id = adoptRouteLeadId(leadId);
    if (id) siteTracker()?.identify({ leadId: id });
    setPayment('open');
  };

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

      <PricingSection onPurchase={openPayment} />
      {payment !== 'never' && (
        <Suspense fallback={null}>
          <LazyPaymentModal
            open={payment === 'open'}
            onClose={() => setPayment('closed')}
            tracker={siteTracker()}
          />
        </Suspense>
      )}

      <section className="panel" aria-labelledby="faq-title">
        <h2 id="faq-title">Perguntas frequentes</h2>
        <div className="faq">
          {programFaq.map((item) => (
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
