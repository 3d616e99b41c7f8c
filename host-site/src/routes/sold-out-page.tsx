// '/vagas-esgotadas', and '/' while the launch is sold out: the immersion's waitlist, which records
// the visitor through the lead modal. The immersion is called sold out only when it is not on sale.
// When the launch sells a ticket for it, the page sells the ticket and is sold out once its seats are.

import { IMMERSION_CALENDAR_ENTRY } from '@funil/core/calendar';
import { formatBRL } from '@funil/core/offers';
import { CallGroupLink } from '../components/call-group-link.tsx';
import { ImmersionFacts } from '../components/immersion-facts.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { RichText } from '../components/rich-text.tsx';
import { TicketSale } from '../components/ticket-sale.tsx';
import { immersionOf } from '../content/immersion.ts';
import { useLaunch } from '../lib/launch.ts';
import { useLeadSignUp } from '../lib/lead-sign-up.ts';
import { SiteLeadModal } from '../lib/site-lead-modal.tsx';
import { ticketFor, useTicketOffers } from '../lib/ticket-offers.ts';

/** While the immersion's ticket has seats: what the day is, in the words of its calendar entry. */
const SELLING_LEAD = `${IMMERSION_CALENDAR_ENTRY.description.split('. ')[0]}.`;

export default function SoldOutPage() {
  const { settings, copy, texts } = useLaunch();
  const immersion = immersionOf(copy);
  const home = texts.home;
  const callGroupUrl = settings.contacts.callGroupUrl;
  const { joined, openModal, modal } = useLeadSignUp();
  const tickets = useTicketOffers();
  const ticket = ticketFor(tickets, 'immersion');
  const soldOut = ticket ? ticket.soldOut : !immersion.onSale;
  const selling = ticket !== undefined && !ticket.soldOut;
  // The price on the page is the one the checkout charges.
  const facts = ticket ? { ...immersion, price: formatBRL(ticket.priceCents) } : immersion;

  return (
    <main className="page sold-out">
      {selling ? (
        <PageMeta
          title={`${immersion.title} — ingressos`}
          description={`Garanta seu ingresso para a ${immersion.title}: ${immersion.date}, ${immersion.hours}.`}
        />
      ) : soldOut ? (
        <PageMeta
          title={`${immersion.title} — vagas esgotadas`}
          description={`As vagas da ${immersion.title} acabaram. Entre na lista de espera e seja avisado primeiro da próxima turma.`}
        />
      ) : (
        <PageMeta
          title={`${immersion.title} — lista de espera`}
          description={`Entre na lista de espera da ${immersion.title}: a equipe chama você no WhatsApp para garantir sua vaga.`}
        />
      )}
      <p className="kicker">
        {immersion.title} · {immersion.date}
      </p>
      {selling ? (
        <>
          <h1>{immersion.title}</h1>
          <p className="lead">{SELLING_LEAD}</p>
        </>
      ) : (
        <>
          <h1>
            <RichText text={soldOut ? home.soldOutHeadline : home.waitlistHeadline} />
          </h1>
          <p className="lead">
            <RichText text={soldOut ? home.soldOutLead : home.waitlistLead} />
          </p>
        </>
      )}
      <ImmersionFacts immersion={facts} />
      {ticket ? (
        <TicketSale ticket={ticket} texts={texts.tickets} reload={tickets.reload} />
      ) : (
        <section className="waitlist" aria-labelledby="waitlist-title">
          <h2 id="waitlist-title">
            <RichText text={soldOut ? home.soldOutWaitlistTitle : home.waitlistTitle} />
          </h2>
          <p>
            <RichText text={soldOut ? home.soldOutWaitlistText : home.waitlistText} />
          </p>
          {joined ? (
            <>
              <p className="confirmation" role="status">
                Pronto, {joined.firstName}! Você está na lista de espera. Fique de olho no seu WhatsApp.
              </p>
              <CallGroupLink url={callGroupUrl} secondary />
            </>
          ) : (
            <button type="button" className="cta" onClick={openModal}>
              <RichText text={home.waitlistCta} />
            </button>
          )}
        </section>
      )}
      <SiteLeadModal {...modal} />
    </main>
  );
}
