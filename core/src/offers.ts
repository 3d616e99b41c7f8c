// Offers, prices and dates of the funnel: the one typed source every package reads.
// Money is integer cents; instants are UTC ISO-8601.

export const CURRENCY = 'BRL';

/** The paid one-day online immersion (26 April 2025, 09:00–17:00 in São Paulo). */
export const IMMERSION = {
  slug: 'imersao-ia-na-pratica',
  title: 'Imersão IA na Prática',
  priceCents: 9_700,
  startsAt: '2025-04-26T12:00:00Z',
  endsAt: '2025-04-26T20:00:00Z',
  location: 'Online',
  calendarFileName: 'imersao-ia-na-pratica.ics',
} as const;

/**
 * The free live Zoom call promised in the lead modal ('11/06 às 20:00' in the copy): saving a lead
 * through the modal registers it for this event. 20:00 in São Paulo is 23:00Z; the copy names no
 * length, so the event is kept as one hour.
 */
export const FREE_LIVE_CALL = {
  slug: 'call-gratuita-ia-nos-negocios',
  title: 'Call gratuita: automatize seu negócio com IA',
  dateLabel: '11/06',
  timeLabel: '20:00',
  startsAt: '2025-06-11T23:00:00Z',
  endsAt: '2025-06-12T00:00:00Z',
  location: 'Zoom',
  priceCents: 0,
  calendarFileName: 'call-gratuita-ia-nos-negocios.ics',
} as const;

/** The 'IA NA PRÁTICA' program: PIX in cash or 12 card installments. */
export const PROGRAM = {
  name: 'IA NA PRÁTICA',
  pixPriceCents: 179_700,
  cardTotalCents: 208_032,
  cardInstallments: 12,
  cardInstallmentCents: 17_336,
  checkoutExpiryMinutes: 1_440,
  externalReferencePrefix: 'PROGRAMAIANAPRATICA_',
} as const;

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: CURRENCY });

/** Formats integer cents as Brazilian reais, e.g. 179700 → 'R$ 1.797,00'. */
export function formatBRL(cents: number): string {
  // Intl separates 'R$' from the amount with a no-break space; the copy uses a plain one.
  return brl.format(cents / 100).replace(/\u00a0/g, ' ');
}
