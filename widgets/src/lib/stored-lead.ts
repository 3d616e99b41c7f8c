// The browser copies of the lead (spec §3 'lead', 'leadId', which also keeps the lead's secret,
// decision 0019, and 'partialLeadData'), read under the §5 rules and written dated: each expires after
// 7 days (decision 0021). Their keys are in storage-keys.ts.
import { PERSONAL_DATA_MAX_AGE_MS, readItem, removeItem, writeJson } from './storage.ts';
import { LEAD_ID_KEY, LEAD_KEY, PARTIAL_LEAD_KEY, PERSONALIZATION_LOCK_KEY } from './storage-keys.ts';
import { isRecord, keepIfFresh, readFreshRecord, writeRecord } from './stored-json.ts';
/** Spec §9 kept a lead id 30 days; it is personal data, kept 7 like the rest (decision 0021). */
export const LEAD_ID_MAX_AGE_MS = PERSONAL_DATA_MAX_AGE_MS;

export interface StoredLead {
  name: string;
  email: string;
  whatsapp: string;
}

function forgetLead(): void {
  removeItem(LEAD_KEY);
  removeItem(LEAD_ID_KEY);
}

/** The stored lead younger than 7 days; corrupt JSON removes both `lead` and `leadId` (spec §5). */
export function readStoredLead(now: number = Date.now()): StoredLead | null {
  const raw = readItem(LEAD_KEY);
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
  if (!keepIfFresh(LEAD_KEY, value, now)) return null;
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
  const raw = readItem(LEAD_ID_KEY);
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
    writeJson(LEAD_ID_KEY, { id: String(value), timestamp: now });
    return { id: String(value) };
  }
  const record = isRecord(value) ? value : null;
  if (!record || typeof record.id !== 'string' || record.id === '') {
    removeItem(LEAD_ID_KEY);
    return null;
  }
  // The spec's own field is the record's saved-at.
  if (!keepIfFresh(LEAD_ID_KEY, record, now, 'timestamp')) return null;
  return typeof record.token === 'string' && record.token !== ''
    ? { id: record.id, token: record.token }
    : { id: record.id };
}

/** Spec §4 'returning visitor': data typed on an earlier page (in the last 7 days) is in the browser. */
export function hasPartialLeadData(now: number = Date.now()): boolean {
  return readFreshRecord(PARTIAL_LEAD_KEY, now) !== undefined;
}

/** Kept before the save is even tried, so a failed call never loses what the visitor typed. */
export function rememberLead(lead: { name: string; whatsapp: string }, now: number = Date.now()): void {
  writeRecord(LEAD_KEY, { name: lead.name, email: '', whatsapp: lead.whatsapp }, now);
}

/**
 * The id a save answered, with its secret (decision 0019): kept together, so a page that puts
 * another id there (a personal link) drops the secret with the old id. The timestamp lets readers
 * drop ids older than 7 days (spec §5, decision 0021).
 */
export function rememberLeadId(
  saved: { id: string; token?: string | undefined },
  now: number = Date.now(),
): void {
  writeJson(LEAD_ID_KEY, { id: saved.id, timestamp: now, ...(saved.token ? { token: saved.token } : {}) });
}

/** What a returning visitor typed so far (spec §3): name, whatsapp (digits), region name, instagram. */
export interface PartialLeadData {
  name: string;
  whatsapp: string;
  region: string;
  instagram: string;
}

export function rememberPartialLead(data: PartialLeadData, now: number = Date.now()): void {
  writeRecord(PARTIAL_LEAD_KEY, { ...data }, now);
}

/** What the visitor typed in the last 7 days, or undefined. */
export function readPartialLead(now: number = Date.now()): PartialLeadData | undefined {
  const stored = readFreshRecord(PARTIAL_LEAD_KEY, now);
  if (!stored) return undefined;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    name: text(stored.name),
    whatsapp: text(stored.whatsapp),
    region: text(stored.region),
    instagram: text(stored.instagram),
  };
}

export function isPersonalizing(): boolean {
  return readItem(PERSONALIZATION_LOCK_KEY) !== null;
}
