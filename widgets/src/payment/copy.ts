// The payment modal's pt-BR copy (spec §2), prices from the launch settings staff set. Its title and
// notes are the launch's texts (payment, core/src/payment-texts.ts).

import { programCopy } from '@funil/core/launch-copy';
import type { PublicLaunchSettings } from '@funil/core/launch-settings';
import { resolveTextGroup } from '@funil/core/launch-text-group';
import type { OfferQuote } from '@funil/core/offer-pricing';
import { formatBRL } from '@funil/core/offers';
import { PAYMENT_TEXTS } from '@funil/core/payment-texts';
import { bumpsCents } from './offer-quote-client.ts';
import { ORDER_COPY } from './pix-copy.ts';

export const PAYMENT_COPY = {
  pixName: 'PIX',
  cardName: 'Cartão de crédito',
  processing: 'Processando...',
  attemptId: (id: string) => `ID da tentativa: ${id}`,
  // The spec names no copy for these: the prices are read before anyone can pay.
  loadingPrices: 'Carregando os preços...',
  pricesUnavailable: 'Não foi possível carregar os preços agora. Verifique sua conexão e tente de novo.',
  retry: 'Tentar de novo',
  // A ticket has one price, paid at once by either method.
  ticketPixNote: 'à vista',
  ticketCardNote: 'à vista no cartão',
} as const;

/** A ticket the page sells instead of the program: its name and the price the server charges. */
export interface PaymentTicket {
  code: string;
  name: string;
  priceCents: number;
}

export type PaymentTexts = typeof PAYMENT_TEXTS;

/** The launch's words for the modal; the template's until the settings arrive, or where staff wrote none. */
export function paymentTexts(settings: PublicLaunchSettings | null): PaymentTexts {
  return resolveTextGroup(PAYMENT_TEXTS, settings?.texts?.payment);
}

export interface PaymentPrices {
  /** 'R$ 1.797,00' */
  pixPrice: string;
  /** '12x de R$ 173,36', as the pages write it */
  cardPrice: string;
  /** 'à vista', the launch's text (drawn as rich text) */
  pixNote: string;
  /** 'total R$ 2.080,32', the launch's text (drawn as rich text) */
  cardNote: string;
}

export function paymentPrices(settings: PublicLaunchSettings, ticket?: PaymentTicket): PaymentPrices {
  if (ticket) {
    const price = formatBRL(ticket.priceCents);
    return {
      pixPrice: price,
      cardPrice: price,
      pixNote: PAYMENT_COPY.ticketPixNote,
      cardNote: PAYMENT_COPY.ticketCardNote,
    };
  }
  const program = programCopy(settings.program);
  const texts = paymentTexts(settings);
  return {
    pixPrice: program.pixPrice,
    cardPrice: program.installments,
    pixNote: texts.pixNote,
    cardNote: texts.cardNote,
  };
}

/**
 * The buttons' prices from the server's quote: the coupon taken off and the ticked bumps added. The
 * card's installment value is the provider's to compute, so the card shows its count and its total.
 */
export function quotedPaymentPrices(
  quote: OfferQuote,
  ticked: readonly string[],
  settings: PublicLaunchSettings | null,
  ticket?: PaymentTicket,
): PaymentPrices {
  const extra = bumpsCents(quote, ticked);
  const cardTotal = formatBRL(quote.price.cardTotalCents + extra);
  const single = quote.price.installments <= 1;
  return {
    pixPrice: formatBRL(quote.price.pixCents + extra),
    cardPrice: single ? cardTotal : ORDER_COPY.cardUpTo(quote.price.installments),
    pixNote: ticket ? PAYMENT_COPY.ticketPixNote : paymentTexts(settings).pixNote,
    cardNote: single ? PAYMENT_COPY.ticketCardNote : ORDER_COPY.cardTotal(cardTotal),
  };
}
