// /api/admin/hot-leads: the leads most worth a call now (of one launch, ?launch=<id>), each score
// explained, with a WhatsApp link.
import { hotLeadsQuerySchema } from '@funil/core/admin-leads';
import { Hono } from 'hono';
import { toHotLead } from '../../domain/hot-leads.ts';
import type { QualificationStore } from '../../domain/ports/staff-leads.ts';
import type { AdminEnv } from '../../http/admin-env.ts';
import { validate } from '../../http/read-valid-body.ts';

export interface HotLeadsRoutesDeps {
  qualification: Pick<QualificationStore, 'hotLeads'>;
}

export function hotLeadsRoutes({ qualification: repository }: HotLeadsRoutesDeps): Hono<AdminEnv> {
  const routes = new Hono<AdminEnv>();
  routes.get('/', async (c) => {
    const query = validate(c, hotLeadsQuerySchema, c.req.query());
    if (!query.ok) return query.response;
    const rows = await repository.hotLeads(query.data.limit, query.data.launch);
    return c.json({ items: rows.map(toHotLead) });
  });
  return routes;
}
