// '/debriefing', '/debriefing/{slug}' and '/debriefing/{leadId}': the recap of an event and the next
// step after it, greeting the lead by first name when the link is theirs.
import { Link, useParams } from 'react-router';
import { ListPanel } from '../components/list-panel.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { debriefingRoute } from '../content/debriefing.ts';
import { program } from '../content/program.ts';
import { useLaunch } from '../lib/launch.ts';
import { useLeadFirstName } from '../lib/lead-greeting.ts';
import NotFoundPage from './not-found-page.tsx';

export default function DebriefingPage() {
  const programName = useLaunch().copy.program.name;
  const { slug } = useParams();
  const route = debriefingRoute(slug, useLaunch().copy);
  const firstName = useLeadFirstName(route?.leadId);
  if (!route) return <NotFoundPage />;
  const { debriefing, leadId } = route;

  return (
    <main className="page debriefing">
      <PageMeta
        title={`Debriefing — ${debriefing.title}`}
        description={`O resumo da ${debriefing.title} de ${debriefing.date}, a tarefa desta semana e o próximo passo.`}
        noindex
      />
      <p className="kicker">
        Debriefing · {debriefing.title} · {debriefing.date}
      </p>
      <h1>
        {firstName
          ? `${firstName}, o que levamos da ${debriefing.title}`
          : `O que levamos da ${debriefing.title}`}
      </h1>
      <p className="lead">
        Um resumo do que vimos juntos, o que fazer nesta semana para não deixar o conteúdo parado e o próximo
        passo para quem quer ir mais longe.
      </p>

      <ListPanel id="recap-title" title="O que vimos" items={debriefing.recap} />
      <ListPanel id="homework-title" title="Sua tarefa desta semana" items={debriefing.homework} ordered />

      <section className="panel" aria-labelledby="debriefing-next-title">
        <h2 id="debriefing-next-title">Próximo passo</h2>
        <p>
          A imersão mostrou o caminho em um dia. O {programName} percorre esse caminho com você, módulo a
          módulo, até as automações estarem funcionando no seu negócio.
        </p>
        <div className="actions">
          <Link className="cta" to={program.pricingPath(leadId)}>
            Conhecer o {programName}
          </Link>
          <Link className="cta cta--secondary" to="/debriefing-sala-de-espera">
            Entrar na sala de espera do debriefing ao vivo
          </Link>
        </div>
      </section>
    </main>
  );
}
