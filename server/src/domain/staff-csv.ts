// The one writer of every staff CSV: a file Excel in Brazil opens in columns, with numbers it can
// sum: ';' between cells, decimal commas, a UTF-8 byte-order mark, pt-BR headers and São Paulo
// times, and no cell a spreadsheet could run as a formula.
import type { Cell, CellFormat } from '@funil/core/analytics';
import { formatDateTime } from '@funil/core/dates';
import { stringify } from 'csv-stringify/sync';

/** A chart's formats, plus instants (UTC ISO text) written as São Paulo date and time. */
export type CsvFormat = CellFormat | 'datetime';
export type CsvValue = Cell | boolean | undefined;

export interface CsvColumn {
  /** The pt-BR header. */
  label: string;
  format: CsvFormat;
}

/**
 * A cell starting with = + - @ (or a tab or return before one) is read as a formula by Excel and
 * LibreOffice; a leading apostrophe makes it text (OWASP's CSV injection advice).
 */
export function formulaSafe(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

const comma = (text: string) => text.replace('.', ',');

/** Up to `places` decimals, trailing zeros dropped: 0.5 → '0,5', 2 → '2'. */
function decimal(value: number, places: number): string {
  return comma(String(Number(value.toFixed(places))));
}

function formatNumber(value: number, format: CsvFormat): string {
  switch (format) {
    case 'integer':
      return String(Math.round(value));
    case 'money':
      // Money cells hold reais; always two places, as a price is written.
      return comma(value.toFixed(2));
    case 'percent':
      // Shares are 0..1; Excel reads '66,7%' as the number 0,667 shown as a percentage.
      return `${decimal(value * 100, 1)}%`;
    case 'seconds':
      return decimal(value, 1);
    default:
      return decimal(value, 4);
  }
}

/** One cell as the file writes it; only what people or visitors typed can start a formula. */
export function csvCell(value: CsvValue, format: CsvFormat): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'number') return formatNumber(value, format);
  if (format === 'day' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [year, month, day] = value.split('-');
    return `${day}/${month}/${year}`;
  }
  if (format === 'datetime' && !Number.isNaN(Date.parse(value))) return formatDateTime(value);
  return formulaSafe(value);
}

/**
 * Rows as CSV text. A file streamed in chunks writes the header (and the byte-order mark) with
 * the first chunk only.
 */
export function csvText(
  columns: readonly CsvColumn[],
  rows: readonly CsvValue[][],
  withHeader = true,
): string {
  const records = rows.map((row) => columns.map((column, i) => csvCell(row[i], column.format)));
  return stringify(withHeader ? [columns.map((column) => column.label), ...records] : records, {
    delimiter: ';',
    bom: withHeader,
    record_delimiter: 'windows',
  });
}
