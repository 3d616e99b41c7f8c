// /api/admin/qualification: leads segmented by Instagram audience, region and source, with a page of leads to mark.
import { qualificationQuerySchema } from '@funil/core/admin-leads';
import { Hono } from 'hono';
import type { AdminEnv } from '../../http/admin-env.ts';
import { validate } from '../../http/read-valid-body.ts';
import { createQualificationRepository } from '../../storage/qualification-repository.ts';
import type { AdminDeps } from './admin-routes.ts';

export function qualificationRoutes({ db }: AdminDeps): Hono<AdminEnv> {
  const repository = createQualificationRepository(db);
  const routes = new Hono<AdminEnv>();
  routes.get('/', async (c) => {
    const query = validate(c, qualificationQuerySchema, c.req.query());
    if (!query.ok) return query.response;
    return c.json(await repository.overview(query.data));
  });
  return routes;
}
