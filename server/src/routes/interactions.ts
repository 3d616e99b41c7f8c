// POST /api/interactions: the lead_interactions insert of spec §7, for the lead this browser saved (decision 0019).
import { interactionSchema } from '@funil/core/interaction';
import { Hono } from 'hono';
import type { InteractionStore } from '../domain/ports/leads.ts';
import { recordInteraction } from '../domain/record-interaction.ts';
import { errorResponse } from '../http/errors.ts';
import { readValidBody } from '../http/read-valid-body.ts';

export interface InteractionsRoutesDeps {
  store: InteractionStore;
  now: () => Date;
}

export function interactionsRoutes(deps: InteractionsRoutesDeps): Hono {
  return new Hono().post('/', async (c) => {
    const body = await readValidBody(c, interactionSchema);
    if (!body.ok) return body.response;
    const result = await recordInteraction(deps, body.data);
    return result.ok ? c.json({ id: result.id }, 201) : errorResponse(c, 403, result.error);
  });
}
