// Visit registration: a known phone counts one more visit per page load (a lead_visits row and the
// lead's running summary, in one transaction); an unknown one becomes a 'visitor' lead.
import type { Visit, VisitRecorded } from '@funil/core/visit';
import type { LeadVisitFacts } from '@funil/core/visitor-state';
import { type DomainLogger, firstLeadByPhone, type PhoneLookup } from './lead-store.ts';
import { newRowId } from './row-id.ts';
import { visitDevice, visitPath } from './visit-row.ts';

/** Columns a visit writes on an existing lead; visit_count is incremented by the store. */
export interface VisitChanges {
  last_visit: string;
  visit_timestamp: string;
  last_page_visit?: string;
  device_info?: string;
  url_params?: string;
  visit_pending: false;
  updated_at: string;
}

export interface NewVisitor {
  id: string;
  name: string;
  phone: string;
  conversion_stage: 'visitor';
  visit_count: 1;
  last_visit: string;
  visit_timestamp: string;
  last_page_visit?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_content?: string;
  utm_term?: string;
  referrer?: string;
  landing_page?: string;
  device_info?: string;
  url_params?: string;
  created_at: string;
  updated_at: string;
}

/** One lead_visits row: the page load, where from and on what kind of device. */
export interface NewVisitRow {
  id: string;
  lead_id: string;
  visited_at: string;
  page: string | null;
  referrer: string | null;
  device: 'mobile' | 'desktop' | null;
  visit_key: string | null;
}

export interface VisitStore extends PhoneLookup {
  insertVisitor(lead: NewVisitor): Promise<void>;
  /** Inserts unless the lead already has a row with this visit_key; true when it inserted. */
  insertVisitRow(row: NewVisitRow): Promise<boolean>;
  /** Applies the changes and adds one to visit_count in the same statement. */
  recordVisit(id: string, changes: VisitChanges): Promise<void>;
  /** The page load was already counted: only the pending mark a later save set goes. */
  clearVisitPending(id: string): Promise<void>;
  visitFacts(id: string): Promise<LeadVisitFacts>;
}

export interface RegisterVisitDeps {
  store: VisitStore;
  logger: DomainLogger;
  now: () => Date;
  newId?: () => string;
}

export type VisitResult = { ok: true; visit: VisitRecorded } | { ok: false; error: 'lead_not_found' };

export async function registerVisit(deps: RegisterVisitDeps, visit: Visit): Promise<VisitResult> {
  const newId = deps.newId ?? newRowId;
  const time = deps.now().toISOString();
  const common = {
    last_visit: time,
    visit_timestamp: time,
    ...present('last_page_visit', visit.page),
    ...present('device_info', json(visit.device_info)),
    ...present('url_params', json(visit.url_params)),
  };
  const row = (leadId: string): NewVisitRow => ({
    id: newId(),
    lead_id: leadId,
    visited_at: time,
    page: visitPath(visit.page ?? visit.landing_page),
    referrer: visit.referrer || null,
    device: visitDevice(visit.device_info),
    visit_key: visit.visit_id ?? null,
  });

  await deps.store.lockPhone(visit.phone);
  const lead = await firstLeadByPhone(deps.store, deps.logger, visit.phone);
  if (lead) {
    if (await deps.store.insertVisitRow(row(lead.id))) {
      await deps.store.recordVisit(lead.id, { ...common, visit_pending: false, updated_at: time });
    } else {
      await deps.store.clearVisitPending(lead.id);
    }
    return { ok: true, visit: { id: lead.id, created: false, ...(await deps.store.visitFacts(lead.id)) } };
  }

  // The browser kept an id from a save, yet no lead has the phone: it was erased, and a visit
  // must not bring the person's name back.
  if (visit.lead_id !== undefined) {
    deps.logger.info({ leadId: visit.lead_id }, 'Visita recusada: lead não encontrado');
    return { ok: false, error: 'lead_not_found' };
  }

  const id = newId();
  await deps.store.insertVisitor({
    ...common,
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
  await deps.store.insertVisitRow(row(id));
  return { ok: true, visit: { id, created: true, visitCount: 1, registeredForEvent: false } };
}

function present<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value === undefined || value === '' ? {} : ({ [key]: value } as Record<K, string>);
}

function json(value: Record<string, unknown> | undefined): string | undefined {
  return value === undefined ? undefined : JSON.stringify(value);
}
