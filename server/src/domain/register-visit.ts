// Visit registration: a known phone counts one more visit; an unknown one becomes a 'visitor' lead.
import type { Visit, VisitRecorded } from '@funil/core/visit';
import { type DomainLogger, firstLeadByPhone, type PhoneLookup } from './lead-store.ts';
import { newRowId } from './row-id.ts';

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

export interface VisitStore extends PhoneLookup {
  insertVisitor(lead: NewVisitor): Promise<void>;
  /** Applies the changes and adds one to visit_count in the same statement. */
  recordVisit(id: string, changes: VisitChanges): Promise<void>;
}

export interface RegisterVisitDeps {
  store: VisitStore;
  logger: DomainLogger;
  now: () => Date;
  newId?: () => string;
}

export async function registerVisit(deps: RegisterVisitDeps, visit: Visit): Promise<VisitRecorded> {
  const time = deps.now().toISOString();
  const common = {
    last_visit: time,
    visit_timestamp: time,
    ...present('last_page_visit', visit.page),
    ...present('device_info', json(visit.device_info)),
    ...present('url_params', json(visit.url_params)),
  };

  await deps.store.lockPhone(visit.phone);
  const lead = await firstLeadByPhone(deps.store, deps.logger, visit.phone);
  if (lead) {
    // The save marked a visit as pending; this is that visit.
    await deps.store.recordVisit(lead.id, { ...common, visit_pending: false, updated_at: time });
    return { id: lead.id, created: false };
  }

  const id = (deps.newId ?? newRowId)();
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
  return { id, created: true };
}

function present<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value === undefined || value === '' ? {} : ({ [key]: value } as Record<K, string>);
}

function json(value: Record<string, unknown> | undefined): string | undefined {
  return value === undefined ? undefined : JSON.stringify(value);
}
