// /api/admin/whatsapp/cadences: staff read the cadences with what each sent; admins create, edit,
// pause and resume them. A refused cadence answers 400 validation_failed with a message per field.
import type { CadencePreviewView } from '@funil/core/whatsapp-staff';
import { type Context, Hono } from 'hono';
import type { DomainLogger } from '../../domain/ports/logger.ts';
import type { CadencePreviewer, CadencesStore } from '../../domain/ports/whatsapp-staff.ts';
import { newRowId } from '../../domain/row-id.ts';
import {
  type CadenceCheck,
  checkCadence,
  createCadence,
  findCadence,
  listCadences,
  setCadenceStatus,
  updateCadence,
} from '../../domain/whatsapp/cadences-admin.ts';
import { DEFAULT_SEND_HOURS, type SendHours } from '../../domain/whatsapp/quiet-hours.ts';
import type { AdminEnv } from '../../http/admin-env.ts';
import { adminOnly } from '../../http/admin-only.ts';
import { errorResponse } from '../../http/errors.ts';
import { readJsonObject } from '../../http/read-json-object.ts';

export interface WhatsAppCadencesDeps {
  cadences: CadencesStore;
  cadencePreview: CadencePreviewer;
  logger: DomainLogger;
  now: () => Date;
  /** WHATSAPP_SEND_HOURS: when queued messages may go (the default 08–21 São Paulo when absent). */
  sendHours?: SendHours;
}

type Checked = { ok: true; check: Extract<CadenceCheck, { ok: true }> } | { ok: false; response: Response };

export function whatsappCadencesRoutes(deps: WhatsAppCadencesDeps): Hono<AdminEnv> {
  const store = deps.cadences;
  const sendHours = deps.sendHours ?? DEFAULT_SEND_HOURS;
  const writes = { store, now: deps.now, newId: newRowId, sendHours };
  const clock = () => ({ now: deps.now(), sendHours });

  const readCadence = async (c: Context): Promise<Checked> => {
    const body = await readJsonObject(c);
    if (!body.ok) return { ok: false, response: errorResponse(c, 400, body.code) };
    const check = checkCadence(body.value);
    if (!check.ok)
      return { ok: false, response: errorResponse(c, 400, 'validation_failed', check.message, check.fields) };
    return { ok: true, check };
  };

  return (
    new Hono<AdminEnv>()
      .get('/', async (c) => c.json({ cadences: await listCadences(store, clock()) }))
      // A POST (the cadence as typed travels in the body): admins only, as every staff POST.
      .post('/preview', adminOnly, async (c) => {
        const body = await readJsonObject(c);
        if (!body.ok) return errorResponse(c, 400, body.code);
        const leadId = body.value.leadId;
        if (typeof leadId !== 'string' || leadId.length === 0 || leadId.length > 120)
          return errorResponse(c, 404, 'staff_lead_not_found');
        const check = checkCadence(body.value.cadence);
        if (!check.ok) return errorResponse(c, 400, 'validation_failed', check.message, check.fields);
        const preview = await deps.cadencePreview(check.cadence, leadId, deps.now());
        if (!preview.ok) return errorResponse(c, 404, 'staff_lead_not_found');
        const view: CadencePreviewView = {
          leadId,
          steps: preview.steps.map((step, index) => ({
            step: index,
            delayMinutes: step.delay_minutes,
            text: step.text,
          })),
        };
        return c.json(view);
      })
      .get('/:id', async (c) => {
        const cadence = await findCadence(store, c.req.param('id'), clock());
        return cadence ? c.json({ cadence }) : errorResponse(c, 404, 'cadence_not_found');
      })
      .post('/', adminOnly, async (c) => {
        const body = await readCadence(c);
        if (!body.ok) return body.response;
        const cadence = await createCadence(writes, body.check.cadence);
        deps.logger.info({ staff: c.get('staff').email, cadenceId: cadence.id }, 'Cadência criada');
        return c.json({ cadence }, 201);
      })
      .put('/:id', adminOnly, async (c) => {
        const body = await readCadence(c);
        if (!body.ok) return body.response;
        const cadence = await updateCadence(writes, c.req.param('id'), body.check.cadence);
        if (!cadence) return errorResponse(c, 404, 'cadence_not_found');
        deps.logger.info({ staff: c.get('staff').email, cadenceId: cadence.id }, 'Cadência alterada');
        return c.json({ cadence });
      })
      .post('/:id/pause', adminOnly, async (c) => {
        const cadence = await setCadenceStatus(writes, c.req.param('id'), 'paused');
        if (!cadence) return errorResponse(c, 404, 'cadence_not_found');
        deps.logger.info({ staff: c.get('staff').email, cadenceId: cadence.id }, 'Cadência pausada');
        return c.json({ cadence });
      })
      .post('/:id/resume', adminOnly, async (c) => {
        const cadence = await setCadenceStatus(writes, c.req.param('id'), 'active');
        if (!cadence) return errorResponse(c, 404, 'cadence_not_found');
        deps.logger.info({ staff: c.get('staff').email, cadenceId: cadence.id }, 'Cadência retomada');
        return c.json({ cadence });
      })
  );
}
