import { DEFAULT_LAUNCH_TEXTS } from '@funil/core/launch-texts';
import type { PublicTicketOffer } from '@funil/core/ticket-offers';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { TicketSale } from './ticket-sale.tsx';

const TICKET: PublicTicketOffer = {
  code: 'ingresso-imersao-ia-na-pratica',
  name: 'Ingresso Imersão',
  event: {
    slug: 'imersao-ia-na-pratica',
    kind: 'immersion',
    title: 'Imersão IA na Prática',
    startsAt: '2027-04-26T12:00:00.000Z',
    endsAt: '2027-04-26T20:00:00.000Z',
    location: 'Online',
  },
  priceCents: 9_700,
  capacity: 2,
  seatsLeft: 1,
  soldOut: false,
};

/** The launch's words for its tickets, with these changed. */
const texts = (changes: Partial<typeof DEFAULT_LAUNCH_TEXTS.tickets>) => ({
  ...DEFAULT_LAUNCH_TEXTS.tickets,
  ...changes,
});

function renderSale(ticket: PublicTicketOffer, changes: Partial<typeof DEFAULT_LAUNCH_TEXTS.tickets>) {
  return render(
    <MemoryRouter>
      <TicketSale ticket={ticket} texts={texts(changes)} reload={() => undefined} />
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('a ticket on its page says the launch’s words', () => {
  it('sells with the launch’s title and button, and counts the seats left', () => {
    renderSale(TICKET, { buyTitle: 'Última turma presencial', buy: 'Quero meu lugar' });
    expect(screen.getByRole('heading', { name: 'Última turma presencial' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Quero meu lugar' })).toBeTruthy();
    expect(screen.getByText('Resta 1 vaga de 2.')).toBeTruthy();
  });

  it('once sold out, names the event in the launch’s text and offers its waitlist button', () => {
    renderSale(
      { ...TICKET, seatsLeft: 0, soldOut: true },
      { soldOutText: 'Acabou a {evento}! Fique na fila.', join: 'Me avise' },
    );
    expect(screen.getByRole('heading', { name: 'Ingressos esgotados' })).toBeTruthy();
    expect(screen.getByText('Acabou a Imersão IA na Prática! Fique na fila.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Me avise' })).toBeTruthy();
  });
});
