// The thank-you page's copy (spec §2): what was bought and what happens next.
import { IMMERSION_CALENDAR_ENTRY, webCalendarTemplateUrl } from '@funil/core/calendar';
import { formatDayAndMonth, formatTime } from '@funil/core/dates';
import { IMMERSION } from '@funil/core/offers';

export const thankYou = {
  title: 'Parabéns pela sua compra!',
  approved: `Seu pagamento da ${IMMERSION.title} foi aprovado. Sua vaga está garantida.`,
  nextStepsTitle: 'Próximos passos',
  nextSteps: [
    'Você vai receber um e-mail de confirmação com os dados de acesso à imersão.',
    'Você será adicionado ao nosso grupo exclusivo no WhatsApp, onde enviamos os avisos e materiais.',
    `A imersão começa no dia ${formatDayAndMonth(IMMERSION.startsAt)}, das ${formatTime(IMMERSION.startsAt)} às ${formatTime(IMMERSION.endsAt)}.`,
  ],
  calendarTitle: 'Coloque na sua agenda',
  webCalendarLabel: 'Adicionar ao Google Agenda',
  webCalendarUrl: webCalendarTemplateUrl(IMMERSION_CALENDAR_ENTRY),
  icsLabel: 'Baixar arquivo de calendário (.ics)',
  icsUrl: `/api/calendar/${IMMERSION.calendarFileName}`,
  icsFileName: IMMERSION.calendarFileName,
};
