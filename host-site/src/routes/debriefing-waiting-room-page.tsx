// '/debriefing-sala-de-espera': where participants wait for the live debriefing after the immersion.
import { Link } from 'react-router';
import { PageMeta } from '../components/page-meta.tsx';
import { immersionOf } from '../content/immersion.ts';
import { program } from '../content/program.ts';
import { useLaunch } from '../lib/launch.ts';

export default function DebriefingWaitingRoomPage() {
  const programName = useLaunch().copy.program.name;
  const immersion = immersionOf(useLaunch().copy);
  return (
    <main className="page debriefing-waiting-room">
      <PageMeta
        title="Sala de espera do debriefing ao vivo"
        description={`Prepare-se para o debriefing ao vivo da ${immersion.title}: revise, aplique e traga suas dúvidas.`}
        noindex
      />
      <p className="kicker">{immersion.title}</p>
      <h1>Sala de espera do debriefing</h1>
      <p className="lead">
        O debriefing é o encontro ao vivo depois da imersão para revisar o que você já aplicou, tirar dúvidas
        e definir seus próximos passos. A data, o horário e o link da sala chegam pelo grupo exclusivo do
        WhatsApp.
      </p>
      <section className="panel" aria-labelledby="before-debriefing-title">
        <h2 id="before-debriefing-title">Antes de entrar</h2>
        <ol className="steps">
          <li>
            Releia o <Link to="/debriefing">resumo da imersão</Link> e marque o que você ainda não colocou em
            prática.
          </li>
          <li>Aplique pelo menos um prompt ou uma automação no seu negócio, mesmo que simples.</li>
          <li>Anote suas dúvidas: as mais comuns são respondidas primeiro.</li>
          <li>Deixe o Zoom instalado e atualizado para entrar sem atraso.</li>
        </ol>
      </section>
      <section className="panel" aria-labelledby="debriefing-program-title">
        <h2 id="debriefing-program-title">Quer ir mais longe?</h2>
        <p>
          O {programName} percorre o caminho da imersão com você, módulo a módulo, até as automações estarem
          funcionando no seu negócio.
        </p>
        <Link className="cta" to={program.pricingPath()}>
          Conhecer o {programName}
        </Link>
      </section>
    </main>
  );
}
