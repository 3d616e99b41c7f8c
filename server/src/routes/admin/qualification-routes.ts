// /api/admin/qualification: leads segmented by Instagram audience, region and source, with a page of leads to mark.
import { qualificationQuerySchema } from '@funil/core/admin-leads';
import { Hono } from 'hono';
import type { QualificationStore } from '../../domain/ports/staff-leads.ts';
import type { AdminEnv } from '../../http/admin-env.ts';
import { validate } from '../../http/read-valid-body.ts';

export interface QualificationRoutesDeps {
  qualification: Pick<QualificationStore, 'overview'>;
}

export function qualificationRoutes({ qualification: repository }: QualificationRoutesDeps): Hono<AdminEnv> {
  const routes = new Hono<AdminEnv>();
  routes.get('/', async (c) => {
    const query = validate(c, qualificationQuerySchema, c.req.query());
    if (!query.ok) return query.response;
    return c.json(await repository.overview(query.data));
  });
  return routes;
}
