// '/mentoria' and '/mentoria/{leadId}': the mentoring landing; sign-ups go through the lead modal.
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ListPanel } from '../components/list-panel.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { useLeadFirstName } from '../lib/lead-greeting.ts';
import { useLeadModalAllowed } from '../lib/overlay-rules.ts';
import { SiteLeadModal } from '../lib/site-lead-modal.tsx';

const steps = [
  'Você se inscreve aqui com seu nome e seu WhatsApp.',
  'A equipe chama você no WhatsApp para uma conversa de diagnóstico sobre o seu negócio.',
  'Se fizer sentido para os dois lados, apresentamos o formato, a agenda e o investimento da mentoria.',
];

const fit = [
  'Você já usa IA de vez em quando, mas quer que ela faça parte da rotina do negócio.',
  'Você tem tarefas repetidas em atendimento, vendas ou conteúdo e não sabe por qual começar.',
  'Você prefere decidir com alguém olhando o seu caso, e não apenas assistindo a aulas.',
];

export default function MentoringPage() {
  const { leadId } = useParams();
  const firstName = useLeadFirstName(leadId);
  const modalAllowed = useLeadModalAllowed();
  const [modalOpen, setModalOpen] = useState(false);
  const navigate = useNavigate();

  return (
    <main className="page mentoring">
      <PageMeta
        title="Mentoria IA na Prática — implante a IA no seu negócio"
        description="Mentoria para escolher as automações com IA certas para o seu negócio e colocá-las para funcionar. Inscreva-se para uma conversa de diagnóstico."
        noindex={Boolean(leadId)}
      />
      <p className="kicker">Mentoria IA na Prática</p>
      <h1>
        {firstName
          ? `${firstName}, implante a IA no seu negócio com mentoria`
          : 'Implante a IA no seu negócio com mentoria'}
      </h1>
      <p className="lead">
        Para quem quer ir além das aulas: encontros com a equipe para escolher as automações certas para o seu
        negócio, montar cada uma e medir o tempo que elas devolvem para você.
      </p>
      <button type="button" className="cta" onClick={() => setModalOpen(true)}>
        Quero me inscrever na mentoria
      </button>

      <ListPanel id="how-title" title="Como funciona" items={steps} ordered />
      <ListPanel id="fit-title" title="A mentoria é para você se" items={fit} />

      <SiteLeadModal
        open={modalOpen && modalAllowed}
        onClose={() => setModalOpen(false)}
        onComplete={() => navigate('/mentoria-obrigado')}
      />
    </main>
  );
}
