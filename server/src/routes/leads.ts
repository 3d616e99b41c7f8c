// /api/leads: the lead modal's save and Instagram step, the tracker's behaviour, the lead a page shows.
import { behaviourSchema } from '@funil/core/behaviour';
import { leadInstagramSchema, leadSaveSchema } from '@funil/core/lead';
import { Hono } from 'hono';
import type { DomainLogger } from '../domain/lead-store.ts';
import { isLeadId, toPublicLead } from '../domain/public-lead.ts';
import { saveLead } from '../domain/save-lead.ts';
import { updateBehaviour } from '../domain/update-behaviour.ts';
import { updateInstagramByPhone } from '../domain/update-instagram.ts';
import { errorResponse } from '../http/errors.ts';
import { readValidBody } from '../http/read-valid-body.ts';
import type { LeadStoreScope, LeadsRepository } from '../storage/leads-repository.ts';

export interface LeadsRoutesDeps {
  leadStore: LeadStoreScope;
  /** Reads outside a transaction. */
  leads: Pick<LeadsRepository, 'findSummary'>;
  logger: DomainLogger;
  now: () => Date;
}

export function leadsRoutes(deps: LeadsRoutesDeps): Hono {
  const { logger, now } = deps;
  return new Hono()
    .post('/', async (c) => {
      const body = await readValidBody(c, leadSaveSchema);
      if (!body.ok) return body.response;
      const saved = await deps.leadStore((store) => saveLead({ store, logger, now }, body.data));
      return c.json(saved, saved.created ? 201 : 200);
    })
    .post('/instagram', async (c) => {
      const body = await readValidBody(c, leadInstagramSchema);
      if (!body.ok) return body.response;
      const result = await deps.leadStore((store) =>
        updateInstagramByPhone({ store, logger, now }, body.data),
      );
      return result.ok ? c.json({ id: result.id }) : errorResponse(c, 404, result.error);
    })
    .post('/behaviour', async (c) => {
      // sendBeacon posts text/plain; readValidBody reads JSON whatever the content type.
      const body = await readValidBody(c, behaviourSchema);
      if (!body.ok) return body.response;
      const result = await deps.leadStore((store) => updateBehaviour({ store, logger, now }, body.data));
      return result.ok ? c.body(null, 204) : errorResponse(c, 404, result.error);
    })
    .get('/:id', async (c) => {
      const id = c.req.param('id');
      const lead = isLeadId(id) ? await deps.leads.findSummary(id) : undefined;
      // The stage changes with a purchase; a cached copy would show a buyer as a lead.
      c.header('cache-control', 'no-store');
      return lead ? c.json(toPublicLead(lead)) : errorResponse(c, 404, 'lead_not_found');
    });
}
