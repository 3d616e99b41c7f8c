// '/whats': the WhatsApp action of spec §7, a chat with the team with the question already typed.
import { Link } from 'react-router';
import { LaunchNextStep } from '../components/launch-next-step.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { WhatsAppAction } from '../components/whatsapp-action.tsx';
import { immersionOf } from '../content/immersion.ts';
import { teamWhatsAppLink, whatsAppMessages } from '../content/whatsapp.ts';
import { useLaunch } from '../lib/launch.ts';

export default function WhatsPage() {
  const programName = useLaunch().copy.program.name;
  const { settings, copy } = useLaunch();
  const immersion = immersionOf(copy);
  const teamWhatsapp = settings.contacts.teamWhatsapp;
  return (
    <main className="page whats">
      <PageMeta
        title="Fale com a equipe no WhatsApp"
        description={`Tire suas dúvidas sobre a ${immersion.title} direto com a nossa equipe no WhatsApp.`}
        noindex
      />
      <p className="kicker">WhatsApp</p>
      <h1>Fale com a nossa equipe no WhatsApp</h1>
      {teamWhatsAppLink(teamWhatsapp, whatsAppMessages.event) ? (
        <>
          <p className="lead">
            Tire suas dúvidas sobre a {immersion.title} e os próximos eventos direto com a equipe. A mensagem
            já vai escrita: é só tocar no botão e enviar.
          </p>
          <WhatsAppAction
            label="Abrir conversa no WhatsApp"
            message={whatsAppMessages.event}
            number={teamWhatsapp}
          />
          <p>
            Prefere ler antes? Veja o que ensinamos no <Link to="/ianapratica">programa {programName}</Link>.
          </p>
        </>
      ) : (
        // Without the team's number the page still leads somewhere: the program's own page.
        <>
          <p className="lead">
            As respostas para as dúvidas mais comuns sobre a {immersion.title} e o programa {programName}{' '}
            estão na página do programa: o que você aprende, para quem é e como pagar.
          </p>
          <Link className="cta" to="/ianapratica">
            Conhecer o programa {programName}
          </Link>
        </>
      )}
      <LaunchNextStep secondary />
    </main>
  );
}
