// /api/partners/{code}: the name the partner page greets the partner's audience with.
import { Hono } from 'hono';
import { getActivePartner } from '../domain/partner.ts';
import type { PartnerStore } from '../domain/ports/partners.ts';
import { errorResponse } from '../http/errors.ts';

export function partnersRoutes(deps: { store: PartnerStore }): Hono {
  return new Hono().get('/:code', async (c) => {
    const result = await getActivePartner(deps.store, c.req.param('code'));
    if (!result.ok) {
      // A partner activated a moment ago must not stay 'not found' in a browser's cache.
      c.header('cache-control', 'no-store');
      return errorResponse(c, 404, result.error);
    }
    // A partner switched off stops being greeted within a minute.
    c.header('cache-control', 'public, max-age=60');
    return c.json(result.value);
  });
}
