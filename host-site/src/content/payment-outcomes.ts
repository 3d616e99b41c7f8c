// What each unfinished-payment page (spec §7 checkout callbacks) tells the buyer.
import { PROGRAM } from '@funil/core/offers';

export type PaymentOutcome = 'cancelado' | 'expirado';

const linkValidityHours = PROGRAM.checkoutExpiryMinutes / 60;

export const paymentOutcomes: Record<
  PaymentOutcome,
  { title: string; greeting: (firstName: string) => string; description: string; explanation: string }
> = {
  cancelado: {
    title: 'Pagamento não concluído',
    greeting: (firstName) => `${firstName}, seu pagamento não foi concluído`,
    description: `O pagamento do programa ${PROGRAM.name} foi interrompido e nada foi cobrado. Veja como tentar de novo.`,
    explanation:
      'O checkout foi fechado antes do fim, então nada foi cobrado. Sua vaga ainda pode ser garantida: é só tentar de novo, no PIX ou no cartão.',
  },
  expirado: {
    title: 'O link de pagamento expirou',
    greeting: (firstName) => `${firstName}, o seu link de pagamento expirou`,
    description: `O link de pagamento do programa ${PROGRAM.name} expirou e nada foi cobrado. Veja como conseguir um novo.`,
    explanation: `Por segurança, cada link de pagamento vale por ${linkValidityHours} horas. Esse prazo passou e nada foi cobrado: é só tentar de novo para receber um link novo.`,
  },
};
