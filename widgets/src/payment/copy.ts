// The payment modal's pt-BR copy (spec §2), prices from core.
import { formatBRL, PROGRAM } from '@funil/core/offers';

export const PAYMENT_COPY = {
  title: 'Escolha a forma de pagamento',
  pixName: 'PIX',
  pixPrice: formatBRL(PROGRAM.pixPriceCents),
  pixNote: 'à vista',
  cardName: 'Cartão de crédito',
  cardPrice: `${PROGRAM.cardInstallments}x ${formatBRL(PROGRAM.cardInstallmentCents)}`,
  cardNote: `total ${formatBRL(PROGRAM.cardTotalCents)}`,
  processing: 'Processando...',
  attemptId: (id: string) => `ID da tentativa: ${id}`,
} as const;
