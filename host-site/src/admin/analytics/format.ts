// pt-BR display of the analytics figures: numbers, money, percentages and São Paulo days.
import type { Cell, CellFormat } from '@funil/core/analytics';

const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });
const seconds = new Intl.NumberFormat('pt-BR', { style: 'unit', unit: 'second', maximumFractionDigits: 1 });
// Days are calendar dates already in São Paulo time: formatted at noon UTC they cannot slip a day.
const dayMonth = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
const dateTime = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

export const formatInteger = (value: number) => integer.format(value);
export const formatMoneyCents = (cents: number) => money.format(cents / 100);
export const formatPercent = (ratio: number) => percent.format(ratio);
export const formatDay = (day: string) => dayMonth.format(new Date(`${day}T12:00:00Z`));
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

export function formatCell(value: Cell, format: CellFormat): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'string') return format === 'day' ? formatDay(value) : value;
  switch (format) {
    case 'integer':
      return integer.format(value);
    case 'percent':
      return percent.format(value);
    case 'money':
      return money.format(value);
    case 'seconds':
      return seconds.format(value);
    default:
      return decimal.format(value);
  }
}
