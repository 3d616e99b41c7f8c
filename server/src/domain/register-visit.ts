// Visit registration: the lead this browser saved (named by its capability, decision 0019) counts one
// more visit per page load (a lead_visits row and the lead's running summary, in one transaction); an
// unknown phone becomes a 'visitor' lead, a known one without the secret only a claim of its own.
import type { Visit, VisitRecorded } from '@funil/core/visit';
import { botReason } from './bot-check.ts';
import { grantCapability, type LeadHolder, newLeadToken, resolveHolder } from './lead-capability.ts';
import { firstLeadByPhone } from './lead-store.ts';
import type { NewVisitRow, VisitStore } from './ports/leads.ts';
import type { DomainLogger } from './ports/logger.ts';
import { newRowId } from './row-id.ts';
import { visitDevice, visitPath } from './visit-row.ts';

export interface RegisterVisitDeps {
  store: VisitStore;
  logger: DomainLogger;
  now: () => Date;
  newId?: () => string;
}

export type VisitResult = { ok: true; visit: VisitRecorded } | { ok: false; error: 'lead_token_invalid' };

export async function registerVisit(deps: RegisterVisitDeps, visit: Visit): Promise<VisitResult> {
  const newId = deps.newId ?? newRowId;
  const now = deps.now();
  const time = now.toISOString();
  // The lead save's bot rules: a visit of an unknown phone creates a lead just as a save does.
  const reason = botReason(visit, now);
  if (reason !== undefined) {
    // Answered like a new visitor (the save does the same) so the bot learns nothing; nothing is stored.
    deps.logger.info({ reason }, 'Visita descartada: parece automática');
    const answer = {
      id: newId(),
      created: true,
      token: newLeadToken(),
      visitCount: 1,
      registeredForEvent: false,
    };
    return { ok: true, visit: answer };
  }
  const leadId = visit.leadId ?? visit.lead_id;
  const holder = await resolveHolder(deps.store, { leadId, leadToken: visit.leadToken });
  if (holder) return { ok: true, visit: await countVisit(deps, holder, visit, time) };
  // An id without its secret: an erased lead, an older page, or someone else's id. Refused alike,
  // and nothing is created: a visit must not bring an erased person's name back.
  if (leadId !== undefined || visit.leadToken !== undefined) {
    deps.logger.info({ leadId }, 'Visita recusada: sem o token do lead');
    return { ok: false, error: 'lead_token_invalid' };
  }

  await deps.store.lockPhone(visit.phone);
  const known = await firstLeadByPhone(deps.store, deps.logger, visit.phone);
  const id = newId();
  if (known) {
    // Answered exactly as a new visitor would be: the phone's lead is neither named nor changed.
    await deps.store.insertClaim({
      id,
      lead_id: known.id,
      name: visit.name ?? '',
      instagram: null,
      conversion_stage: 'visitor',
      visit_count: 1,
      registered_for_event: 0,
      last_visit_key: visit.visit_id ?? null,
      created_at: time,
      updated_at: time,
    });
  } else {
    await deps.store.insertVisitor({
      ...summaryChanges(visit, time),
      id,
      name: visit.name ?? '',
      phone: visit.phone,
      conversion_stage: 'visitor',
      visit_count: 1,
      ...present('utm_source', visit.utm_source),
      ...present('utm_medium', visit.utm_medium),
      ...present('utm_campaign', visit.utm_campaign),
      ...present('utm_content', visit.utm_content),
      ...present('utm_term', visit.utm_term),
      ...present('referrer', visit.referrer),
      ...present('landing_page', visit.landing_page),
      created_at: time,
      updated_at: time,
    });
    await deps.store.insertVisitRow(visitRow(visit, id, newId(), time));
  }
  const token = await grantCapability(deps.store, {
    leadId: known?.id ?? id,
    claimId: known ? id : null,
    requestKey: undefined,
    time,
  });
  return { ok: true, visit: { id, created: true, token, visitCount: 1, registeredForEvent: false } };
}

/** A visit of the holder's own: the lead's for its owner; a claim counts its own and leaves the lead be. */
async function countVisit(
  deps: RegisterVisitDeps,
  holder: LeadHolder,
  visit: Visit,
  time: string,
): Promise<VisitRecorded> {
  const { store } = deps;
  if (holder.kind === 'claim') {
    const claim = await store.findClaim(holder.claimId);
    const again = visit.visit_id !== undefined && claim?.lastVisitKey === visit.visit_id;
    if (!again) {
      await store.updateClaim(holder.claimId, {
        add_visit: true,
        last_visit_key: visit.visit_id ?? null,
        updated_at: time,
      });
    }
    const counted = await store.findClaim(holder.claimId);
    return {
      id: holder.claimId,
      created: false,
      visitCount: counted?.visitCount ?? 0,
      registeredForEvent: counted?.registeredForEvent ?? false,
    };
  }
  const row = visitRow(visit, holder.leadId, (deps.newId ?? newRowId)(), time);
  if (await store.insertVisitRow(row)) {
    await store.recordVisit(holder.leadId, {
      ...summaryChanges(visit, time),
      visit_pending: false,
      updated_at: time,
    });
  } else {
    await store.clearVisitPending(holder.leadId);
  }
  return { id: holder.leadId, created: false, ...(await store.visitFacts(holder.leadId)) };
}

/** The lead's running summary of its latest visit. */
function summaryChanges(visit: Visit, time: string) {
  return {
    last_visit: time,
    visit_timestamp: time,
    ...present('last_page_visit', visit.page),
    ...present('device_info', json(visit.device_info)),
    ...present('url_params', json(visit.url_params)),
  };
}

function visitRow(visit: Visit, leadId: string, id: string, time: string): NewVisitRow {
  return {
    id,
    lead_id: leadId,
    visited_at: time,
    page: visitPath(visit.page ?? visit.landing_page),
    referrer: visit.referrer || null,
    device: visitDevice(visit.device_info),
    visit_key: visit.visit_id ?? null,
  };
}

function present<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value === undefined || value === '' ? {} : ({ [key]: value } as Record<K, string>);
}

function json(value: Record<string, unknown> | undefined): string | undefined {
  return value === undefined ? undefined : JSON.stringify(value);
}
