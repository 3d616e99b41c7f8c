// '/vagas-esgotadas', and '/' while the launch is sold out: the immersion's waitlist, which records
// the visitor through the lead modal. The immersion is called sold out only when it is not on sale.

import { CallGroupLink } from '../components/call-group-link.tsx';
import { ImmersionFacts } from '../components/immersion-facts.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { immersionOf } from '../content/immersion.ts';
import { useLaunch } from '../lib/launch.ts';
import { useLeadSignUp } from '../lib/lead-sign-up.ts';
import { SiteLeadModal } from '../lib/site-lead-modal.tsx';

export default function SoldOutPage() {
  const { settings, copy } = useLaunch();
  const immersion = immersionOf(copy);
  const callGroupUrl = settings.contacts.callGroupUrl;
  const { joined, openModal, modal } = useLeadSignUp();
  const soldOut = !immersion.onSale;

  return (
    <main className="page sold-out">
      {soldOut ? (
        <PageMeta
          title={`${immersion.title} — vagas esgotadas`}
          description={`As vagas da ${immersion.title} acabaram. Entre na lista de espera e seja avisado primeiro da próxima turma.`}
        />
      ) : (
        <PageMeta
          title={`${immersion.title} — lista de espera`}
          description={`Entre na lista de espera da ${immersion.title}: a equipe chama você no WhatsApp para garantir sua vaga.`}
        />
      )}
      <p className="kicker">
        {immersion.title} · {immersion.date}
      </p>
      {soldOut ? (
        <>
          <h1>Vagas esgotadas</h1>
          <p className="lead">
            Todas as vagas da {immersion.title} foram preenchidas. Foi um dia inteiro,{' '}
            {immersion.location.toLowerCase()} e ao vivo, {immersion.hours}, colocando a inteligência
            artificial para trabalhar de verdade em negócios como o seu.
          </p>
        </>
      ) : (
        <>
          <h1>Lista de espera</h1>
          <p className="lead">
            A {immersion.title} é um dia inteiro, {immersion.location.toLowerCase()} e ao vivo,{' '}
            {immersion.hours}, colocando a inteligência artificial para trabalhar de verdade em negócios como
            o seu.
          </p>
        </>
      )}
      <ImmersionFacts immersion={immersion} />
      <section className="waitlist" aria-labelledby="waitlist-title">
        {soldOut ? (
          <>
            <h2 id="waitlist-title">Quer a próxima turma?</h2>
            <p>
              Entre na lista de espera: você é avisado no WhatsApp antes de todo mundo quando abrirmos novas
              vagas, e já garante seu lugar na call gratuita no Zoom em {immersion.freeCall}.
            </p>
          </>
        ) : (
          <>
            <h2 id="waitlist-title">Quer garantir sua vaga?</h2>
            <p>
              Entre na lista de espera: a equipe chama você no WhatsApp para garantir sua vaga, e você já
              garante seu lugar na call gratuita no Zoom em {immersion.freeCall}.
            </p>
          </>
        )}
        {joined ? (
          <>
            <p className="confirmation" role="status">
              Pronto, {joined.firstName}! Você está na lista de espera. Fique de olho no seu WhatsApp.
            </p>
            <CallGroupLink url={callGroupUrl} secondary />
          </>
        ) : (
          <button type="button" className="cta" onClick={openModal}>
            Entrar na lista de espera
          </button>
        )}
      </section>
      <SiteLeadModal {...modal} />
    </main>
  );
}
