// POST /api/visits: visit registration (spec §7) of the lead this browser saved (decision 0019).
import { visitSchema } from '@funil/core/visit';
import { Hono } from 'hono';
import type { LeadStoreScope } from '../domain/ports/leads.ts';
import type { DomainLogger } from '../domain/ports/logger.ts';
import { registerVisit } from '../domain/register-visit.ts';
import { errorResponse } from '../http/errors.ts';
import { readValidBody } from '../http/read-valid-body.ts';

export interface VisitsRoutesDeps {
  leadStore: LeadStoreScope;
  logger: DomainLogger;
  now: () => Date;
}

export function visitsRoutes(deps: VisitsRoutesDeps): Hono {
  return new Hono().post('/', async (c) => {
    const body = await readValidBody(c, visitSchema);
    if (!body.ok) return body.response;
    const { logger, now } = deps;
    const result = await deps.leadStore((store) => registerVisit({ store, logger, now }, body.data));
    if (!result.ok) return errorResponse(c, 403, result.error);
    // A created visit answers a secret, like a save.
    c.header('cache-control', 'no-store');
    return c.json(result.visit, result.visit.created ? 201 : 200);
  });
}
