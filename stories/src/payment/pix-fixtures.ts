// What a Funil server answers in issue 30's states, for the payment modal's stories.
import type { OfferQuote } from '@funil/core/offer-pricing';
import type { PixChargeCreated } from '@funil/core/pix-charge';

export const QUOTE: OfferQuote = {
  offer: { code: 'programa', name: 'IA na Prática', kind: 'program' },
  batch: { id: 'b1', position: 1, label: '1º lote', endsAt: null, left: null },
  list: { pixCents: 179_700, cardTotalCents: 208_032 },
  price: { pixCents: 179_700, cardTotalCents: 208_032, installments: 12 },
  coupon: null,
  bumps: [
    {
      id: 'bump-1',
      code: 'planilhas',
      name: 'Pacote de planilhas de IA',
      pitch: '30 modelos prontos para usar no dia seguinte',
      priceCents: 9_700,
    },
    {
      id: 'bump-2',
      code: 'mentoria',
      name: 'Mentoria em grupo',
      pitch: 'Uma hora ao vivo para tirar suas dúvidas',
      priceCents: 19_700,
    },
  ],
  holdMinutes: 30,
};

export const QUOTE_WITH_COUPON: OfferQuote = {
  ...QUOTE,
  price: { pixCents: 161_730, cardTotalCents: 187_229, installments: 12 },
  coupon: {
    code: 'LANCAMENTO10',
    applied: true,
    label: '10% de desconto',
    pixDiscountCents: 17_970,
    cardDiscountCents: 20_803,
  },
};

export function quoteRefusing(code: string): OfferQuote {
  return {
    ...QUOTE,
    coupon: { code, applied: false, reason: 'coupon_expired', message: 'Este cupom expirou.' },
  };
}

/** A QR-like picture (the server's is a PNG of the BR Code); the story needs no real one. */
const QR_PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 7 7" shape-rendering="crispEdges"><rect width="7" height="7" fill="#fff"/><path d="M0 0h3v3H0zM4 0h3v3H4zM0 4h3v3H0zM4 4h1v1H4zM6 6h1v1H6zM5 5h1v1H5z" fill="#000"/></svg>',
)}`;

/** A charge expiring 29 minutes from when the story opens. */
export function pixCharge(): PixChargeCreated {
  return {
    checkoutId: 'chk-1',
    amountCents: 171_430,
    items: [
      { name: 'IA na Prática', amountCents: 161_730 },
      { name: 'Pacote de planilhas de IA', amountCents: 9_700 },
    ],
    qrImage: QR_PICTURE,
    payload:
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865406171430.005802BR5913FUNIL LTDA6009SAO PAULO62070503***6304ABCD',
    expiresAt: new Date(Date.now() + 29 * 60_000).toISOString(),
    successUrl: '/obrigado',
  };
}
