// '/mentoria-obrigado': where a mentoring sign-up lands.
import { Link } from 'react-router';
import { PageMeta } from '../components/page-meta.tsx';
import { RichText } from '../components/rich-text.tsx';
import { WhatsAppAction } from '../components/whatsapp-action.tsx';
import { program } from '../content/program.ts';
import { teamWhatsAppLink, whatsAppMessages } from '../content/whatsapp.ts';
import { useLaunch } from '../lib/launch.ts';

export default function MentoringThankYouPage() {
  const programName = useLaunch().copy.program.name;
  const { settings, texts } = useLaunch();
  const teamWhatsapp = settings.contacts.teamWhatsapp;
  return (
    <main className="page mentoring-thank-you">
      <PageMeta
        title="Inscrição na mentoria recebida"
        description="Recebemos sua inscrição na mentoria. A equipe vai chamar você no WhatsApp para marcar a conversa."
        noindex
      />
      <h1>
        <RichText text={texts.pages.mentoringThanksHeadline} />
      </h1>
      <p className="lead">
        <RichText text={texts.pages.mentoringThanksLead} />
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
      {teamWhatsAppLink(teamWhatsapp, whatsAppMessages.mentoring) ? (
        <section className="panel" aria-labelledby="mentoring-talk-title">
          <h2 id="mentoring-talk-title">Prefere adiantar a conversa?</h2>
          <WhatsAppAction
            label="Falar com a equipe no WhatsApp"
            message={whatsAppMessages.mentoring}
            number={teamWhatsapp}
          />
        </section>
      ) : null}
      <section className="panel" aria-labelledby="mentoring-program-title">
        <h2 id="mentoring-program-title">Quer começar antes da conversa?</h2>
        <p>
          Enquanto a equipe não chama, conheça o programa {programName}: os módulos, para quem é e como pagar.
        </p>
        <Link className="cta cta--secondary" to={program.pricingPath()}>
          Conhecer o {programName}
        </Link>
      </section>
    </main>
  );
}
