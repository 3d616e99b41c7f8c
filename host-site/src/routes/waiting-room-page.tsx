// '/sala-de-espera' and '/sala-de-espera/{leadId}': where a lead waits for the free Zoom call.

import { textLines } from '@funil/core/rich-text';
import { Link, useParams } from 'react-router';
import { CallGroupLink } from '../components/call-group-link.tsx';
import { ExternalLink } from '../components/external-link.tsx';
import { ListPanel } from '../components/list-panel.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { RichText } from '../components/rich-text.tsx';
import { FREE_CALL_CALENDAR_FILE, freeCallOf } from '../content/free-call.ts';
import { program } from '../content/program.ts';
import { useLaunch } from '../lib/launch.ts';
import { useLeadGreeting } from '../lib/lead-greeting.ts';

const ZOOM_DOWNLOAD_URL = 'https://zoom.us/download';

export default function WaitingRoomPage() {
  const programName = useLaunch().copy.program.name;
  const { leadId } = useParams();
  const greeting = useLeadGreeting(leadId);
  const firstName = greeting?.firstName ?? null;
  // A personal link says the seat is taken only when the lead really is registered for the call.
  const notRegistered = greeting !== null && !greeting.state.registeredForEvent;
  const { settings, copy, texts } = useLaunch();
  const call = freeCallOf(settings, copy);

  return (
    <main className="page waiting-room">
      <PageMeta
        title="Sala de espera — call gratuita no Zoom"
        description={`Sua vaga na call gratuita sobre automação de negócios com IA, ${call.when}, está garantida. Veja como se preparar.`}
        noindex
      />
      <p className="kicker">Call gratuita no Zoom · {call.when}</p>
      <h1>
        {notRegistered ? (
          notRegisteredHeading(firstName)
        ) : firstName ? (
          <RichText text={texts.pages.waitingRoomHeadlineWithName} values={{ nome: firstName }} />
        ) : (
          <RichText text={texts.pages.waitingRoomHeadline} />
        )}
      </h1>
      <p className="lead">
        <RichText text={texts.pages.waitingRoomLead} />
      </p>

      <section className="panel" aria-labelledby="prepare-title">
        <h2 id="prepare-title">Enquanto a call não começa</h2>
        <ol className="steps">
          <li>
            Instale o Zoom no celular ou no computador pelo{' '}
            <ExternalLink href={ZOOM_DOWNLOAD_URL}>site oficial do Zoom</ExternalLink>.
          </li>
          <li>
            Anote na agenda: {call.when}. Um lembrete 15 minutos antes ajuda a não perder o começo:{' '}
            <a href={FREE_CALL_CALENDAR_FILE} download>
              baixe o arquivo para a sua agenda
            </a>
            .
          </li>
          <li>Fique de olho no seu WhatsApp: o link da sala chega por lá no dia da call.</li>
          {call.groupUrl ? (
            <li>
              Entre no <ExternalLink href={call.groupUrl}>grupo da call no WhatsApp</ExternalLink>: os avisos
              e os materiais chegam por lá.
            </li>
          ) : null}
          <li>
            Pense em uma tarefa do seu negócio que você repete toda semana. Ela pode virar exemplo ao vivo.
          </li>
        </ol>
      </section>

      <ListPanel
        id="agenda-title"
        title={texts.home.callAgendaTitle}
        items={textLines(texts.home.callAgenda)}
      />

      <section className="panel" aria-labelledby="ahead-title">
        <h2 id="ahead-title">Quer chegar na frente?</h2>
        <p>
          Separamos as ferramentas e os guias oficiais que usamos nas demonstrações. E se você já quer ir além
          da call, o {programName} percorre o caminho com você, módulo a módulo.
        </p>
        <div className="actions">
          <CallGroupLink url={call.groupUrl} />
          <Link className={call.groupUrl ? 'cta cta--secondary' : 'cta'} to={program.pricingPath(leadId)}>
            Conhecer o {programName}
          </Link>
          <Link className="cta cta--secondary" to="/materialcomplementar">
            Ver o material complementar
          </Link>
        </div>
      </section>
    </main>
  );
}

/** A personal link of a lead not registered for the call: no seat is promised (not a launch text). */
function notRegisteredHeading(firstName: string | null): string {
  return firstName ? `${firstName}, esta é a sala de espera da call` : 'Sala de espera da call';
}
