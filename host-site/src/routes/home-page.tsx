// '/': the launch as it stands now (settings.state), each state with a next step that works: the
// free-call sign-up while capturing, the program's offer while selling, the waitlist when sold out
// (the spec's home page, and a fresh install's).

import { Link } from 'react-router';
import { CallGroupLink } from '../components/call-group-link.tsx';
import { ExternalLink } from '../components/external-link.tsx';
import { ListPanel } from '../components/list-panel.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { usePaymentCheckout } from '../components/payment-checkout.tsx';
import { PricingSection } from '../components/pricing-section.tsx';
import {
  FREE_CALL_CALENDAR_FILE,
  FREE_CALL_WEB_CALENDAR,
  freeCallAgenda,
  freeCallNextSteps,
  freeCallOf,
} from '../content/free-call.ts';
import { PRICING_SECTION_ID, programOf, programOutcomes } from '../content/program.ts';
import { useLaunch } from '../lib/launch.ts';
import { useLeadSignUp } from '../lib/lead-sign-up.ts';
import { SiteLeadModal } from '../lib/site-lead-modal.tsx';
import SoldOutPage from './sold-out-page.tsx';

export default function HomePage() {
  const { settings } = useLaunch();
  if (settings.state === 'capturing') return <FreeCallSignUp />;
  if (settings.state === 'selling') return <ProgramOffer />;
  return <SoldOutPage />;
}

function FreeCallSignUp() {
  const { settings, copy } = useLaunch();
  const call = freeCallOf(settings, copy);
  const { joined, openModal, modal } = useLeadSignUp();

  return (
    <main className="page free-call">
      <PageMeta
        title={`${call.title} — ${call.when}`}
        description={`Ao vivo no Zoom, em ${call.when} (horário de Brasília): como automatizar um negócio com inteligência artificial. Garanta sua vaga de graça.`}
      />
      <p className="kicker">Call gratuita no Zoom · {call.when}</p>
      <h1>{call.title}</h1>
      <p className="lead">
        No dia {call.when} (horário de Brasília) vamos mostrar, ao vivo no Zoom, como automatizar um negócio
        com inteligência artificial: o que dá para entregar à IA já nesta semana e por onde começar.
      </p>
      <section className="waitlist" aria-labelledby="free-call-signup-title">
        <h2 id="free-call-signup-title">Garanta sua vaga</h2>
        {joined ? (
          <>
            <p className="confirmation" role="status">
              Pronto, {joined.firstName}! Sua vaga na call de {call.when} está garantida.
            </p>
            <h3>O que acontece agora</h3>
            <ol className="steps">
              {freeCallNextSteps(call).map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <div className="actions">
              <CallGroupLink url={call.groupUrl} />
              <a className="cta cta--secondary" href={FREE_CALL_CALENDAR_FILE} download>
                Adicionar à agenda (.ics)
              </a>
              <ExternalLink className="cta cta--secondary" href={FREE_CALL_WEB_CALENDAR}>
                Adicionar ao Google Agenda
              </ExternalLink>
              {joined.id ? (
                <Link className="cta cta--secondary" to={`/sala-de-espera/${joined.id}`}>
                  Ver minha sala de espera
                </Link>
              ) : null}
            </div>
          </>
        ) : (
          <>
            <p>É de graça: deixe seu nome e seu WhatsApp e o link da sala chega por lá no dia da call.</p>
            <button type="button" className="cta" onClick={openModal}>
              Quero minha vaga na call gratuita
            </button>
          </>
        )}
      </section>
      <ListPanel id="free-call-agenda-title" title="O que você vai ver" items={freeCallAgenda} />
      <SiteLeadModal {...modal} />
    </main>
  );
}

function ProgramOffer() {
  const { copy } = useLaunch();
  const program = programOf(copy);
  const checkout = usePaymentCheckout();

  return (
    <main className="page page--wide program">
      <PageMeta
        title={`${program.name} — inscrições abertas`}
        description={`${program.promise} ${program.priceLine}.`}
      />
      <header className="hero">
        <p className="kicker">Programa {program.name}</p>
        <h1>Inscrições abertas para o {program.name}</h1>
        <p className="lead">{program.promise}</p>
        <a className="cta" href={`#${PRICING_SECTION_ID}`}>
          Ver as condições
        </a>
      </header>
      <ListPanel id="outcomes-title" title="O que você vai aprender" items={programOutcomes}>
        <p>
          <Link to="/ianapratica">Ver o programa completo: módulos, para quem é e perguntas frequentes</Link>
        </p>
      </ListPanel>
      <PricingSection program={program} onPurchase={checkout.open} />
      {checkout.modal}
    </main>
  );
}
