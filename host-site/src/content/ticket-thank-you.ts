// The thank-you page of an event ticket (spec §2 thank-you page; issue 29): the payment of the event
// approved, its access, the buyers' group, and the event's date and hours as step (c) with the two
// calendar buttons. The spec writes it for the immersion; another event's page says its own title.
import { formatDayAndMonth, formatTime } from '@funil/core/dates';
import type { AccessChannel, PurchasedEvent } from '@funil/core/purchase-summary';

export const ticketThankYou = {
  approved: (title: string) => `Seu pagamento do ingresso da ${title} foi aprovado. Sua vaga está garantida.`,
  access: {
    whatsapp: (title: string) =>
      `Os dados de acesso da ${title} chegam pelo WhatsApp que você informou. Fique de olho nas mensagens da nossa equipe.`,
    email: (title: string) =>
      `Os dados de acesso da ${title} chegam no e-mail que você informou no pagamento. Fique de olho na sua caixa de entrada e, se não encontrar, confira o spam.`,
    team: (title: string) =>
      `Para receber os dados de acesso da ${title}, fale com a nossa equipe: confirmamos a sua compra e enviamos tudo por lá.`,
  } satisfies Record<AccessChannel, (title: string) => string>,
  /** Step (c): '… começa em 26 de abril, das 09:00 às 17:00 (horário de Brasília).' */
  when: (event: Pick<PurchasedEvent, 'title' | 'startsAt' | 'endsAt'>) =>
    `A ${event.title} começa em ${formatDayAndMonth(event.startsAt)}, das ${formatTime(event.startsAt)} às ${formatTime(event.endsAt)} (horário de Brasília).`,
  googleCalendar: 'Adicionar ao Google Agenda',
  calendarFile: 'Adicionar à agenda (.ics)',
} as const;
