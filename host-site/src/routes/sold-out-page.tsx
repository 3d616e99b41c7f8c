// '/': the immersion sold out; visitors join the waiting list through the lead modal.
import { useState } from 'react';
import { ImmersionFacts } from '../components/immersion-facts.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { immersion } from '../content/immersion.ts';
import { useLeadModalAllowed } from '../lib/overlay-rules.ts';
import { SiteLeadModal } from '../lib/site-lead-modal.tsx';

export default function SoldOutPage() {
  const [modalOpen, setModalOpen] = useState(false);
  const [joinedAs, setJoinedAs] = useState<string | null>(null);
  const modalAllowed = useLeadModalAllowed();

  return (
    <main className="page sold-out">
      <PageMeta
        title={`${immersion.title} — vagas esgotadas`}
        description={`As vagas da ${immersion.title} acabaram. Entre na lista de espera e seja avisado primeiro da próxima turma.`}
      />
      <p className="kicker">
        {immersion.title} · {immersion.date}
      </p>
      <h1>Vagas esgotadas</h1>
      <p className="lead">
        Todas as vagas da {immersion.title} foram preenchidas. Foi um dia inteiro,{' '}
        {immersion.location.toLowerCase()} e ao vivo, {immersion.hours}, colocando a inteligência artificial
        para trabalhar de verdade em negócios como o seu.
      </p>
      <ImmersionFacts />
      <section className="waitlist" aria-labelledby="waitlist-title">
        <h2 id="waitlist-title">Quer a próxima turma?</h2>
        <p>
          Entre na lista de espera: você é avisado no WhatsApp antes de todo mundo quando abrirmos novas
          vagas, e já garante seu lugar na call gratuita no Zoom em {immersion.freeCall}.
        </p>
        {joinedAs ? (
          <p className="confirmation" role="status">
            Pronto, {joinedAs}! Você está na lista de espera. Fique de olho no seu WhatsApp.
          </p>
        ) : (
          <button type="button" className="cta" onClick={() => setModalOpen(true)}>
            Entrar na lista de espera
          </button>
        )}
      </section>
      <SiteLeadModal
        open={modalOpen && modalAllowed}
        onClose={() => setModalOpen(false)}
        onComplete={(lead) => {
          setModalOpen(false);
          setJoinedAs(lead.name.trim().split(/\s+/)[0] ?? lead.name);
        }}
      />
    </main>
  );
}
