// A ticket for one of the launch's events on its page (issue 29): while seats are left, how many and
// the button that opens the payment modal at the ticket's price; once none is left, the event is sold
// out and the visitor joins its waitlist (through the lead modal when this browser has no lead yet).
import type { LaunchTexts } from '@funil/core/launch-texts';
import { formatBRL } from '@funil/core/offers';
import { firstName } from '@funil/core/text';
import type { PublicTicketOffer } from '@funil/core/ticket-offers';
import { readLeadCapability, readStoredLead } from '@funil/widgets/react';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../lib/http.ts';
import { useLeadSignUp } from '../lib/lead-sign-up.ts';
import { SiteLeadModal } from '../lib/site-lead-modal.tsx';
import { joinWaitlist } from '../lib/ticket-offers.ts';
import { usePaymentCheckout } from './payment-checkout.tsx';
import { RichText } from './rich-text.tsx';

/** The lines that count or confirm; the titles and buttons are the launch's texts (texts.tickets). */
export const TICKET_COPY = {
  seatsLeft: (left: number, capacity: number) =>
    left === 1 ? `Resta 1 vaga de ${capacity}.` : `Restam ${left} vagas de ${capacity}.`,
  price: (price: string) => `Ingresso: ${price}, à vista no PIX ou no cartão.`,
  joining: 'Entrando na lista...',
  joined: (name: string, title: string) =>
    `Pronto${name ? `, ${name}` : ''}! Você está na lista de espera da ${title}. Se uma vaga abrir, avisamos você no WhatsApp.`,
} as const;

type TicketTexts = LaunchTexts['tickets'];

export interface TicketSaleProps {
  ticket: PublicTicketOffer;
  /** The launch's words for its tickets. */
  texts: TicketTexts;
  /** Reads the seats again (after the payment modal closes: a seat may have gone meanwhile). */
  reload: () => void;
}

export function TicketSale({ ticket, texts, reload }: TicketSaleProps) {
  return ticket.soldOut ? (
    <TicketWaitlist ticket={ticket} texts={texts} />
  ) : (
    <TicketOnSale ticket={ticket} texts={texts} reload={reload} />
  );
}

function TicketOnSale({ ticket, texts, reload }: TicketSaleProps) {
  const payment = usePaymentCheckout(
    undefined,
    { code: ticket.code, name: ticket.name, priceCents: ticket.priceCents },
    reload,
  );
  return (
    <section className="waitlist" aria-labelledby="ticket-title">
      <h2 id="ticket-title">
        <RichText text={texts.buyTitle} />
      </h2>
      <p className="ticket-seats">{TICKET_COPY.seatsLeft(ticket.seatsLeft, ticket.capacity)}</p>
      <p>{TICKET_COPY.price(formatBRL(ticket.priceCents))}</p>
      <button type="button" className="cta" onClick={payment.open}>
        <RichText text={texts.buy} />
      </button>
      {payment.modal}
    </section>
  );
}

type Joining =
  | { state: 'idle' }
  | { state: 'joining' }
  | { state: 'joined'; name: string }
  | { state: 'failed'; message: string };

function TicketWaitlist({ ticket, texts }: { ticket: PublicTicketOffer; texts: TicketTexts }) {
  const { joined, openModal, modal } = useLeadSignUp();
  const [joining, setJoining] = useState<Joining>({ state: 'idle' });
  const title = ticket.event.title;

  const slug = ticket.event.slug;
  const join = useCallback(
    (name: string) => {
      setJoining({ state: 'joining' });
      joinWaitlist(slug)
        .then(() => setJoining({ state: 'joined', name }))
        .catch((error: unknown) =>
          setJoining({
            state: 'failed',
            message: error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE,
          }),
        );
    },
    [slug],
  );

  // The lead modal saved this visitor: now they go on the list.
  useEffect(() => {
    if (joined) join(joined.firstName);
  }, [joined, join]);

  const start = () => {
    // A visitor this browser already saved joins at once; anyone else gives name and WhatsApp first.
    if (readLeadCapability()) join(firstName(readStoredLead()?.name ?? ''));
    else openModal();
  };

  return (
    <section className="waitlist" aria-labelledby="ticket-title">
      <h2 id="ticket-title">
        <RichText text={texts.soldOutTitle} />
      </h2>
      <p>
        <RichText text={texts.soldOutText} values={{ evento: title }} />
      </p>
      {joining.state === 'joined' ? (
        <p className="confirmation" role="status">
          {TICKET_COPY.joined(joining.name, title)}
        </p>
      ) : (
        <>
          <button type="button" className="cta" onClick={start} disabled={joining.state === 'joining'}>
            {joining.state === 'joining' ? TICKET_COPY.joining : <RichText text={texts.join} />}
          </button>
          {joining.state === 'failed' ? (
            <p className="form-error" role="alert">
              {joining.message}
            </p>
          ) : null}
        </>
      )}
      <SiteLeadModal {...modal} />
    </section>
  );
}
