// '/sala-de-espera' and '/sala-de-espera/{leadId}': where a lead waits for the free Zoom call.
import { Link, useParams } from 'react-router';
import { ExternalLink } from '../components/external-link.tsx';
import { ListPanel } from '../components/list-panel.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { immersion } from '../content/immersion.ts';
import { useLeadGreeting } from '../lib/lead-greeting.ts';

const ZOOM_DOWNLOAD_URL = 'https://zoom.us/download';

const callAgenda = [
  'Onde a IA já economiza horas em atendimento, conteúdo e vendas de pequenos negócios.',
  'Uma automação montada do zero, ao vivo, sem programar.',
  'Os cuidados para usar IA com os dados dos seus clientes.',
  'Tempo para perguntas no final.',
];

export default function WaitingRoomPage() {
  const { leadId } = useParams();
  const greeting = useLeadGreeting(leadId);
  const firstName = greeting?.firstName ?? null;
  // A personal link says the seat is taken only when the lead really is registered for the call.
  const notRegistered = greeting !== null && !greeting.state.registeredForEvent;

  return (
    <main className="page waiting-room">
      <PageMeta
        title="Sala de espera — call gratuita no Zoom"
        description={`Sua vaga na call gratuita sobre automação de negócios com IA, ${immersion.freeCall}, está garantida. Veja como se preparar.`}
        noindex
      />
      <p className="kicker">Call gratuita no Zoom · {immersion.freeCall}</p>
      <h1>{waitingRoomHeading(firstName, notRegistered)}</h1>
      <p className="lead">
        No dia {immersion.freeCall} (horário de Brasília) vamos mostrar, ao vivo no Zoom, como automatizar um
        negócio com inteligência artificial: o que dá para entregar à IA já nesta semana e por onde começar.
      </p>

      <section className="panel" aria-labelledby="prepare-title">
        <h2 id="prepare-title">Enquanto a call não começa</h2>
        <ol className="steps">
          <li>
            Instale o Zoom no celular ou no computador pelo{' '}
            <ExternalLink href={ZOOM_DOWNLOAD_URL}>site oficial do Zoom</ExternalLink>.
          </li>
          <li>
            Anote na agenda: {immersion.freeCall}. Um lembrete 15 minutos antes ajuda a não perder o começo.
          </li>
          <li>Fique de olho no seu WhatsApp: o link da sala chega por lá no dia da call.</li>
          <li>
            Pense em uma tarefa do seu negócio que você repete toda semana. Ela pode virar exemplo ao vivo.
          </li>
        </ol>
      </section>

      <ListPanel id="agenda-title" title="O que você vai ver" items={callAgenda} />

      <section className="panel" aria-labelledby="ahead-title">
        <h2 id="ahead-title">Quer chegar na frente?</h2>
        <p>Separamos as ferramentas e os guias oficiais que usamos nas demonstrações.</p>
        <Link className="cta cta--secondary" to="/materialcomplementar">
          Ver o material complementar
        </Link>
      </section>
    </main>
  );
}

function waitingRoomHeading(firstName: string | null, notRegistered: boolean): string {
  if (notRegistered)
    return firstName ? `${firstName}, esta é a sala de espera da call` : 'Sala de espera da call';
  return firstName ? `${firstName}, sua vaga na call está garantida` : 'Sua vaga na call está garantida';
}
