// /api/admin/leads: the staff leads table, its KPIs and filter options, the CSV export, a lead's detail
// and its qualification mark.
import { leadFiltersSchema, leadListQuerySchema, qualificationSchema } from '@funil/core/admin-leads';
import { periodSchema } from '@funil/core/analytics-period';
import { Hono } from 'hono';
import { leadsCsvChunk } from '../../domain/leads-csv.ts';
import type { DomainLogger } from '../../domain/ports/logger.ts';
import type { QualificationStore, StaffLeadsStore } from '../../domain/ports/staff-leads.ts';
import type { AdminEnv } from '../../http/admin-env.ts';
import { adminOnly } from '../../http/admin-only.ts';
import { attachment, CSV_HEADERS } from '../../http/csv-response.ts';
import { errorResponse } from '../../http/errors.ts';
import { readValidBody, validate } from '../../http/read-valid-body.ts';

/** Rows read per export query: the file streams, so memory stays flat for 100,000 leads. */
const EXPORT_BATCH = 1_000;

export interface AdminLeadsDeps {
  staffLeads: StaffLeadsStore;
  qualification: Pick<QualificationStore, 'setQualification'>;
  logger: DomainLogger;
  now: () => Date;
}

export function adminLeadsRoutes({
  staffLeads: leads,
  qualification,
  logger,
  now,
}: AdminLeadsDeps): Hono<AdminEnv> {
  const routes = new Hono<AdminEnv>();

  routes.get('/', async (c) => {
    const query = c.req.query();
    const filters = validate(c, leadFiltersSchema, query);
    if (!filters.ok) return filters.response;
    const list = validate(c, leadListQuerySchema, query);
    if (!list.ok) return list.response;
    return c.json(await leads.list(filters.data, list.data));
  });

  // Both days included; the start on or before the end, within a year (the dashboards' one period).
  routes.get('/kpis', async (c) => {
    const period = validate(c, periodSchema, c.req.query());
    if (!period.ok) return period.response;
    return c.json(await leads.kpis(period.data, now()));
  });

  routes.get('/filters', async (c) => c.json(await leads.filterOptions()));

  routes.get('/export', adminOnly, async (c) => {
    const filters = validate(c, leadFiltersSchema, c.req.query());
    if (!filters.ok) return filters.response;
    const staff = c.get('staff');
    // Which filters, not their values: a search may be a name or a phone.
    logger.info(
      {
        staffId: staff.id,
        filters: Object.keys(filters.data).filter(
          (key) => filters.data[key as keyof typeof filters.data] !== undefined,
        ),
      },
      'Exportação de leads em CSV',
    );

    const encoder = new TextEncoder();
    let after: { created_at: string; id: string } | undefined;
    let first = true;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const page = await leads.exportPage(filters.data, after, EXPORT_BATCH);
        if (page.length > 0 || first) controller.enqueue(encoder.encode(leadsCsvChunk(page, first)));
        first = false;
        const last = page.at(-1);
        if (!last || page.length < EXPORT_BATCH) controller.close();
        else after = { created_at: last.created_at, id: last.id };
      },
    });
    const day = now().toISOString().slice(0, 10);
    return c.body(body, 200, { ...CSV_HEADERS, 'content-disposition': attachment(`leads-${day}.csv`) });
  });

  routes.get('/:id', async (c) => {
    const detail = await leads.findDetail(c.req.param('id'));
    if (!detail) return errorResponse(c, 404, 'staff_lead_not_found');
    return c.json(detail);
  });

  routes.put('/:id/qualification', adminOnly, async (c) => {
    const body = await readValidBody(c, qualificationSchema);
    if (!body.ok) return body.response;
    const staff = c.get('staff');
    const found = await qualification.setQualification(
      c.req.param('id'),
      body.data.status,
      staff.email,
      now().toISOString(),
    );
    if (!found) return errorResponse(c, 404, 'staff_lead_not_found');
    return c.json({ id: c.req.param('id'), status: body.data.status });
  });

  return routes;
}
