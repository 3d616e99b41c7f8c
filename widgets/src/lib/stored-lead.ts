// Reads the browser copies of the lead (spec §3 'lead' and 'leadId', which also keeps the lead's
// secret, decision 0019) under the §5 rules.
import { PARTIAL_LEAD_KEY } from './partial-lead-key.ts';
import { readItem, removeItem } from './storage.ts';

export const STORED_LEAD_KEY = 'lead';
export const STORED_LEAD_ID_KEY = 'leadId';
/** Spec §9: a stored lead id expires after 30 days. */
export const LEAD_ID_MAX_AGE_MS = 2_592_000_000;

export interface StoredLead {
  name: string;
  email: string;
  whatsapp: string;
}

function forgetLead(): void {
  removeItem(STORED_LEAD_KEY);
  removeItem(STORED_LEAD_ID_KEY);
}

/** The stored lead; corrupt JSON removes both `lead` and `leadId` (spec §5). */
export function readStoredLead(): StoredLead | null {
  const raw = readItem(STORED_LEAD_KEY);
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof StoredLead, unknown>> | null;
    if (!value || typeof value !== 'object') throw new TypeError('lead is not an object');
    const text = (field: unknown) => (typeof field === 'string' ? field : '');
    return { name: text(value.name), email: text(value.email), whatsapp: text(value.whatsapp) };
  } catch {
    forgetLead();
    return null;
  }
}

/** The stored lead id: a plain id, or `{id, timestamp}` that is dropped once older than 30 days. */
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
    return { id: raw };
  }
  if (typeof value === 'string' || typeof value === 'number') return { id: String(value) };
  const record = value as { id?: unknown; timestamp?: unknown; token?: unknown } | null;
  if (!record || typeof record.id !== 'string' || record.id === '') {
    removeItem(STORED_LEAD_ID_KEY);
    return null;
  }
  if (typeof record.timestamp === 'number' && now - record.timestamp > LEAD_ID_MAX_AGE_MS) {
    removeItem(STORED_LEAD_ID_KEY);
    return null;
  }
  return typeof record.token === 'string' && record.token !== ''
    ? { id: record.id, token: record.token }
    : { id: record.id };
}

/** Spec §4 'returning visitor': data typed on an earlier page is in the browser. */
export function hasPartialLeadData(): boolean {
  return readItem(PARTIAL_LEAD_KEY) !== null;
}
