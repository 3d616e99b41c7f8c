// How pages word an offer's current batch ("lote", issue 30) and its quoted prices: '1º lote ·
// termina em 05/12 às 23:59' in São Paulo time, 'Restam 3 vagas neste lote'. The prices are the
// server's quote; the page never works one out.
import { DISPLAY_TIME_ZONE } from '@funil/core/dates';
import { programCopy } from '@funil/core/launch-copy';
import type { OfferQuote } from '@funil/core/offer-pricing';
import type { ProgramPrices } from './program.ts';

const dayMonth = new Intl.DateTimeFormat('pt-BR', {
  timeZone: DISPLAY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
});
const hourMinute = new Intl.DateTimeFormat('pt-BR', {
  timeZone: DISPLAY_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

type QuotedBatch = NonNullable<OfferQuote['batch']>;

/** '1º lote · termina em 05/12 às 23:59', or just '1º lote' for a batch that ends when it sells out. */
export function batchLine(batch: Pick<QuotedBatch, 'label' | 'endsAt'>): string {
  if (!batch.endsAt) return batch.label;
  const end = new Date(batch.endsAt);
  // The date and the hour stay on one line on a narrow phone (no-break spaces between them).
  return `${batch.label} · termina em ${dayMonth.format(end)}\u00a0às\u00a0${hourMinute.format(end)}`;
}

/** 'Restam 3 vagas neste lote', 'Resta 1 vaga neste lote'; null when the batch has no quantity. */
export function batchLeftLine(left: number | null): string | null {
  if (left === null || left < 1) return null;
  return left === 1 ? 'Resta 1 vaga neste lote' : `Restam ${left} vagas neste lote`;
}

/**
 * The program's prices as the quote gives them, worded as the launch settings' are. With a coupon
 * applied the page shows the batch's own price (the payment modal shows the discount beside it).
 */
export function quotedPrices(quote: OfferQuote): ProgramPrices {
  const couponApplied = quote.coupon?.applied === true;
  const pixCents = couponApplied ? quote.list.pixCents : quote.price.pixCents;
  const cardTotalCents = couponApplied ? quote.list.cardTotalCents : quote.price.cardTotalCents;
  const { installments } = quote.price;
  const {
    pixPrice,
    installments: installmentsText,
    cardTotal,
    priceLine,
  } = programCopy({
    pixPriceCents: pixCents,
    cardInstallments: installments,
    cardTotalCents,
    // One card installment, rounded to the cent, as the launch settings work it out.
    cardInstallmentCents: Math.round(cardTotalCents / installments),
  });
  return { pixPrice, installments: installmentsText, cardTotal, priceLine };
}
