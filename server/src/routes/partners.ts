// /api/partners/{code}: the name the partner page greets the partner's audience with.
import { Hono } from 'hono';
import { getActivePartner, type PartnerStore } from '../domain/partner.ts';
import { errorResponse } from '../http/errors.ts';

export function partnersRoutes(deps: { store: PartnerStore }): Hono {
  return new Hono().get('/:code', async (c) => {
    const result = await getActivePartner(deps.store, c.req.param('code'));
    // A partner switched off must stop being greeted within minutes, not stay in a cache.
    c.header('cache-control', 'public, max-age=60');
    return result.ok ? c.json(result.value) : errorResponse(c, 404, result.error);
  });
}
