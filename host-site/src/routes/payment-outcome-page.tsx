// '/pagamento/cancelado' and '/pagamento/expirado?lead={leadId}': where an unfinished checkout sends
// the buyer back, with what happened and how to try again on the program's pricing section, at the
// price of the batch selling now (issue 30) once the server quoted it.
import { Link, useSearchParams } from 'react-router';
import { PageMeta } from '../components/page-meta.tsx';
import { WhatsAppAction } from '../components/whatsapp-action.tsx';
import { quotedPrices } from '../content/offer-batch.ts';
import { type PaymentOutcome, paymentOutcomes } from '../content/payment-outcomes.ts';
import { programOf } from '../content/program.ts';
import { teamWhatsAppLink, whatsAppMessages } from '../content/whatsapp.ts';
import { useLaunch } from '../lib/launch.ts';
import { useLeadFirstName } from '../lib/lead-greeting.ts';
import { useOfferQuote } from '../lib/offer-quote.ts';

export default function PaymentOutcomePage({ outcome }: { outcome: PaymentOutcome }) {
  const leadId = useSearchParams()[0].get('lead') || null;
  const firstName = useLeadFirstName(leadId);
  const copy = paymentOutcomes[outcome];
  const { settings, copy: launch } = useLaunch();
  const program = programOf(launch);
  const read = useOfferQuote();
  const quote = read.state === 'ready' ? read.quote : null;
  const prices = quote ? quotedPrices(quote) : program;
  const teamWhatsapp = settings.contacts.teamWhatsapp;
  const hasTeamWhatsApp = teamWhatsAppLink(teamWhatsapp, whatsAppMessages.payment) !== null;

  return (
    <main className={`page payment-outcome payment-outcome--${outcome}`}>
      <PageMeta title={copy.title} description={copy.description} noindex />
      <p className="kicker">Programa {program.name}</p>
      <h1>{firstName ? copy.greeting(firstName) : copy.title}</h1>
      <p className="lead">{copy.explanation}</p>
      <section className="panel" aria-labelledby="payment-next-title">
        <h2 id="payment-next-title">O que fazer agora</h2>
        <p>
          {quote?.batch
            ? `Tente de novo pelo preço do ${quote.batch.label}`
            : 'Tente de novo com o mesmo valor'}
          : {prices.pixPrice} no PIX ou {prices.installments} no cartão.
          {hasTeamWhatsApp ? ' Se algo deu errado no pagamento, a equipe ajuda pelo WhatsApp.' : null}
        </p>
        <Link className="cta" to={program.pricingPath(leadId)}>
          Tentar pagar de novo
        </Link>
        {hasTeamWhatsApp ? (
          <div className="actions">
            <WhatsAppAction
              label="Falar com a equipe no WhatsApp"
              message={whatsAppMessages.payment}
              number={teamWhatsapp}
              secondary
            />
          </div>
        ) : null}
      </section>
    </main>
  );
}
