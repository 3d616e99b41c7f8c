// POST /api/leads: the lead modal's save (spec §5), validated here and decided by the domain.
import { leadSaveSchema } from '@funil/core/lead';
import { Hono } from 'hono';
import { saveLead, type WarningLogger } from '../domain/save-lead.ts';
import { errorResponse } from '../http/errors.ts';
import { readJsonObject } from '../http/read-json-object.ts';
import { describeIssues } from '../http/validation-error.ts';
import type { LeadStoreScope } from '../storage/leads-repository.ts';

export interface LeadsRoutesDeps {
  leadStore: LeadStoreScope;
  logger: WarningLogger;
  now: () => Date;
}

export function leadsRoutes(deps: LeadsRoutesDeps): Hono {
  return new Hono().post('/', async (c) => {
    const body = await readJsonObject(c);
    if (body === undefined) return errorResponse(c, 400, 'invalid_json');

    const parsed = leadSaveSchema.safeParse(body);
    if (!parsed.success) {
      const { message, fields } = describeIssues(parsed.error.issues);
      return errorResponse(c, 400, 'validation_failed', message, fields);
    }

    const saved = await deps.leadStore((store) =>
      saveLead({ store, logger: deps.logger, now: deps.now }, parsed.data),
    );
    return c.json(saved, saved.created ? 201 : 200);
  });
}
