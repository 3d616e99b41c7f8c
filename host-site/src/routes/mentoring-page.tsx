// '/mentoria' and '/mentoria/{leadId}': the mentoring landing; sign-ups go through the lead modal.
import { textLines } from '@funil/core/rich-text';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ListPanel } from '../components/list-panel.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { RichText } from '../components/rich-text.tsx';
import { useLaunch } from '../lib/launch.ts';
import { useLeadFirstName } from '../lib/lead-greeting.ts';
import { useLeadModalAllowed } from '../lib/overlay-rules.ts';
import { SiteLeadModal } from '../lib/site-lead-modal.tsx';

export default function MentoringPage() {
  const { leadId } = useParams();
  const firstName = useLeadFirstName(leadId);
  const modalAllowed = useLeadModalAllowed();
  const [modalOpen, setModalOpen] = useState(false);
  const navigate = useNavigate();
  const { texts } = useLaunch();
  const words = texts.pages;

  return (
    <main className="page mentoring">
      <PageMeta
        title="Mentoria IA na Prática — implante a IA no seu negócio"
        description="Mentoria para escolher as automações com IA certas para o seu negócio e colocá-las para funcionar. Inscreva-se para uma conversa de diagnóstico."
        noindex={Boolean(leadId)}
      />
      <p className="kicker">Mentoria IA na Prática</p>
      <h1>
        {firstName ? (
          <RichText text={words.mentoringHeadlineWithName} values={{ nome: firstName }} />
        ) : (
          <RichText text={words.mentoringHeadline} />
        )}
      </h1>
      <p className="lead">
        <RichText text={words.mentoringLead} />
      </p>
      <button type="button" className="cta" onClick={() => setModalOpen(true)}>
        <RichText text={words.mentoringCta} />
      </button>

      <ListPanel
        id="how-title"
        title={words.mentoringStepsTitle}
        items={textLines(words.mentoringSteps)}
        ordered
      />
      <ListPanel id="fit-title" title={words.mentoringFitTitle} items={textLines(words.mentoringFit)} />

      <SiteLeadModal
        open={modalOpen && modalAllowed}
        onClose={() => setModalOpen(false)}
        onComplete={() => navigate('/mentoria-obrigado')}
      />
    </main>
  );
}
