// The exit-intent popup's pt-BR copy (spec §2), told truthfully (decision 0033): the days since the
// visitor's real last visit, the real sign-ups since then, the launch's own monthly card installment.
import type { ProgramCopy } from '@funil/core/launch-copy';
import { PROGRAM } from '@funil/core/offers';

/** 'R$ 173,36' never breaks between 'R$' and the amount on a narrow phone. */
const keepTogether = (money: string) => money.replace(/R\$ /g, 'R$\u00a0');

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const EXIT_COPY = {
  fallbackName: 'amigo',
  newHeadline: (name: string) => `${name}, antes de sair preciso te contar umas verdades...`,
  /** The launch's card installment, a monthly amount; without the settings, no amount is named. */
  newBody: (program: ProgramCopy | null) =>
    program
      ? `Você provavelmente já gastou ${keepTogether(program.installment)} este mês sem nem perceber — num delivery, numa assinatura esquecida. Esse mesmo valor por mês (${keepTogether(program.installments)} no cartão) é o que separa você de colocar a IA para trabalhar no seu negócio.`
      : `Por um valor por mês parecido com o que se gasta sem perceber — num delivery, numa assinatura esquecida — você coloca a IA para trabalhar no seu negócio com o ${PROGRAM.name}.`,
  returningHeadline: (name: string, days: number) =>
    `${name}, que bom te ver novamente depois de ${plural(days, 'dia', 'dias')}!`,
  /** Sign-ups the server counted since the last visit; the sentence is left out when there are none. */
  returningBody: (signUps: number | null) =>
    `${signUps ? `Desde a sua última visita, ${plural(signUps, 'pessoa se cadastrou', 'pessoas se cadastraram')}. ` : ''}O ${PROGRAM.name} continua esperando por você.`,
  /** Only before a real end of the sales staff set (launch settings). */
  countdownLabel: 'As vendas encerram em:',
  cta: 'SIM! QUERO DOMINAR IA NA PRÁTICA AGORA',
  dismiss: 'Agora não',
  testimonial:
    '“Em 30 dias automatizei o atendimento da minha loja com IA e ganhei de volta duas horas por dia.”',
  testimonialAuthor: 'Juliana M., empreendedora',
} as const;
