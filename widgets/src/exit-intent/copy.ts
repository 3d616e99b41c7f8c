// The exit-intent popup's pt-BR copy (spec §2), with the price hint from core.
import { EXIT_COPY_PRICE_HINT_CENTS, formatBRL, PROGRAM } from '@funil/core/offers';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const EXIT_COPY = {
  fallbackName: 'amigo',
  newHeadline: (name: string) => `${name}, antes de sair preciso te contar umas verdades...`,
  newBody: `Você provavelmente já gastou ${formatBRL(EXIT_COPY_PRICE_HINT_CENTS)} este mês sem nem perceber — num delivery, numa assinatura esquecida. Esse mesmo valor por mês é o que separa você de colocar a IA para trabalhar no seu negócio.`,
  returningHeadline: (name: string, days: number) =>
    `${name}, que bom te ver novamente depois de ${plural(days, 'dia', 'dias')}!`,
  returningBody: (days: number) =>
    `Nesse tempo, ${plural(days, 'pessoa garantiu', 'pessoas garantiram')} a vaga no ${PROGRAM.name}. A sua ainda está esperando por você.`,
  countdownLabel: 'Oferta expira em:',
  cta: 'SIM! QUERO DOMINAR IA NA PRÁTICA AGORA',
  dismiss: 'Agora não',
  testimonial:
    '“Em 30 dias automatizei o atendimento da minha loja com IA e ganhei de volta duas horas por dia.”',
  testimonialAuthor: 'Juliana M., empreendedora',
} as const;
