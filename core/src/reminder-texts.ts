// The free call's WhatsApp reminders (issue 18), the template's words of each launch's own (issue 29):
// the day before, one hour before and at the start. Their variables are the cadences' ({primeiro_nome},
// {data_evento}, {link_evento}), filled per lead when the message goes, never the pages' placeholders.

export const REMINDER_TEXTS = {
  dayBefore:
    'Oi, {primeiro_nome}! Amanhã, {data_evento}, é o nosso encontro ao vivo. ' +
    'Separe esse horário: vamos mostrar na prática como usar IA no seu negócio.\n' +
    'Link da sala: {link_evento}',
  oneHour:
    '{primeiro_nome}, falta 1 hora para o nosso encontro ao vivo ({data_evento}). ' +
    'Chegue uns minutos antes!\n' +
    'Link da sala: {link_evento}',
  start: 'Começou, {primeiro_nome}! Estamos ao vivo agora.\nEntre pelo link: {link_evento}',
};

export type ReminderText = keyof typeof REMINDER_TEXTS;

/** Each reminder's kind as an event's message templates name it, and its minutes before the start. */
export const REMINDERS: Record<ReminderText, { messageType: string; minutesBefore: number }> = {
  dayBefore: { messageType: 'lembrete_dia_anterior', minutesBefore: 1440 },
  oneHour: { messageType: 'lembrete_uma_hora', minutesBefore: 60 },
  start: { messageType: 'inicio', minutesBefore: 0 },
};

/** The reminder sent this many minutes before an event's start, if it is one of the call's. */
export function reminderAt(minutesBefore: number): ReminderText | undefined {
  return (Object.keys(REMINDERS) as ReminderText[]).find(
    (name) => REMINDERS[name].minutesBefore === minutesBefore,
  );
}
