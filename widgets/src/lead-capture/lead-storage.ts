// The browser copies of the lead that the rest of the funnel reads (spec §3 storage keys), each
// dated so that it expires after 7 days (decision 0021).

import { PARTIAL_LEAD_KEY } from '../lib/partial-lead-key.ts';
import { readItem, writeJson } from '../lib/storage.ts';
import { readFreshRecord, writeRecord } from '../lib/stored-json.ts';

export const LEAD_KEY = 'lead';
export const LEAD_ID_KEY = 'leadId';
/** Set by whatever personalises the next page from the handle; the modal waits while it exists. */
export const PERSONALIZATION_LOCK_KEY = 'personalizationLock';

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
