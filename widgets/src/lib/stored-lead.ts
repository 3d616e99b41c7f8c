// Reads the browser copies of the lead (spec §3 'lead' and 'leadId', which also keeps the lead's
// secret, decision 0019) under the §5 rules; both expire after 7 days (decision 0021).
import { PARTIAL_LEAD_KEY } from './partial-lead-key.ts';
import { PERSONAL_DATA_MAX_AGE_MS, readItem, removeItem, writeJson } from './storage.ts';
import { isRecord, keepIfFresh, readFreshRecord } from './stored-json.ts';

export const STORED_LEAD_KEY = 'lead';
export const STORED_LEAD_ID_KEY = 'leadId';
/** Spec §9 kept a lead id 30 days; it is personal data, kept 7 like the rest (decision 0021). */
export const LEAD_ID_MAX_AGE_MS = PERSONAL_DATA_MAX_AGE_MS;

export interface StoredLead {
  name: string;
  email: string;
  whatsapp: string;
}

function forgetLead(): void {
  removeItem(STORED_LEAD_KEY);
  removeItem(STORED_LEAD_ID_KEY);
}

/** The stored lead younger than 7 days; corrupt JSON removes both `lead` and `leadId` (spec §5). */
export function readStoredLead(now: number = Date.now()): StoredLead | null {
  const raw = readItem(STORED_LEAD_KEY);
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = undefined;
  }
  if (!isRecord(value)) {
    forgetLead();
    return null;
  }
  if (!keepIfFresh(STORED_LEAD_KEY, value, now)) return null;
  const text = (field: unknown) => (typeof field === 'string' ? field : '');
  return { name: text(value.name), email: text(value.email), whatsapp: text(value.whatsapp) };
}

/** The stored lead id: a plain id, or `{id, timestamp}` that is dropped once older than 7 days. */
export function readStoredLeadId(now: number = Date.now()): string | null {
  return readLeadRecord(now)?.id ?? null;
}

/**
 * The lead id with the secret its save answered (decision 0019), which every request that changes
 * the lead sends back as `leadToken`; null when this browser holds no such pair (nothing saved, an
 * older page's bare id, or an id a personal link put there).
 */
export function readLeadCapability(now: number = Date.now()): { leadId: string; leadToken: string } | null {
  const record = readLeadRecord(now);
  return record?.token ? { leadId: record.id, leadToken: record.token } : null;
}

function readLeadRecord(now: number): { id: string; token?: string } | null {
  const raw = readItem(STORED_LEAD_ID_KEY);
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    // Older pages stored the bare id, which is not JSON.
    value = raw;
  }
  if ((typeof value === 'string' && value !== '') || typeof value === 'number') {
    // An undated id from an older page is dated now: it goes within 7 days (decision 0021).
    writeJson(STORED_LEAD_ID_KEY, { id: String(value), timestamp: now });
    return { id: String(value) };
  }
  const record = isRecord(value) ? value : null;
  if (!record || typeof record.id !== 'string' || record.id === '') {
    removeItem(STORED_LEAD_ID_KEY);
    return null;
  }
  // The spec's own field is the record's saved-at.
  if (!keepIfFresh(STORED_LEAD_ID_KEY, record, now, 'timestamp')) return null;
  return typeof record.token === 'string' && record.token !== ''
    ? { id: record.id, token: record.token }
    : { id: record.id };
}

/** Spec §4 'returning visitor': data typed on an earlier page (in the last 7 days) is in the browser. */
export function hasPartialLeadData(now: number = Date.now()): boolean {
  return readFreshRecord(PARTIAL_LEAD_KEY, now) !== undefined;
}
