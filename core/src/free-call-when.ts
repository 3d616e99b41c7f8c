// The free call's day and time as the spec's lead modal writes them, on their own: the embed's lead
// modal imports this without launch-copy's Intl formatters (its 57 KB budget, decision 0007). It
// names the settings' fields itself, so launch-settings.ts may use it without an import cycle.

/** The call's day and time as saved: São Paulo wall-clock text ('2025-06-11', '20:00'). */
interface FreeCallDay {
  date: string;
  time: string;
}

/** '2025-06-11' → '11/06', from the São Paulo wall-clock date staff saved. */
export function freeCallDateLabel(freeCall: Pick<FreeCallDay, 'date'>): string {
  const [, month, day] = freeCall.date.split('-');
  return `${day}/${month}`;
}

/** '11/06 às 20:00'. */
export function freeCallWhen(freeCall: FreeCallDay): string {
  return `${freeCallDateLabel(freeCall)} às ${freeCall.time}`;
}
