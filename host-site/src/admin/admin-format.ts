// How every staff screen writes numbers, money, shares, days and instants: pt-BR, São Paulo time.
import type { Cell, CellFormat } from '@funil/core/analytics';
import { formatDateTime as formatInstant } from '@funil/core/dates';
import { formatBRL } from '@funil/core/offers';

const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });
const seconds = new Intl.NumberFormat('pt-BR', { style: 'unit', unit: 'second', maximumFractionDigits: 1 });
// Days are calendar dates already in São Paulo time: formatted at noon UTC they cannot slip a day.
const dayMonth = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });

export const formatInteger = (value: number) => integer.format(value);
export const formatPercent = (share: number | null) => (share === null ? '—' : percent.format(share));
export const formatMoney = (cents: number | null) => (cents === null ? '—' : formatBRL(cents));
export const formatDateTime = (iso: string | null) => (iso ? formatInstant(iso) : '—');
/** Event times the ads pixel uses are seconds, page views milliseconds. */
export const formatEpochMs = (ms: number) => formatDateTime(new Date(ms).toISOString());
/** A São Paulo calendar day 'YYYY-MM-DD' as 'dd/mm'. */
export const formatDay = (day: string) => dayMonth.format(new Date(`${day}T12:00:00Z`));

/** One cell of an analytics table; money cells hold reais, as the CSV export does. */
export function formatCell(value: Cell, format: CellFormat): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'string') return format === 'day' ? formatDay(value) : value;
  switch (format) {
    case 'integer':
      return formatInteger(value);
    case 'percent':
      return percent.format(value);
    case 'money':
      return formatMoney(Math.round(value * 100));
    case 'seconds':
      return seconds.format(value);
    default:
      return decimal.format(value);
  }
}
