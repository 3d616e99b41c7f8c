// A download of rows as CSV: UTF-8 with a byte-order mark, so spreadsheet apps read the accents.
import { stringify } from 'csv-stringify/sync';
import type { Context } from 'hono';

export function csvResponse(c: Context, filename: string, header: string[], rows: unknown[][]): Response {
  const text = stringify([header, ...rows], { cast: { boolean: (value) => (value ? 'sim' : 'não') } });
  return c.body(`\uFEFF${text}`, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
    'cache-control': 'no-store',
  });
}
