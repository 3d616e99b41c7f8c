// '/proposta' and '/proposta/{leadId}': the offer made after the free call.
import { textBlocks } from '@funil/core/rich-text';
import { Link, useParams } from 'react-router';
import { PageMeta } from '../components/page-meta.tsx';
import { RichText } from '../components/rich-text.tsx';
import { WhatsAppAction } from '../components/whatsapp-action.tsx';
import { programOf } from '../content/program.ts';
import { whatsAppMessages } from '../content/whatsapp.ts';
import { useLaunch } from '../lib/launch.ts';
import { useLeadFirstName } from '../lib/lead-greeting.ts';

export default function ProposalPage() {
  const { leadId } = useParams();
  const firstName = useLeadFirstName(leadId);
  const { settings, copy, texts } = useLaunch();
  const program = programOf(copy);
  const words = texts.pages;

  return (
    <main className="page proposal">
      <PageMeta
        title={`Proposta ${program.name}`}
        description={`A proposta para quem participou da call: o programa ${program.name}, ${program.priceLine}.`}
        noindex
      />
      <p className="kicker">Depois da call</p>
      <h1>
        {firstName ? (
          <RichText text={words.proposalHeadlineWithName} values={{ nome: firstName }} />
        ) : (
          <RichText text={words.proposalHeadline} />
        )}
      </h1>
      <p className="lead">
        <RichText text={words.proposalLead} />
      </p>

      <section className="panel" aria-labelledby="included-title">
        <h2 id="included-title">
          <RichText text={words.proposalIncludedTitle} />
        </h2>
        <ul className="checklist">
          {textBlocks(texts.program.modules).map((module, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the modules are drawn whole from one text.
            <li key={index}>
              <strong>
                <RichText text={module.title} />:
              </strong>{' '}
              <RichText text={module.text} />
            </li>
          ))}
        </ul>
      </section>

      <section className="panel" aria-labelledby="terms-title">
        <h2 id="terms-title">
          <RichText text={words.proposalTermsTitle} />
        </h2>
        <p>
          <RichText text={words.proposalTerms} />
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
