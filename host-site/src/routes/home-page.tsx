// '/': the launch as it stands now (settings.state), each state with a next step that works: the
// free-call sign-up while capturing, the program's offer while selling, the waitlist when sold out
// (the spec's home page, and a fresh install's).

import { plainText, textLines } from '@funil/core/rich-text';
import { Link } from 'react-router';
import { CallGroupLink } from '../components/call-group-link.tsx';
import { ExternalLink } from '../components/external-link.tsx';
import { ListPanel } from '../components/list-panel.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { usePaymentCheckout } from '../components/payment-checkout.tsx';
import { PricingSection } from '../components/pricing-section.tsx';
import { RichText } from '../components/rich-text.tsx';
import {
  FREE_CALL_CALENDAR_FILE,
  freeCallNextSteps,
  freeCallOf,
  freeCallWebCalendar,
} from '../content/free-call.ts';
import { PRICING_SECTION_ID, programOf } from '../content/program.ts';
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
  const { settings, copy, texts } = useLaunch();
  const call = freeCallOf(settings, copy);
  const { joined, openModal, modal } = useLeadSignUp();
  const home = texts.home;

  return (
    <main className="page free-call">
      <PageMeta
        title={`${plainText(home.capturingHeadline)} — ${call.when}`}
        description={`Ao vivo no Zoom, em ${call.when} (horário de Brasília): como automatizar um negócio com inteligência artificial. Garanta sua vaga de graça.`}
      />
      <p className="kicker">Call gratuita no Zoom · {call.when}</p>
      <h1>
        <RichText text={home.capturingHeadline} />
      </h1>
      <p className="lead">
        <RichText text={home.capturingLead} />
      </p>
      <section className="waitlist" aria-labelledby="free-call-signup-title">
        <h2 id="free-call-signup-title">
          <RichText text={home.capturingSignUpTitle} />
        </h2>
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
              <ExternalLink className="cta cta--secondary" href={freeCallWebCalendar(settings)}>
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
            <p>
              <RichText text={home.capturingSignUpText} />
            </p>
            <button type="button" className="cta" onClick={openModal}>
              <RichText text={home.capturingCta} />
            </button>
          </>
        )}
      </section>
      <ListPanel
        id="free-call-agenda-title"
        title={home.callAgendaTitle}
        items={textLines(home.callAgenda)}
      />
      <SiteLeadModal {...modal} />
    </main>
  );
}

function ProgramOffer() {
  const { settings, copy, texts } = useLaunch();
  const program = programOf(copy, settings.product);
  const checkout = usePaymentCheckout();

  return (
    <main className="page page--wide program">
      <PageMeta
        title={`${program.name} — inscrições abertas`}
        description={`${program.promise} ${program.priceLine}.`}
      />
      <header className="hero">
        <p className="kicker">Programa {program.name}</p>
        <h1>
          <RichText text={texts.home.sellingHeadline} />
        </h1>
        <p className="lead">{program.promise}</p>
        <a className="cta" href={`#${PRICING_SECTION_ID}`}>
          <RichText text={texts.home.sellingCta} />
        </a>
      </header>
      <ListPanel
        id="outcomes-title"
        title={texts.program.outcomesTitle}
        items={textLines(texts.program.outcomes)}
      >
        <p>
          <Link to="/ianapratica">Ver o programa completo: módulos, para quem é e perguntas frequentes</Link>
        </p>
      </ListPanel>
      <PricingSection program={program} texts={texts.program} onPurchase={checkout.open} />
      {checkout.modal}
    </main>
  );
}
