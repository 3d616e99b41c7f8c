// One analytics report as routes: GET / answers the report for ?from=&to=(&launch=), GET /export?chart= one chart as CSV.
import type { ChartTable } from '@funil/core/analytics';
import { lastDays, type Period, periodSchema } from '@funil/core/analytics-period';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AdminEnv } from '../../../http/admin-env.ts';
import { adminOnly } from '../../../http/admin-only.ts';
import { csvResponse } from '../../../http/csv-response.ts';
import { errorResponse } from '../../../http/errors.ts';
import { validate } from '../../../http/read-valid-body.ts';

/** Without a period the charts show the last 30 days. */
export const DEFAULT_PERIOD_DAYS = 30;

export type PeriodResult = { ok: true; period: Period } | { ok: false; response: Response };

export function readPeriod(c: Context, now: () => Date): PeriodResult {
  const from = c.req.query('from');
  const to = c.req.query('to');
  // ?launch=<id>: that launch's rows only (the staff's launch selector); every launch's without it.
  const launch = c.req.query('launch') || undefined;
  const defaults =
    from === undefined && to === undefined ? lastDays(now(), DEFAULT_PERIOD_DAYS) : { from, to };
  const valid = validate(c, periodSchema, { ...defaults, launch });
  return valid.ok ? { ok: true, period: valid.data } : valid;
}

export function reportRoutes<R>(
  name: string,
  now: () => Date,
  load: (period: Period) => Promise<R>,
  tables: (report: R) => ChartTable[],
): Hono<AdminEnv> {
  const routes = new Hono<AdminEnv>();

  routes.get('/', async (c) => {
    const read = readPeriod(c, now);
    if (!read.ok) return read.response;
    return c.json(await load(read.period));
  });

  routes.get('/export', adminOnly, async (c) => {
    const read = readPeriod(c, now);
    if (!read.ok) return read.response;
    const chart = tables(await load(read.period)).find((table) => table.key === c.req.query('chart'));
    if (!chart) return errorResponse(c, 404, 'not_found', 'Gráfico não encontrado.');
    return csvResponse(
      c,
      `${name}-${chart.key}-${read.period.from}-a-${read.period.to}.csv`,
      chart.columns,
      chart.rows,
    );
  });

  return routes;
}
