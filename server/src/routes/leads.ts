// /api/leads: the lead modal's save and Instagram step, the tracker's behaviour, the cookie notice's
// answer, the lead a page shows.
// Changes need the lead's capability (decision 0019); without it the answers tell no one whether a
// phone or an id is a lead: a save answers like a new lead's, the rest 403 lead_token_invalid.
import { adConsentRequestSchema } from '@funil/core/ad-consent-request';
import { behaviourSchema } from '@funil/core/behaviour';
import { leadInstagramSchema, leadSaveSchema } from '@funil/core/lead';
import { isLeadId } from '@funil/core/lead-id';
import { Hono } from 'hono';
import { recordAdConsent } from '../domain/ad-consent.ts';
import { isKnownConsentVersion } from '../domain/lead-consent.ts';
import type { AdConsentStore } from '../domain/ports/ad-consent.ts';
import type { LeadStoreScope, LeadSummaryStore, NewLeadWriter } from '../domain/ports/leads.ts';
import type { DomainLogger } from '../domain/ports/logger.ts';
import type { TransactionScope } from '../domain/ports/transaction-scope.ts';
import { findLeadSummary, toPublicLead } from '../domain/public-lead.ts';
import { newRowId } from '../domain/row-id.ts';
import { saveLeadOnce } from '../domain/save-lead.ts';
import { updateBehaviour } from '../domain/update-behaviour.ts';
import { updateInstagram } from '../domain/update-instagram.ts';
import { errorResponse } from '../http/errors.ts';
import { readValidBody } from '../http/read-valid-body.ts';

export interface LeadsRoutesDeps {
  leadStore: LeadStoreScope;
  /** A new phone's save in one statement, where the engine has one (PostgreSQL). */
  newLeadWriter?: NewLeadWriter | undefined;
  /** The free call a save from the modal registers its lead for (of the launch it names, or the current one). */
  freeCallSlug: (launchSlug?: string) => Promise<string>;
  /** Reads outside a transaction. */
  leads: LeadSummaryStore;
  /** The cookie notice's answer and the ads outbox it steers, in one transaction. */
  adConsent: TransactionScope<AdConsentStore>;
  logger: DomainLogger;
  now: () => Date;
}

export function leadsRoutes(deps: LeadsRoutesDeps): Hono {
  const { logger, now } = deps;
  return new Hono()
    .post('/', async (c) => {
      const body = await readValidBody(c, leadSaveSchema);
      if (!body.ok) return body.response;
      // The row must name the words the person read: a version no notice has is not recorded as one.
      if (body.data.consent && !isKnownConsentVersion(body.data.consent.version))
        return errorResponse(c, 400, 'consent_version_unknown');
      const requestKey = idempotencyKey(c.req.header('idempotency-key'));
      const saved = await saveLeadOnce(
        {
          scope: deps.leadStore,
          writer: deps.newLeadWriter,
          logger,
          now,
          ...(body.data.free_call ? { freeCallSlug: await deps.freeCallSlug(body.data.launch) } : {}),
        },
        body.data,
        { requestKey },
      );
      // The secret is this browser's alone: no cache or proxy may keep the answer.
      c.header('cache-control', 'no-store');
      return c.json(saved, saved.created ? 201 : 200);
    })
    .post('/instagram', async (c) => {
      const body = await readValidBody(c, leadInstagramSchema);
      if (!body.ok) return body.response;
      const result = await deps.leadStore((store) => updateInstagram({ store, logger, now }, body.data));
      return result.ok ? c.json({ id: result.id }) : errorResponse(c, 403, result.error);
    })
    .post('/behaviour', async (c) => {
      // sendBeacon posts text/plain; readValidBody reads JSON whatever the content type.
      const body = await readValidBody(c, behaviourSchema);
      if (!body.ok) return body.response;
      const result = await deps.leadStore((store) => updateBehaviour({ store, logger, now }, body.data));
      return result.ok ? c.body(null, 204) : errorResponse(c, 403, result.error);
    })
    .post('/ad-consent', async (c) => {
      // The cookie notice's 'Aceitar' or 'Recusar' for the lead this browser saved (decision 0024).
      const body = await readValidBody(c, adConsentRequestSchema);
      if (!body.ok) return body.response;
      const result = await deps.adConsent((store) =>
        recordAdConsent({ store, now, newId: newRowId }, body.data),
      );
      if (result.ok) return c.body(null, 204);
      return errorResponse(c, result.error === 'lead_token_invalid' ? 403 : 400, result.error);
    })
    .get('/:id', async (c) => {
      const id = c.req.param('id');
      const lead = isLeadId(id) ? await findLeadSummary(deps.leads, id) : undefined;
      // The stage changes with a purchase; a cached copy would show a buyer as a lead.
      c.header('cache-control', 'no-store');
      return lead ? c.json(toPublicLead(lead)) : errorResponse(c, 404, 'lead_not_found');
    });
}

/** The outbox's key for one save and its resends; anything too short to be a random id is ignored. */
function idempotencyKey(header: string | undefined): string | undefined {
  const key = header?.trim();
  return key && key.length >= 16 && key.length <= 200 ? key : undefined;
}
