// How the staff screens write numbers, money, shares and instants: pt-BR, São Paulo time.
import { DISPLAY_TIME_ZONE, formatDateTime as formatInstant } from '@funil/core/dates';
import { formatBRL } from '@funil/core/offers';

const integer = new Intl.NumberFormat('pt-BR');
const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });
/** 'YYYY-MM-DD' of an instant in São Paulo, the form <input type="date"> uses. */
const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export const formatInteger = (value: number) => integer.format(value);
export const formatPercent = (share: number | null) => (share === null ? '—' : percent.format(share));
export const formatMoney = (cents: number | null) => (cents === null ? '—' : formatBRL(cents));
export const formatDateTime = (iso: string | null) => (iso ? formatInstant(iso) : '—');
/** Event times the ads pixel uses are seconds, page views milliseconds. */
export const formatEpochMs = (ms: number) => formatDateTime(new Date(ms).toISOString());

export function saoPauloDay(at: Date, minusDays = 0): string {
  return isoDay.format(new Date(at.getTime() - minusDays * 86_400_000));
}
