// The free call's day and time as the spec's lead modal writes them, on their own: the embed's lead
// modal imports this without launch-copy's Intl formatters (its 56 KB budget, decision 0007).
import type { PublicLaunchSettings } from './launch-settings.ts';

type FreeCallDay = Pick<PublicLaunchSettings['freeCall'], 'date' | 'time'>;

/** '2025-06-11' → '11/06', from the São Paulo wall-clock date staff saved. */
export function freeCallDateLabel(freeCall: Pick<FreeCallDay, 'date'>): string {
  const [, month, day] = freeCall.date.split('-');
  return `${day}/${month}`;
}

/** '11/06 às 20:00'. */
export function freeCallWhen(freeCall: FreeCallDay): string {
  return `${freeCallDateLabel(freeCall)} às ${freeCall.time}`;
}
