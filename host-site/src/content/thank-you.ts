// The thank-you page's copy (spec §2 thank-you page): what was actually bought, where its payment
// stands and what happens next. The spec's title stays for a paid purchase; every other case says
// honestly what the page knows, with a way forward. Access is promised only through what the buyer
// gave (decision 0034): the WhatsApp of the lead form, else the e-mail given on the payment page.
// A paid purchase's title and next steps are launch texts (thankYou, core/src/launch-text-defaults.ts).

import type { THANK_YOU_TEXTS } from '@funil/core/launch-text-defaults';
import { formatBRL } from '@funil/core/offers';
import type { AccessChannel, PurchaseStatus, PurchaseSummary } from '@funil/core/purchase-summary';

/** 'PIX', '12x no cartão', 'Cartão de crédito' (installments not known yet), 'PIX ou cartão'. */
export function paymentMethodLabel(summary: Pick<PurchaseSummary, 'method' | 'installments'>): string {
  if (summary.method === 'pix') return 'PIX';
  if (summary.method === 'pix_or_card') return 'PIX ou cartão';
  if (summary.installments === null) return 'Cartão de crédito';
  return summary.installments === 1 ? 'Cartão de crédito, à vista' : `${summary.installments}x no cartão`;
}

export const PAYMENT_STATUS_LABELS: Record<PurchaseStatus, string> = {
  paid: 'Pagamento aprovado',
  confirming: 'Aguardando confirmação',
  not_paid: 'Não pago',
  refunded: 'Estornado',
};

/** How a row of the order summary reads: a charged line, the coupon's discount, the total, a detail. */
export type OrderSummaryRowKind = 'item' | 'discount' | 'total' | 'detail';

export interface OrderSummaryRow {
  label: string;
  value: string;
  kind: OrderSummaryRowKind;
}

/** 'Programa IA NA PRÁTICA', 'Ingresso Imersão (Imersão IA na Prática)'. */
function productLabel(summary: PurchaseSummary): string {
  return summary.product.kind === 'ticket'
    ? `${summary.product.name} (${summary.product.event.title})`
    : `Programa ${summary.product.name}`;
}

/**
 * The order summary's rows, in the order the page lists them. A purchase of more than its main
 * offer, or with a coupon (issue 30), lists every item, the coupon's discount under the offer it
 * was taken off and the total; one of the offer alone (and an answer from before items were kept)
 * names the product and its amount.
 */
export function orderSummaryRows(summary: PurchaseSummary): OrderSummaryRow[] {
  const details: OrderSummaryRow[] = [
    { label: 'Forma de pagamento', value: paymentMethodLabel(summary), kind: 'detail' },
    { label: 'Situação', value: PAYMENT_STATUS_LABELS[summary.status], kind: 'detail' },
  ];
  const { items, coupon } = summary;
  if (items.length < 2 && coupon === null) {
    return [
      { label: 'Produto', value: productLabel(summary), kind: 'detail' },
      { label: 'Valor', value: formatBRL(summary.amountCents), kind: 'total' },
      ...details,
    ];
  }
  const discount = coupon?.discountCents ?? 0;
  const lines = items.flatMap((item): OrderSummaryRow[] =>
    item.kind === 'main'
      ? [
          // The server charged the offer with the coupon taken off; the buyer reads its price, then
          // the discount, so the lines add up to the total the server charged.
          { label: productLabel(summary), value: formatBRL(item.amountCents + discount), kind: 'item' },
          ...(coupon
            ? [
                {
                  label: `Cupom ${coupon.code}`,
                  value: `− ${formatBRL(discount)}`,
                  kind: 'discount' as const,
                },
              ]
            : []),
        ]
      : [{ label: item.name, value: formatBRL(item.amountCents), kind: 'item' }],
  );
  return [
    ...lines,
    {
      label: summary.status === 'paid' ? 'Total pago' : 'Total',
      value: formatBRL(summary.amountCents),
      kind: 'total',
    },
    ...details,
  ];
}

/** Which launch text promises the access, by what the buyer gave (thankYou.access…). */
export const ACCESS_TEXT_KEYS = {
  whatsapp: 'accessWhatsapp',
  email: 'accessEmail',
  team: 'accessTeam',
} as const satisfies Record<AccessChannel, keyof typeof THANK_YOU_TEXTS>;

export const thankYou = {
  orderTitle: 'Resumo do pedido',
  confirming: {
    title: 'Estamos confirmando o seu pagamento',
    received: (product: string) =>
      `Recebemos o seu pedido do programa ${product}. Alguns pagamentos levam alguns instantes para serem confirmados.`,
    asking: 'Esta página confere sozinha e mostra os próximos passos assim que a confirmação chegar.',
    stillWaiting:
      'A confirmação ainda não chegou. Se você já pagou, não precisa pagar de novo: confira daqui a alguns minutos ou fale com a nossa equipe.',
    checkAgain: 'Verificar de novo',
  },
  unreachable: {
    title: 'Estamos consultando a sua compra',
    asking: 'Não conseguimos falar com o nosso servidor agora. Esta página tenta de novo em instantes.',
    stillWaiting:
      'Ainda não conseguimos consultar a sua compra. Confira a sua conexão e tente de novo; se você já pagou, seu pagamento continua registrado.',
    checkAgain: 'Tentar de novo',
  },
  notPaid: {
    title: 'Este pagamento não foi concluído',
    explanation: (product: string) =>
      `O pedido do programa ${product} não foi pago e nada foi cobrado. Você pode tentar de novo, no PIX ou no cartão.`,
    tryAgain: 'Tentar pagar de novo',
  },
  refunded: {
    title: 'Esta compra foi cancelada',
    explanation: (product: string) =>
      `O pagamento do programa ${product} foi estornado ou contestado junto ao banco, e o acesso não está ativo. Se ficou alguma dúvida, fale com a nossa equipe.`,
  },
  unknown: {
    title: 'Não encontramos uma compra neste link',
    explanation:
      'Esta página confirma uma compra pelo link que se abre ao final do pagamento, e este link não leva a nenhuma.',
    paidAlreadyTitle: 'Já pagou?',
    paidAlready: 'Fale com a nossa equipe e confirmamos a sua compra.',
    notYetTitle: 'Ainda não comprou?',
    notYet: (product: string, priceLine: string) => `O programa ${product} sai por ${priceLine}.`,
    seeOffer: (product: string) => `Conhecer o programa ${product}`,
  },
  loading: 'Consultando a sua compra...',
  help: {
    title: 'Precisa de ajuda?',
    whatsappLabel: 'Falar com a equipe no WhatsApp',
    whatsappMessage: (product: string) =>
      `Olá! Comprei o programa ${product} e tenho uma dúvida sobre o meu pedido.`,
    supportLabel: 'Escrever para o suporte',
  },
};
