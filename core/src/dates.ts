// Instants are stored in UTC; people read them in São Paulo time.

export const DISPLAY_TIME_ZONE = 'America/Sao_Paulo';

const longDate = new Intl.DateTimeFormat('pt-BR', {
  timeZone: DISPLAY_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const dayMonth = new Intl.DateTimeFormat('pt-BR', {
  timeZone: DISPLAY_TIME_ZONE,
  day: 'numeric',
  month: 'long',
});
const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: DISPLAY_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});
const hourMinute = new Intl.DateTimeFormat('pt-BR', {
  timeZone: DISPLAY_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});

/** '2025-04-26T12:00:00Z' → '26 de abril de 2025'. */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso));
}

/** '2025-04-26T12:00:00Z' → '09:00'. */
export function formatTime(iso: string): string {
  return hourMinute.format(new Date(iso));
}

/** '2025-04-26T12:00:00Z' → '26 de abril'. */
export function formatDayAndMonth(iso: string): string {
  return dayMonth.format(new Date(iso));
}

/** '2025-04-02T15:00:00Z' → '02/04/2025, 12:00', for staff tables. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
