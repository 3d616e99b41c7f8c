// '/mentoria-obrigado': where a mentoring sign-up lands.
import { Link } from 'react-router';
import { PageMeta } from '../components/page-meta.tsx';
import { WhatsAppAction } from '../components/whatsapp-action.tsx';
import { hasTeamWhatsApp, whatsAppMessages } from '../content/whatsapp.ts';

export default function MentoringThankYouPage() {
  return (
    <main className="page mentoring-thank-you">
      <PageMeta
        title="Inscrição na mentoria recebida"
        description="Recebemos sua inscrição na mentoria. A equipe vai chamar você no WhatsApp para marcar a conversa."
        noindex
      />
      <h1>Inscrição na mentoria recebida!</h1>
      <p className="lead">
        Obrigado por se inscrever. Nossa equipe vai chamar você no WhatsApp para marcar a conversa de
        diagnóstico.
      </p>
      <section className="panel" aria-labelledby="mentoring-next-title">
        <h2 id="mentoring-next-title">Próximos passos</h2>
        <ol className="steps">
          <li>Responda à nossa mensagem no WhatsApp com os melhores dias e horários para você.</li>
          <li>Liste as três tarefas que mais tomam o seu tempo hoje: é por elas que a conversa começa.</li>
          <li>
            Enquanto isso, conheça as ferramentas no{' '}
            <Link to="/materialcomplementar">material complementar</Link>.
          </li>
        </ol>
      </section>
      {hasTeamWhatsApp ? (
        <section className="panel" aria-labelledby="mentoring-talk-title">
          <h2 id="mentoring-talk-title">Prefere adiantar a conversa?</h2>
          <WhatsAppAction label="Falar com a equipe no WhatsApp" message={whatsAppMessages.mentoring} />
        </section>
      ) : null}
    </main>
  );
}
