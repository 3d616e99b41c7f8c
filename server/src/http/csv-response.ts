// A CSV download: the staff CSV writer's text with the headers a browser saves it by.
import type { Context } from 'hono';
import { type CsvColumn, type CsvValue, csvText } from '../domain/staff-csv.ts';

export const CSV_HEADERS = {
  'content-type': 'text/csv; charset=utf-8',
  'cache-control': 'no-store',
} as const;

export function attachment(filename: string): string {
  return `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`;
}

export function csvResponse(
  c: Context,
  filename: string,
  columns: readonly CsvColumn[],
  rows: readonly CsvValue[][],
): Response {
  return c.body(csvText(columns, rows), 200, { ...CSV_HEADERS, 'content-disposition': attachment(filename) });
}
