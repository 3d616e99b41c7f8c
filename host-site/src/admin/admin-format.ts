// How every staff screen writes numbers, money, shares, days and instants: pt-BR, São Paulo time.
import type { Cell, CellFormat } from '@funil/core/analytics';
import { formatDateTime as formatInstant } from '@funil/core/dates';
import { METRICS, type MetricKey } from '@funil/core/metrics';
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
/** A staff number written in its registry unit: a count, money in cents, or a share. */
export function formatMetric(key: MetricKey, value: number | null): string {
  if (value === null) return '—';
  const unit = METRICS[key].unit;
  if (unit === 'money') return formatMoney(value);
  return unit === 'share' ? formatPercent(value) : formatInteger(value);
}
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

/** A length of time in milliseconds the way people say it: '45 s', '2 min 5 s', '1 h 3 min'. */
export function formatDuration(ms: number): string {
  const total = Math.round(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  if (minutes > 0) return seconds > 0 ? `${minutes} min ${seconds} s` : `${minutes} min`;
  return `${seconds} s`;
}

/**
 * A stored JSON object (device_info, url_params, an interaction's data) as named lines, each key by
 * its pt-BR name when one is known; text that is not an object is one line as stored.
 */
export function jsonEntries(
  text: string | null | undefined,
  names: Readonly<Record<string, string>> = {},
): { key: string; label: string; value: string }[] {
  if (!text) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [{ key: '', label: '', value: text }];
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return [{ key: '', label: '', value: readable(value) }];
  }
  return Object.entries(value as Record<string, unknown>).map(([key, entry]) => ({
    key,
    label: names[key] ?? key,
    value: readable(entry),
  }));
}

function readable(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'number') return decimal.format(value);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(readable).join(', ');
  return Object.entries(value as Record<string, unknown>)
    .map(([key, entry]) => `${key}: ${readable(entry)}`)
    .join('; ');
}

/** A figure shown large, where a line break after 'R$' would split the amount from its currency. */
export const keepTogether = (figure: string) => figure.replace(/^R\$ /, 'R$\u00a0');
