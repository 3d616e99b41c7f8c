// How the staff screens write numbers, money, shares and instants: pt-BR, São Paulo time.
import { DISPLAY_TIME_ZONE, formatShortDateTime } from '@funil/core/dates';
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
export const formatDateTime = (iso: string | null) => (iso ? formatShortDateTime(iso) : '—');
/** Event times the ads pixel uses are seconds, page views milliseconds. */
export const formatEpochMs = (ms: number) => formatShortDateTime(new Date(ms).toISOString());

export function saoPauloDay(at: Date, minusDays = 0): string {
  return isoDay.format(new Date(at.getTime() - minusDays * 86_400_000));
}

/** '5511987654321' → '+55 (11) 98765-4321'; other numbers as digits with a '+'. */
export function formatPhone(digits: string): string {
  const br = /^55(\d{2})(\d{4,5})(\d{4})$/.exec(digits);
  return br ? `+55 (${br[1]}) ${br[2]}-${br[3]}` : `+${digits}`;
}
