// '/proposta' and '/proposta/{leadId}': the offer made after the free call.
import { Link, useParams } from 'react-router';
import { PageMeta } from '../components/page-meta.tsx';
import { WhatsAppAction } from '../components/whatsapp-action.tsx';
import { programModules, programOf } from '../content/program.ts';
import { whatsAppMessages } from '../content/whatsapp.ts';
import { useLaunch } from '../lib/launch.ts';
import { useLeadFirstName } from '../lib/lead-greeting.ts';

export default function ProposalPage() {
  const { leadId } = useParams();
  const firstName = useLeadFirstName(leadId);
  const { settings, copy } = useLaunch();
  const program = programOf(copy);

  return (
    <main className="page proposal">
      <PageMeta
        title={`Proposta ${program.name}`}
        description={`A proposta para quem participou da call: o programa ${program.name}, ${program.priceLine}.`}
        noindex
      />
      <p className="kicker">Depois da call</p>
      <h1>{firstName ? `${firstName}, esta é a nossa proposta` : `Nossa proposta: ${program.name}`}</h1>
      <p className="lead">
        Na call você viu o que a inteligência artificial já faz em negócios como o seu. O {program.name} é o
        caminho para fazer o mesmo no seu, passo a passo, com exemplos que você aplica na mesma semana.
      </p>

      <section className="panel" aria-labelledby="included-title">
        <h2 id="included-title">O que está incluído</h2>
        <ul className="checklist">
          {programModules.map((module) => (
            <li key={module.title}>
              <strong>{module.title}:</strong> {module.text}
            </li>
          ))}
        </ul>
      </section>

      <section className="panel" aria-labelledby="terms-title">
        <h2 id="terms-title">Condições</h2>
        <p>
          <strong>{program.pixPrice}</strong> à vista no PIX, ou <strong>{program.installments}</strong> no
          cartão de crédito (total de {program.cardTotal}). Você tem 7 dias para desistir com reembolso
          integral.
        </p>
        <div className="actions">
          <Link className="cta" to={program.pricingPath(leadId)}>
            Ver o programa e garantir minha vaga
          </Link>
          <WhatsAppAction
            label="Tirar dúvidas no WhatsApp"
            message={whatsAppMessages.program}
            number={settings.contacts.teamWhatsapp}
            secondary
          />
        </div>
      </section>
    </main>
  );
}
