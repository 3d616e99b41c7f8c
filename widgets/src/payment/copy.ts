// The payment modal's pt-BR copy (spec §2), prices from the launch settings staff set.
import { programCopy } from '@funil/core/launch-copy';
import type { PublicLaunchSettings } from '@funil/core/launch-settings';

export const PAYMENT_COPY = {
  title: 'Escolha a forma de pagamento',
  pixName: 'PIX',
  pixNote: 'à vista',
  cardName: 'Cartão de crédito',
  processing: 'Processando...',
  attemptId: (id: string) => `ID da tentativa: ${id}`,
  // The spec names no copy for these: the prices are read before anyone can pay.
  loadingPrices: 'Carregando os preços...',
  pricesUnavailable: 'Não foi possível carregar os preços agora. Verifique sua conexão e tente de novo.',
  retry: 'Tentar de novo',
} as const;

export interface PaymentPrices {
  /** 'R$ 1.797,00' */
  pixPrice: string;
  /** '12x R$ 173,36' */
  cardPrice: string;
  /** 'total R$ 2.080,32' */
  cardNote: string;
}

export function paymentPrices(settings: PublicLaunchSettings): PaymentPrices {
  const program = programCopy(settings.program);
  return {
    pixPrice: program.pixPrice,
    cardPrice: program.installmentsShort,
    cardNote: `total ${program.cardTotal}`,
  };
}
